// A large answer that stays the same for many requests (the ~1,090-track list), prepared once: its JSON,
// its ETag and its brotli bytes. Sending it costs neither a serialisation, nor a hash, nor a compression
// per request: with the list itself kept in memory, those three would be most of what a request costs.
import { Readable } from 'node:stream';
import { brotliCompressSync, constants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_CACHE_CONTROL, weakEtag } from '../http-cache/api-etag.ts';
import { COMPRESS_THRESHOLD_BYTES } from '../http-cache/compression.ts';

export class PreparedJson {
  readonly etag: string;
  private brotliBytes: Buffer | undefined;

  /** False for an answer the compression plugin would leave as it is: it is sent so here too. */
  private readonly compressible: boolean;

  constructor(readonly json: string) {
    this.compressible = Buffer.byteLength(json) >= COMPRESS_THRESHOLD_BYTES;
    // The tag the API's ETag hook would give the same JSON, so either path revalidates the other's copy.
    this.etag = weakEtag(json);
  }

  /** Brotli at the compression plugin's own quality (4): the same bytes a per-request compression sends. */
  get brotli(): Buffer {
    this.brotliBytes ??= brotliCompressSync(this.json, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
    });
    return this.brotliBytes;
  }

  /**
   * Sends the answer: brotli bytes ready-made when the browser takes brotli; otherwise the JSON text, which
   * the compression plugin and the ETag hook handle as any other answer (gzip, plain). Either way the ETag
   * hook answers 304 when the browser holds this tag.
   */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    if (!this.compressible || !prefersBrotli(request))
      return reply.type('application/json; charset=utf-8').send(this.json);
    reply
      .header('cache-control', API_CACHE_CONTROL)
      .header('etag', this.etag)
      .header('vary', 'accept-encoding');
    // A stream, with our tag: the compression plugin sees it is encoded.
    return reply
      .type('application/json; charset=utf-8')
      .header('content-encoding', 'br')
      .header('content-length', this.brotli.length)
      .send(Readable.from([this.brotli]));
  }
}

/**
 * True when the compression plugin would answer this request with brotli: Accept-Encoding weighs br above
 * zero and no lower than gzip (`*` stands for either), and the request does not opt out of compression.
 */
export function prefersBrotli(request: Pick<FastifyRequest, 'headers'>): boolean {
  if (request.headers['x-no-compression'] !== undefined) return false;
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  return weight('br') > 0 && weight('br') >= weight('gzip');
}
