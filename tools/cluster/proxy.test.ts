// The cluster's round-robin proxy in front of tiny real HTTP servers: what a racer's phone would notice
// through it (each instance in turn, a live stream that flows, cookies and bodies intact, a dead instance
// skipped, a plain 502 when none answers).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type RoundRobinProxy, startRoundRobinProxy } from './proxy.ts';

type Upstream = { url: string; close(): Promise<void> };
const opened: (Upstream | RoundRobinProxy)[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((server) => server.close()));
});

async function upstream(handler: http.RequestListener): Promise<Upstream> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const started = {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  opened.push(started);
  return started;
}

/** An address nothing listens on: a server started and closed again. */
async function deadAddress(): Promise<string> {
  const server = await upstream(() => {});
  await server.close();
  opened.splice(opened.indexOf(server), 1);
  return server.url;
}

const named = (name: string) =>
  upstream((_request, response) => {
    response.end(name);
  });

async function proxyTo(upstreams: string[]): Promise<RoundRobinProxy> {
  const proxy = await startRoundRobinProxy({ upstreams, port: 0 });
  opened.push(proxy);
  return proxy;
}

describe('round-robin proxy', () => {
  it('sends each request to the next instance in turn', async () => {
    const servers = await Promise.all(['a', 'b', 'c'].map(named));
    const proxy = await proxyTo(servers.map((server) => server.url));
    const answers: string[] = [];
    for (let i = 0; i < 6; i += 1) answers.push(await (await fetch(`${proxy.url}/`)).text());
    expect(answers).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
  });

  it('streams a live answer event by event while the instance keeps it open', async () => {
    let sendSecond = () => {};
    const server = await upstream((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'x-accel-buffering': 'no' });
      response.write('event: snapshot\ndata: {}\n\n');
      sendSecond = () => response.write('event: event\ndata: {"race":"A-Main"}\n\n');
    });
    const proxy = await proxyTo([server.url]);
    const answer = await fetch(`${proxy.url}/api/live/stream`);
    expect(answer.headers.get('x-accel-buffering')).toBe('no');
    const reader = answer.body!.pipeThrough(new TextDecoderStream()).getReader();
    // The instance has not ended the answer: the first event must arrive anyway.
    expect((await reader.read()).value).toBe('event: snapshot\ndata: {}\n\n');
    sendSecond();
    expect((await reader.read()).value).toBe('event: event\ndata: {"race":"A-Main"}\n\n');
    await reader.cancel();
  });

  it('closes the instance side of a live stream when the watcher leaves', async () => {
    let instanceSideClosed: Promise<void> = new Promise(() => {});
    const server = await upstream((request, response) => {
      instanceSideClosed = new Promise((resolve) => request.on('close', () => resolve()));
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(': connected\n\n');
    });
    const proxy = await proxyTo([server.url]);
    const answer = await fetch(`${proxy.url}/api/live/stream`);
    const reader = answer.body!.getReader();
    await reader.read();
    await reader.cancel();
    // The instance counts its watchers by open streams: one left open through the proxy would never go.
    await expect(instanceSideClosed).resolves.toBeUndefined();
  });

  it('passes a POST body and cookies both ways, and says who the client is', async () => {
    const server = await upstream((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        response.setHeader('set-cookie', ['session=new; HttpOnly', 'theme=dark']);
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            body,
            cookie: request.headers.cookie,
            forwardedFor: request.headers['x-forwarded-for'],
            forwardedProto: request.headers['x-forwarded-proto'],
          }),
        );
      });
    });
    const proxy = await proxyTo([server.url]);
    const answer = await fetch(`${proxy.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'session=old' },
      body: JSON.stringify({ username: 'racer', password: 'nitro-buggy-8' }),
    });
    expect(answer.headers.getSetCookie()).toEqual(['session=new; HttpOnly', 'theme=dark']);
    expect(await answer.json()).toEqual({
      body: '{"username":"racer","password":"nitro-buggy-8"}',
      cookie: 'session=old',
      forwardedFor: '127.0.0.1',
      forwardedProto: 'http',
    });
  });

  it('skips an instance that refuses connections, with the whole request', async () => {
    const alive = await upstream((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => response.end(`alive got ${body}`));
    });
    const proxy = await proxyTo([await deadAddress(), alive.url]);
    for (let i = 0; i < 4; i += 1) {
      const answer = await fetch(`${proxy.url}/api/settings`, { method: 'PUT', body: `lap ${i}` });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe(`alive got lap ${i}`);
    }
  });

  it('answers 502 with a short text when no instance answers', async () => {
    const proxy = await proxyTo([await deadAddress(), await deadAddress()]);
    const answer = await fetch(`${proxy.url}/api/health`);
    expect(answer.status).toBe(502);
    expect(await answer.text()).toBe('Bad gateway: no Pitboard instance answered.\n');
  });
});
