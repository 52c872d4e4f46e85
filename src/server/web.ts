// Serves the built React app: hashed assets cached forever, every other page path gets index.html
// so that the browser's router can draw it (and show its own 404 page).
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { WebIndex } from './web-index.ts';

/** A file under assets/ has its content hash in its name: a new build is a new name, never new bytes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, sw.js and the icons keep their names across builds: the browser asks again each time (304 when unchanged). */
export const REVALIDATE = 'no-cache';

export async function webApp(app: FastifyInstance, options: { distDir: string }) {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No web build in ${options.distDir}: run \`npm run build\` to serve the app.`);
    return;
  }
  const assetsDir = `${path.sep}assets${path.sep}`;
  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each file (vite.config.ts): sent as they are, no work per request.
    preCompressed: true,
    // Left on, send's own `public, max-age=0` would be written over ours after setHeaders runs.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', filePath.includes(assetsDir) ? IMMUTABLE : REVALIDATE);
      // Lower case: the compression plugin adds its own unless it finds exactly this token.
      res.setHeader('Vary', 'accept-encoding');
    },
  });
  const index = new WebIndex(options.distDir);
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    return index.send(request, reply, REVALIDATE);
  });
}
