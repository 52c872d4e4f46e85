// A proxy in front of the replay server (LiveRC's stand-in) that shows the bench each request before passing
// it on, so a bench can count who asks LiveRC what and time when each feed poll starts.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type CountingProxy = { url: string; close(): Promise<void> };

/** Listens on a free loopback port; `see` is called with each request as it arrives. */
export async function startCountingProxy(
  replayUrl: string,
  see: (request: http.IncomingMessage) => void,
): Promise<CountingProxy> {
  const proxy = http.createServer((request, response) => {
    see(request);
    const forwarded = http.request(
      `${replayUrl}${request.url ?? '/'}`,
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => proxy.close(() => resolve())),
  };
}

/**
 * Whether a request is a feed poll's start: the request for the track's dashboard (the replay server learns
 * LiveRC's host from x-liverc-host, as Pitboard sends it through LIVERC_UPSTREAM).
 */
export function pollStartTest(trackUrl: string): (request: http.IncomingMessage) => boolean {
  const dashboard = new URL(trackUrl);
  return (request) =>
    request.headers['x-liverc-host'] === dashboard.host && request.url === dashboard.pathname;
}
