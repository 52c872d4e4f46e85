// index.html, the page every app path answers with, in two forms: with a session cookie the app loads the
// signed-in screen beside its session check (src/web/app/first-screen.ts), and at a tab's address that page's
// own code with it; without one, the sign-in screen shows at once. The hint only says a cookie was sent: it
// names no one, so a kept copy gives nothing away.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './auth/sessions.ts';

/** Read by src/web/app/first-screen.ts. */
const sessionHint = (cookie: 'present' | 'absent') => `<meta name="pitboard-session" content="${cookie}" />`;

/** The signed-in app's shell, as the build's manifest names it (vite.config.ts writes .vite/manifest.json). */
const SHELL_SOURCE = 'app/shell/app-shell.tsx';

/**
 * The pages a racer opens Pitboard on (its tabs), as the manifest names their chunks: a signed-in page at one of
 * these addresses preloads its page's chunk too, instead of finding it only once the app's own code has run, a
 * round trip later. The router (src/web/app/router.tsx) names the same files; tests/e2e/shell.test.ts checks
 * that each tab's page is drawn from chunks index.html named.
 */
const PAGE_SOURCES: Readonly<Record<string, string>> = {
  '/': 'app/home/home-page.tsx',
  '/dashboard': 'app/home/home-page.tsx',
  '/live': 'features/live/live-page.tsx',
  '/inventory': 'features/inventory/inventory-page.tsx',
  '/analysis': 'features/analysis/analysis-page.tsx',
  '/results': 'features/results/results-page.tsx',
  '/agama-setup-sheet': 'features/setup-sheet/setup-sheet-page.tsx',
};

type ManifestChunk = { file: string; name?: string; imports?: string[]; isEntry?: boolean };

export class WebIndex {
  private readonly signedOut: string;
  private readonly signedIn: string;
  /** The signed-in form for each of PAGE_SOURCES' addresses. */
  private readonly signedInAt = new Map<string, string>();

  constructor(distDir: string) {
    const indexFile = path.join(distDir, 'index.html');
    const built = readFileSync(indexFile, 'utf8');
    if (!built.includes('</head>')) throw new Error(`${indexFile} has no </head> for the session hint`);
    const withHead = (lines: string[]) =>
      built.replace('</head>', `${lines.map((line) => `  ${line}\n`).join('')}  </head>`);
    this.signedOut = withHead([sessionHint('absent')]);
    const manifest = readManifest(distDir);
    const signedIn = (sources: string[]) =>
      withHead([sessionHint('present'), ...preloads(manifest, sources)]);
    this.signedIn = signedIn([SHELL_SOURCE]);
    for (const [address, source] of Object.entries(PAGE_SOURCES))
      this.signedInAt.set(address, signedIn([SHELL_SOURCE, source]));
  }

  send(request: FastifyRequest, reply: FastifyReply, revalidate: string): FastifyReply {
    const address = request.url.split('?')[0] ?? '';
    const html = request.cookies[SESSION_COOKIE]
      ? (this.signedInAt.get(address) ?? this.signedIn)
      : this.signedOut;
    // Revalidated on every load (a new build shows at once; the ETag hook tags each form and answers 304);
    // the form depends on the cookie.
    return reply
      .header('cache-control', revalidate)
      .header('vary', 'accept-encoding, cookie')
      .type('text/html; charset=utf-8')
      .send(html);
  }
}

function readManifest(distDir: string): Record<string, ManifestChunk> {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : {};
}

/**
 * modulepreload links for the chunks of `sources` and all they import, but those index.html loads already
 * (its own script and what it preloads); none without a manifest.
 */
function preloads(manifest: Record<string, ManifestChunk>, sources: string[]): string[] {
  const loaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry) for (const name of [key, ...(chunk.imports ?? [])]) loaded.add(name);
  const wanted = new Set<string>();
  const visit = (key: string) => {
    if (loaded.has(key) || wanted.has(key) || !manifest[key]) return;
    wanted.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  // A page whose module another page also imports (Results, inside the Dashboard) is in a shared chunk that
  // the manifest lists under the module's name instead of its file.
  const keyOf = (source: string) =>
    manifest[source]
      ? source
      : (Object.keys(manifest).find((key) => manifest[key]?.name === path.basename(source, '.tsx')) ?? '');
  for (const source of sources) visit(keyOf(source));
  return [...wanted]
    .map((key) => manifest[key]?.file ?? '')
    .filter((file) => file.endsWith('.js'))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
}
