// `npm run cluster -- [--instances N] [--port PORT]`: N Pitboard instances on one PostgreSQL database
// behind a round-robin proxy, to try on one machine what production runs behind a load balancer. Needs
// DATABASE_URL and a build (the npm script builds first); Ctrl-C stops the proxy and every instance.
import { parseCommandLine, usageError } from '../command-line.ts';
import { freePort } from './free-port.ts';
import { type Instance, startInstance } from './instance.ts';
import { startRoundRobinProxy } from './proxy.ts';

const USAGE = `Usage: DATABASE_URL=postgres://... npm run cluster -- [--instances N] [--port PORT]
  --instances  how many Pitboard instances (default 3)
  --port       the proxy's port (default PORT, or 5000)
  --host       the proxy's address (default HOST, or 0.0.0.0)`;

function fail(message: string, code = 2): never {
  if (code === 2) usageError(message, USAGE);
  console.error(message);
  process.exit(code);
}

const values = parseCommandLine(
  {
    instances: { type: 'string', default: '3' },
    port: { type: 'string', default: process.env.PORT ?? '5000' },
    host: { type: 'string', default: process.env.HOST ?? '0.0.0.0' },
  },
  USAGE,
);
const count = Number(values.instances);
const port = Number(values.port);
if (!Number.isInteger(count) || count < 1 || count > 32)
  fail(`--instances must be a whole number from 1 to 32, not '${values.instances}'`);
if (!Number.isInteger(port) || port < 0 || port > 65_535)
  fail(`--port must be a port number, not '${values.port}'`);

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  fail(
    'npm run cluster needs DATABASE_URL (a PostgreSQL database, e.g. postgres://postgres@127.0.0.1:5432/pitboard): ' +
      'the embedded database belongs to one process, and a cluster is many processes sharing one PostgreSQL.',
    1,
  );
}

// The instances listen on loopback behind the proxy alone: believing its X-Forwarded-For lets sign-in limits
// count each real client, not the proxy. An operator's own TRUST_PROXY wins.
const env = { ...process.env, TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback' };
const instances: Instance[] = [];
for (let number = 1; number <= count; number += 1)
  instances.push(startInstance(number, await freePort(), env));

let stopping = false;
let closeProxy = async () => {};
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  console.log('\n[cluster] stopping the proxy and every instance');
  await closeProxy();
  await Promise.all(instances.map((instance) => instance.stop()));
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  await Promise.all(instances.map((instance) => instance.ready));
} catch (error) {
  console.error(`[cluster] ${error instanceof Error ? error.message : error}: stopping`);
  await stop(1);
}
const proxy = await startRoundRobinProxy({
  upstreams: instances.map((instance) => instance.url),
  port,
  host: values.host,
}).catch((error: unknown) => {
  console.error(`[cluster] the proxy could not listen on port ${port}: ${error}`);
  return stop(1);
});
if (proxy) {
  closeProxy = proxy.close;
  const database = new URL(databaseUrl);
  database.password = database.password ? '***' : '';
  console.log(`\n[cluster] ${count} Pitboard instances on ${database}`);
  for (const instance of instances)
    console.log(`[cluster]   instance ${instance.number}  pid ${instance.pid()}  ${instance.url}`);
  console.log(
    `[cluster] Open ${proxy.url.replace('127.0.0.1', 'localhost')} (round robin over the instances).`,
  );
  console.log(
    '[cluster] `kill <pid>` stops one instance: the others keep serving and it is restarted after a second. Ctrl-C stops all.',
  );
}
