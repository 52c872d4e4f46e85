// `npm run replay`: the command starts a real server on the pages, replays a live race when asked, and
// stops cleanly (exit 0) on Ctrl-C.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_LIVE_RACE_URL } from './demo-pages.ts';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
let child: ChildProcess | null = null;
afterEach(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  child = null;
});

/** Starts the CLI and resolves with the URL it announces. */
function startCli(args: string[]): Promise<string> {
  const started = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = started;
  return new Promise((resolve, reject) => {
    let output = '';
    // Read with a listener: ending an async iterator early would close the pipe the CLI still writes to.
    started.stdout.on('data', (chunk) => {
      output += String(chunk);
      const url = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url) resolve(url);
    });
    started.on('exit', () =>
      reject(new Error(`the replay CLI ended without announcing its address:\n${output}`)),
    );
  });
}

const fetchPage = (base: string, url: string) => {
  const target = new URL(url);
  return fetch(new URL(target.pathname + target.search, base), { headers: { 'x-liverc-host': target.host } });
};

describe('replay CLI', () => {
  it('serves the pages, replays the live race, and exits 0 on SIGINT', async () => {
    const base = await startCli(['--port', '0', '--live', DEMO_LIVE_RACE_URL, '--speed', '60']);
    expect((await fetchPage(base, 'https://live.liverc.com/')).status).toBe(200);
    const live = await (await fetchPage(base, 'https://redgum.liverc.com/live/')).text();
    expect(live).toContain('<th>Status</th><td>Running</td>');
    const exited = once(child!, 'exit');
    child!.kill('SIGINT');
    expect((await exited)[0]).toBe(0);
  });

  it('refuses a bad option with a usage message and exit code 2', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', CLI, '--speed', 'fast'], { stdio: 'pipe' });
    let stderr = '';
    child.stderr!.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const [code] = await once(child, 'exit');
    expect(code).toBe(2);
    expect(stderr).toContain("--speed must be a positive number, not 'fast'");
    expect(stderr).toContain('Usage: npm run replay');
  });
});
