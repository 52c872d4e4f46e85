// Builds the React app in src/web into dist/web, which the Fastify server serves.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressDir } from './src/server/http-cache/precompress.ts';

const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));

/**
 * Our files the entry (src/web/main.tsx) imports, directly or through others, leaving out dynamic import()s and the
 * entry itself (its chunk keeps React's DOM renderer): what every first load runs besides. A text scan of the
 * import lines, which may take in a type-only import too (its file then only joins the first load's chunk).
 */
function firstLoadFiles(entry: string): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^(?:import|export)\s+(?!type\s)[^'";]*?from\s+'(\.[^']+)'/gm)) {
      const base = path.resolve(path.dirname(file), match[1] ?? '');
      const found = ['', '.ts', '.tsx']
        .map((ext) => base + ext)
        .find((name) => /\.tsx?$/.test(name) && existsSync(name));
      if (found) visit(found);
    }
  };
  visit(entry);
  files.delete(entry);
  return files;
}

/** Writes .br and .gz beside each text file once the whole build (the public folder too) is on disk. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'pitboard-precompress',
    apply: 'build',
    configResolved(config) {
      // As resolved, so a `vite build --outDir DIR` is compressed where it was written.
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the service worker's own build (vite-plugin-pwa writes sw.js as the bundle closes), so it is compressed too.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompressDir(outDir);
      },
    },
  };
}

const firstLoad = firstLoadFiles(path.join(webRoot, 'main.tsx'));

/**
 * Zod asks once, with `new Function`, whether it may compile its parsers, as soon as a module makes an object
 * schema. The app's Content-Security-Policy refuses eval, and the browser reports that refusal (a console issue, a
 * CSP violation) though zod catches it. Set on top of the chunk holding zod, before zod's own code runs, its
 * `jitless` setting skips the question (zod keeps its settings on that global); the web app's parses are small
 * (forms, the stored timers, error bodies) and lose nothing by not compiling.
 */
const zodWithoutEval = (chunk: { moduleIds: string[] }) =>
  chunk.moduleIds.some((id) => /[\\/]node_modules[\\/]zod[\\/]/.test(id))
    ? '(globalThis.__zod_globalConfig ??= {}).jitless = true;'
    : '';

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      // src/web/sw.js with this build's files written in: which files, how each is served and kept, is ours.
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.js',
      // lib/offline-shell.ts registers it once the page has loaded; the app has no install manifest.
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The built files and the icon. index.html is the worker's to fetch: the server writes the session hint
        // into it (src/server/web-index.ts). Files under assets/ keep their URLs (their names carry their
        // hash), so installing reuses what the page has just downloaded.
        globPatterns: ['assets/**', 'favicon.svg'],
        globIgnores: ['**/*.br', '**/*.gz'],
        dontCacheBustURLsMatching: /^assets\//,
      },
    }),
    precompress(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // .vite/manifest.json: which file holds the app's shell, for the server to preload it (src/server/web-index.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        intro: zodWithoutEval,
        // Few files, not dozens of 200-byte ones: over HTTP/1.1 a phone fetches six at a time, and each wave of
        // small files cost a round trip before a screen could draw (Lighthouse: 37 files on a race page, now 9).
        codeSplitting: {
          groups: [
            {
              // What every first load runs (the sign-in screen with it), beside what the entry itself holds.
              // Grouped first, so the chunk below never takes one of these files, which would make every first
              // load fetch that chunk too.
              name: 'boot',
              test: (id) => id.includes('preload-helper') || firstLoad.has(id.split('?')[0] ?? id),
              priority: 2,
            },
            {
              // What two or more signed-in screens share (the rest of the UI kit, icons): one file.
              name: 'app',
              test: /src[\\/]web[\\/](components|app[\\/]shell|lib|api)[\\/]|lucide-react/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev:web` serves the app with hot reload and sends API calls to `npm run dev`.
    proxy: { '/api': 'http://localhost:5000' },
  },
});
