// `npm run cluster` without PostgreSQL: it must refuse at once with a sentence saying why, before
// starting anything (the embedded database cannot be shared by several processes).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));

describe('cluster CLI', () => {
  it('refuses to start without DATABASE_URL, exit code 1', async () => {
    const { DATABASE_URL: _unset, ...env } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--instances', '2'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += String(chunk);
    });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output).toContain('npm run cluster needs DATABASE_URL');
    expect(output).toContain('a cluster is many processes sharing one PostgreSQL');
    expect(output).not.toContain('[instance');
  });
});
