// index.html, the page every app path answers with, in two forms: with a session cookie the app loads the
// signed-in screen beside its session check (src/web/app/first-screen.ts); without one, the sign-in screen
// shows at once. The hint only says a cookie was sent: it names no one, so a kept copy gives nothing away.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './auth/sessions.ts';

/** Read by src/web/app/first-screen.ts. */
const sessionHint = (cookie: 'present' | 'absent') => `<meta name="pitboard-session" content="${cookie}" />`;

/** The signed-in app's shell, as the build's manifest names it (vite.config.ts writes .vite/manifest.json). */
const SHELL_SOURCE = 'app/shell/app-shell.tsx';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };

export class WebIndex {
  private readonly signedOut: string;
  private readonly signedIn: string;

  constructor(distDir: string) {
    const indexFile = path.join(distDir, 'index.html');
    const built = readFileSync(indexFile, 'utf8');
    if (!built.includes('</head>')) throw new Error(`${indexFile} has no </head> for the session hint`);
    const withHead = (lines: string[]) =>
      built.replace('</head>', `${lines.map((line) => `  ${line}\n`).join('')}  </head>`);
    this.signedOut = withHead([sessionHint('absent')]);
    this.signedIn = withHead([sessionHint('present'), ...shellPreloads(distDir)]);
  }

  send(request: FastifyRequest, reply: FastifyReply, revalidate: string): FastifyReply {
    const html = request.cookies[SESSION_COOKIE] ? this.signedIn : this.signedOut;
    // Revalidated on every load (a new build shows at once; the ETag hook tags each form and answers 304);
    // the form depends on the cookie.
    return reply
      .header('cache-control', revalidate)
      .header('vary', 'accept-encoding, cookie')
      .type('text/html; charset=utf-8')
      .send(html);
  }
}

/** modulepreload links for the shell's chunks that index.html does not load already; none without a manifest. */
function shellPreloads(distDir: string): string[] {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const shell = manifest[SHELL_SOURCE];
  if (!shell) return [];
  // index.html's own script and what it preloads already.
  const loaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry) for (const name of [key, ...(chunk.imports ?? [])]) loaded.add(name);
  const chunks = [
    shell,
    ...(shell.imports ?? []).filter((key) => !loaded.has(key)).map((key) => manifest[key]),
  ];
  return chunks
    .filter((chunk): chunk is ManifestChunk => chunk?.file.endsWith('.js') ?? false)
    .map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}" />`);
}
