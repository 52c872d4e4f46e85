// A TCP proxy between the app and the real PostgreSQL that a test can break as a sick database breaks:
// `refuse` (the server stopped: connections cut, new ones refused) and `freeze` (connections accepted,
// nothing answered; what a client sends before giving up is dropped with its connection), then `resume`.
import { connect, createServer, type Server, type Socket } from 'node:net';

type Pair = { client: Socket; upstream: Socket; held: { to: Socket; data: Buffer }[] };

export class TcpProxy {
  private server: Server | null = null;
  private readonly pairs = new Set<Pair>();
  private frozen = false;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  static async start(targetUrl: string): Promise<TcpProxy> {
    const url = new URL(targetUrl);
    const proxy = new TcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    await proxy.listen();
    return proxy;
  }

  /** `url` with its host and port replaced by the proxy's. */
  via(url: string): string {
    const through = new URL(url);
    through.hostname = '127.0.0.1';
    through.port = String(this.port);
    return through.toString();
  }

  /** The database stopped: every connection is cut and new ones are refused. */
  async refuse(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const pair of this.pairs) this.drop(pair);
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  /** The database frozen: connections stay open and are accepted, and nothing goes either way. */
  freeze(): void {
    this.frozen = true;
  }

  /** The database back: listening again, and what was held while frozen goes through. */
  async resume(): Promise<void> {
    this.frozen = false;
    for (const pair of this.pairs) {
      for (const { to, data } of pair.held.splice(0)) to.write(data);
    }
    if (!this.server) await this.listen();
  }

  async close(): Promise<void> {
    await this.refuse();
  }

  private async listen(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  private accept(client: Socket): void {
    const upstream = connect(this.target.port, this.target.host);
    const pair: Pair = { client, upstream, held: [] };
    this.pairs.add(pair);
    const forward = (to: Socket) => (data: Buffer) => {
      if (this.frozen) pair.held.push({ to, data });
      else to.write(data);
    };
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
    // Either side closing or failing closes the other; nothing held for it is ever sent.
    for (const socket of [client, upstream]) {
      socket.on('error', () => this.drop(pair));
      socket.on('close', () => this.drop(pair));
      socket.on('end', () => this.drop(pair));
    }
  }

  private drop(pair: Pair): void {
    if (!this.pairs.delete(pair)) return;
    pair.held.length = 0;
    pair.client.destroy();
    pair.upstream.destroy();
  }
}
