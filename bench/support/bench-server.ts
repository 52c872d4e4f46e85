// A bench's server in a process of its own (so its CPU and memory are its own): it tells the bench its
// address once listening, and shuts down when the bench lets go of it.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Listens on a free loopback port and sends `{ ready: url }`; on disconnect closes the app, then `closeAlso`. */
export async function serveToBench(app: FastifyInstance, closeAlso: () => Promise<unknown>): Promise<void> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('disconnect', () => {
    void app
      .close()
      .then(closeAlso)
      .then(() => process.exit(0));
  });
  process.send?.({ ready: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` });
}
