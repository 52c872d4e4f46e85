// The real Pitboard server (src/server/main.ts) as a child process on a free port: for `npm run soak`
// and the tests that signal or kill it.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../src/server/main.ts', import.meta.url));
// A fresh PGlite database takes ~4 s to create and migrate; a slow machine several times that.
const STARTUP_LIMIT_MS = 60_000;

export type ServerProcess = {
  child: ChildProcess;
  /** Set once the server said it is ready. */
  url: string;
  /** Every line the server wrote (stdout and stderr), in order. */
  output: string[];
  /** Resolves with the first output line matching `pattern` (already written, or to come). */
  waitForLine(pattern: RegExp): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** Starts the server; resolves once it is ready, or with `url` empty if it exited before. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServerProcess(env);
  // A server that neither starts nor exits in this time is stuck: end it rather than wait forever.
  const stuck = setTimeout(() => server.child.kill('SIGKILL'), STARTUP_LIMIT_MS);
  // Waiting for the line fails if the server exits first (a refused start): that is an answer too.
  const ready = await server.waitForLine(READY).catch(() => null);
  clearTimeout(stuck);
  if (ready) server.url = urlOfReadyLine(ready);
  return server;
}

const READY = /Pitboard is ready on /;

/** The server's address from its ready line. */
export function urlOfReadyLine(line: string): string {
  return `http://127.0.0.1:${line.match(/localhost:(\d+)/)?.[1]}`;
}

/** The server process at once, before it is ready: for a test that acts while it starts. */
export function spawnServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const watchers: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  const onLine = (line: string) => {
    output.push(line);
    for (const watcher of [...watchers]) {
      if (!watcher.pattern.test(line)) continue;
      watchers.splice(watchers.indexOf(watcher), 1);
      watcher.resolve(line);
    }
  };
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
  }
  const waitForLine = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const seen = output.find((line) => pattern.test(line));
      if (seen !== undefined) return resolve(seen);
      watchers.push({ pattern, resolve });
      void exited.then(() =>
        reject(new Error(`server exited before writing ${pattern}:\n${output.join('\n')}`)),
      );
    });

  return { child, url: '', output, waitForLine, exited };
}
