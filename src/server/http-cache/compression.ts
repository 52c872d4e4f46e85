// Compresses answers by the browser's Accept-Encoding (brotli, else gzip): a racer on one bar of signal
// waits for bytes, and JSON and JavaScript shrink 4-10x. Must be registered before the routes it covers.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/** Below this an answer fits in one TCP packet or two either way: compressing it costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

async function compression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    // Brotli first: about a fifth smaller than gzip on our JSON, at quality 4 as fast to write.
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    // Only answers are compressed. Accepting compressed request bodies would let a 1 MB body unpack to
    // far more than the body limit promises, for no gain: our requests are a few hundred bytes.
    globalDecompression: false,
    // The live stream is never touched: it is written by hand (reply.hijack) as text/event-stream,
    // which this plugin neither sees nor counts as compressible, so each event leaves at once.
  });
}

export const compressAnswers = fastifyPlugin(compression, { name: 'pitboard-compression' });
