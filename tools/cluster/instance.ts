// One Pitboard instance of `npm run cluster`: the built server as a child process on its own port, its log
// lines prefixed with `[instance N]`, restarted a second after it dies (loudly) until the cluster stops.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN = 'dist/node/server/main.js';
// Long enough for a port's last connections to go; short enough that the demo's "kill the owner" is quick.
const RESTART_AFTER_MS = 1_000;
// A first start that takes longer (migrations on a slow server) is a failed start.
const STARTUP_LIMIT_MS = 60_000;
const HEALTH_RETRY_MS = 200;

export type Instance = {
  number: number;
  url: string;
  pid(): number | undefined;
  /** Resolves once the first start answers `GET /api/health`; rejects if the child exits first. */
  ready: Promise<void>;
  /** SIGTERM, then waits for the child's clean shutdown; no restart afterwards. */
  stop(): Promise<void>;
};

export function startInstance(number: number, port: number, env: NodeJS.ProcessEnv): Instance {
  const url = `http://127.0.0.1:${port}`;
  const prefix = `[instance ${number}]`;
  let child!: ChildProcess;
  let stopping = false;
  let started = false;

  function spawnChild() {
    child = spawn(process.execPath, [MAIN], {
      cwd: ROOT,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => out.write(`${prefix} ${line}\n`));
    }
    const current = child;
    current.on('exit', (code, signal) => {
      if (stopping || !started) return;
      console.error(
        `\n${prefix} !!! pid ${current.pid} STOPPED (${signal ? `killed by ${signal}` : `exit code ${code}`}); restarting it in ${RESTART_AFTER_MS / 1000} s\n`,
      );
      setTimeout(() => {
        if (stopping) return;
        spawnChild();
        console.log(`${prefix} restarted as pid ${child.pid} on ${url}`);
      }, RESTART_AFTER_MS);
    });
  }

  spawnChild();
  const ready = (async () => {
    const first = child;
    // Rejects only for a first start that failed; a later death is the restart's business.
    const exited = once(first, 'exit').then(([code, signal]) => {
      if (started) return;
      throw new Error(`${prefix} exited before it was ready (${signal ?? `exit code ${code}`})`);
    });
    const deadline = Date.now() + STARTUP_LIMIT_MS;
    await Promise.race([exited, waitHealthy(url, deadline)]);
    started = true;
  })();

  return {
    number,
    url,
    pid: () => child.pid,
    ready,
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitHealthy(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const status = await fetch(`${url}/api/health`)
      .then((answer) => answer.status)
      .catch(() => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, HEALTH_RETRY_MS));
  }
  throw new Error(`${url}/api/health did not answer 200 within ${STARTUP_LIMIT_MS / 1000} s`);
}
