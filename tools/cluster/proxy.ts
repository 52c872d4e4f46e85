// The round-robin proxy in front of `npm run cluster`'s instances: streams both ways without buffering
// (the live stream's events flow one by one), skips an instance that refuses connections for a few seconds,
// and answers 502 only when none answers. A stand-in for a real load balancer on one machine.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// How long an instance that refused a connection is tried only after the others (a restart takes ~1-2 s).
const DOWN_MS = 3_000;
// Per-connection headers (RFC 9110 7.6.1): they describe one hop, so each side of the proxy writes its own.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export type RoundRobinProxy = { url: string; close(): Promise<void> };

export async function startRoundRobinProxy(options: {
  upstreams: string[];
  port: number;
  host?: string;
  downMs?: number;
}): Promise<RoundRobinProxy> {
  const upstreams = options.upstreams.map((address) => new URL(address));
  const downUntil = new Map<URL, number>();
  const downMs = options.downMs ?? DOWN_MS;
  // Live streams hold a connection each, so the pool must not cap them.
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  let next = 0;

  /** The instances in turn from the next one, those marked down last (still tried: one may be back). */
  function turnOrder(): URL[] {
    const start = next;
    next = (next + 1) % upstreams.length;
    const order = upstreams.map((_, index) => upstreams[(start + index) % upstreams.length] as URL);
    const now = Date.now();
    const isUp = (upstream: URL) => (downUntil.get(upstream) ?? 0) <= now;
    return [...order.filter(isUp), ...order.filter((upstream) => !isUp(upstream))];
  }

  function forward(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    candidates: URL[],
    headers: http.OutgoingHttpHeaders,
  ) {
    const upstream = candidates[0];
    if (!upstream) {
      response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Bad gateway: no Pitboard instance answered.\n');
      return;
    }
    const outgoing = http.request(new URL(request.url ?? '/', upstream), {
      method: request.method,
      headers,
      agent,
    });
    let connected = false;
    // The body is sent only once a connection is open, so a refused instance has consumed none of it
    // and the next one can be tried with the whole request.
    const sendBody = () => {
      connected = true;
      request.pipe(outgoing);
    };
    outgoing.on('socket', (socket) => {
      if (socket.connecting) socket.once('connect', sendBody);
      else sendBody();
    });
    outgoing.on('response', (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, withoutHopByHop(answer.headers));
      // Headers now, not with the first chunk: a live stream's client learns at once that it is connected.
      response.flushHeaders();
      answer.pipe(response);
      answer.on('error', () => response.destroy());
    });
    outgoing.on('error', () => {
      if (!connected) {
        downUntil.set(upstream, Date.now() + downMs);
        forward(request, response, candidates.slice(1), headers);
      } else if (!response.headersSent) {
        response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('Bad gateway: the Pitboard instance broke off.\n');
      } else {
        response.destroy();
      }
    });
    // A client that leaves (a closed live stream) closes its instance's side too, so it stops writing.
    response.on('close', () => {
      if (!response.writableFinished) outgoing.destroy();
    });
  }

  const server = http.createServer((request, response) => {
    const headers: http.OutgoingHttpHeaders = withoutHopByHop(request.headers);
    const client = request.socket.remoteAddress ?? '';
    const earlier = request.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = earlier ? `${earlier}, ${client}` : client;
    headers['x-forwarded-proto'] = 'http';
    forward(request, response, turnOrder(), headers);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () =>
      new Promise((resolve) => {
        // Open live streams would hold the server open forever.
        server.closeAllConnections();
        server.close(() => resolve());
        agent.destroy();
      }),
  };
}

function withoutHopByHop(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const named = new Set(HOP_BY_HOP);
  // A sender may name further per-connection headers in Connection.
  for (const name of String(headers.connection ?? '').split(',')) named.add(name.trim().toLowerCase());
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !named.has(name)));
}
