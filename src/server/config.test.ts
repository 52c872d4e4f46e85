// The configuration a user sets through the environment (README, Configuration).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 5000 and the embedded database in ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.database).toEqual({
      kind: 'pglite',
      dataDir: path.resolve('data/pglite'),
      lockWaitMs: 10_000,
    });
  });

  it('moves the embedded database with DATA_DIR', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/pitboard', DATA_DIR_LOCK_WAIT_MS: '2000' }).database).toEqual({
      kind: 'pglite',
      dataDir: '/var/lib/pitboard/pglite',
      lockWaitMs: 2_000,
    });
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const url = 'postgres://pitboard@db.internal:5432/pitboard';
    expect(loadConfig({ DATABASE_URL: url, PORT: '8080' })).toMatchObject({
      port: 8080,
      database: { kind: 'postgres', url, connectTimeoutMs: 3_000, statementTimeoutMs: 5_000 },
    });
    expect(
      loadConfig({
        DATABASE_URL: url,
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
        DATABASE_STATEMENT_TIMEOUT_MS: '20000',
      }).database,
    ).toMatchObject({ connectTimeoutMs: 1_000, statementTimeoutMs: 20_000 });
  });

  it('believes no proxy unless told, and reads TRUST_PROXY as a hop count or a list of proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback,::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.5,proxy.local' })).toThrow(
      /TRUST_PROXY must be false, a number of proxies or a list of proxy addresses \(not proxy.local\)/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('names every invalid setting', () => {
    expect(() => loadConfig({ PORT: 'eighty', TRUST_PROXY: 'yes' })).toThrow(/PORT[\s\S]*TRUST_PROXY/);
  });

  it('reads Web Push keys and allowed push hosts', () => {
    expect(loadConfig({}).push).toEqual({
      vapidKeys: null,
      vapidSubject: 'mailto:pitboard@example.com',
      endpointHosts: [],
    });
    const push = loadConfig({
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
      VAPID_SUBJECT: 'https://pits.example.com',
      PUSH_ENDPOINT_HOSTS: ' Push.Local, 127.0.0.1 ,',
    }).push;
    expect(push).toEqual({
      vapidKeys: { publicKey: 'pub', privateKey: 'priv' },
      vapidSubject: 'https://pits.example.com',
      endpointHosts: ['push.local', '127.0.0.1'],
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'pub' })).toThrow(/set both or neither/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'pits' })).toThrow(/VAPID_SUBJECT/);
  });
});
