// The servers of the memory bench (bench/memory.ts), each in its own process so its CPU is its own.
// `pitboard`: the real app on an in-memory database, LiveRC's real 1,090-track catalogue served by the
// replay server. `bare`: the anchor, a bare Fastify with nothing but the same compression plugin and
// settings as Pitboard, sending the track list's JSON (given by the parent) compressed per request, the
// same brotli bytes made once, and a hello.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase } from '../src/db/client.ts';
import { buildApp } from '../src/server/app.ts';
import { COMPRESS_THRESHOLD_BYTES } from '../src/server/http-cache/compression.ts';
import { startReplayServer } from '../tools/liverc-replay/replay-server.ts';

async function pitboard(): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const catalogue = fileURLToPath(
    new URL('../../shared/liverc/pages/track-catalogue_live-liverc-com.html', import.meta.url),
  );
  const pagesDir = mkdtempSync(path.join(tmpdir(), 'pitboard-bench-memory-'));
  writeFileSync(
    path.join(pagesDir, 'manifest.json'),
    JSON.stringify({ 'https://live.liverc.com/': path.relative(pagesDir, catalogue) }),
  );
  const replay = await startReplayServer({ pagesDir });
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://bench-memory' });
  const app = await buildApp({
    config: {
      logLevel: 'silent',
      trustProxy: false,
      webDistDir: '/nonexistent',
      liveRcUpstream: replay.url,
      liveRcTimeoutMs: 8_000,
    },
    database,
    locationFill: false,
  });
  return {
    app,
    close: async () => {
      await app.close();
      await replay.close();
      await database.close();
    },
  };
}

async function bare(tracksJson: string): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    globalDecompression: false,
  });
  app.get('/tracks', (_request, reply) => reply.type('application/json; charset=utf-8').send(tracksJson));
  // The stricter anchor: the same brotli bytes made once, as Pitboard now sends the list.
  const brotli = brotliCompressSync(tracksJson, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  app.get('/tracks-ready', (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('content-encoding', 'br').send(brotli),
  );
  app.get('/hello', () => ({ hello: 'world' }));
  return { app, close: () => app.close() };
}

process.once('message', async (message: { kind: 'pitboard' | 'bare'; tracksJson?: string }) => {
  const server = message.kind === 'pitboard' ? await pitboard() : await bare(message.tracksJson ?? '[]');
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.on('disconnect', () => {
    void server.close().then(() => process.exit(0));
  });
  process.send?.({ ready: `http://127.0.0.1:${port}` });
});
