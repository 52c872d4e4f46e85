// The configuration a user sets through the environment (README, Configuration).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 5000 and the embedded database in ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('data/pglite') });
  });

  it('moves the embedded database with DATA_DIR', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/pitboard' }).database).toEqual({
      kind: 'pglite',
      dataDir: '/var/lib/pitboard/pglite',
    });
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const url = 'postgres://pitboard@db.internal:5432/pitboard';
    expect(loadConfig({ DATABASE_URL: url, PORT: '8080' })).toMatchObject({
      port: 8080,
      database: { kind: 'postgres', url },
    });
  });

  it('names every invalid setting', () => {
    expect(() => loadConfig({ PORT: 'eighty', TRUST_PROXY: 'yes' })).toThrow(/PORT[\s\S]*TRUST_PROXY/);
  });
});
