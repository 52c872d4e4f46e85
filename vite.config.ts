// Builds the React app in src/web into dist/web, which the Fastify server serves.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressDir } from './src/server/http-cache/precompress.ts';

const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));

/**
 * Writes the service worker (src/web/sw.js) to /sw.js with this build's files and a version made from
 * their hashed names: a new build changes the worker's bytes, so browsers install it and keep the new files.
 */
function serviceWorker(): Plugin {
  return {
    name: 'pitboard-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/'))
        .sort();
      const build = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const template = readFileSync(path.join(webRoot, 'sw.js'), 'utf8');
      const filled = template
        .replace("const BUILD = 'dev';", `const BUILD = '${build}';`)
        .replace('const BUILT_FILES = [];', `const BUILT_FILES = ${JSON.stringify(files)};`);
      if (!filled.includes(build) || filled.includes('const BUILT_FILES = [];'))
        this.error('src/web/sw.js no longer has the BUILD and BUILT_FILES lines the build fills in');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: filled });
    },
  };
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
    closeBundle() {
      precompressDir(outDir);
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), serviceWorker(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    // `npm run dev:web` serves the app with hot reload and sends API calls to `npm run dev`.
    proxy: { '/api': 'http://localhost:5000' },
  },
});
