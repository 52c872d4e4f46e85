// One request from a bench's simulated client: JSON body in, status, body text and session cookie out.
import http from 'node:http';

export type Answer = { status: number; text: string; cookie: string | null };

/** Keep-alive and no cap on sockets: N simulated clients hold N connections at once, as N browsers would. */
export const clientAgent = () => new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown; agent: http.Agent },
): Promise<Answer> {
  const { method = 'GET', headers = {}, body, agent } = options;
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      url,
      { method, agent, headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text,
            // The session cookie as a Cookie header sends it back: name=value, attributes dropped.
            cookie: res.headers['set-cookie']?.[0]?.split(';')[0] ?? null,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
