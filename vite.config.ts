// Builds the React app in src/web into dist/web, which the Fastify server serves.
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));

/** Lists the built files in sw-assets.json, so the service worker (public/sw.js) keeps every screen's code. */
function serviceWorkerAssets(): Plugin {
  return {
    name: 'pitboard-sw-assets',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => file.startsWith('assets/'));
      this.emitFile({ type: 'asset', fileName: 'sw-assets.json', source: JSON.stringify(files) });
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), serviceWorkerAssets()],
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
