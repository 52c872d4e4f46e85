// The only place that reads process.env: parses it once into a typed configuration.
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** How a push service may reach the operator, unless VAPID_SUBJECT says otherwise. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:pitboard@example.com';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().min(1).optional(),
  // With DATABASE_URL: how long a connection may take and a statement run before the racer is told to retry.
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DATA_DIR: z.string().default('./data'),
  // A start waits this long for the previous server's lock on DATA_DIR (one killed with kill -9 dying).
  DATA_DIR_LOCK_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  WEB_DIST_DIR: z.string().default('./dist/web'),
  // Tests and the demo read LiveRC through tools/liverc-replay at this address instead of the internet.
  LIVERC_UPSTREAM: z
    .url({ protocol: /^https?$/, error: 'LIVERC_UPSTREAM must be an http(s) URL' })
    .optional(),
  LIVERC_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
  // Web Push: the VAPID key pair (base64url, as web-push writes them); unset, one is made once and kept in the
  // database. The subject is how a push service may reach the operator.
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: or https: address')
    .default(DEFAULT_VAPID_SUBJECT),
  // Hosts a push endpoint may name besides the browsers' public push services (a local recorder in tests).
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
});

export type TrustProxy = false | number | string[];

// proxy-addr's names for whole address ranges, accepted in the list beside addresses and CIDR ranges.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Behind a reverse proxy the client's address is in X-Forwarded-For, which any client can also write.
 * Only the proxies the racer names are believed: a hop count counts from the right of the header (what
 * the racer's own proxies appended), a list believes only connections from those addresses. 'true' is
 * read as one hop (the usual single proxy in front), never as 'believe the leftmost address'.
 */
function parseTrustProxy(value: string, context: z.RefinementCtx): TrustProxy {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !RANGE_NAMES.has(entry) && !isAddressOrRange(entry));
  if (invalid.length === 0) return entries;
  context.addIssue({
    code: 'custom',
    message: `TRUST_PROXY must be false, a number of proxies or a list of proxy addresses (not ${invalid.join(', ')})`,
  });
  return z.NEVER;
}

/**
 * Fastify's test of a hop: a list goes to Fastify as is; a hop count becomes 'the first n hops', because
 * Fastify reads a bare number as 'trust nothing' (it cannot check that the peer is a proxy, so a hop
 * count is right only when Pitboard cannot be reached but through its proxies: README, Configuration).
 */
export function trustedProxies(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

export type Config = {
  port: number;
  host: string;
  database:
    | { kind: 'postgres'; url: string; connectTimeoutMs: number; statementTimeoutMs: number }
    | { kind: 'pglite'; dataDir: string; lockWaitMs: number };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** The proxies whose X-Forwarded-For / X-Forwarded-Proto are believed: none, a hop count or addresses. */
  trustProxy: TrustProxy;
  webDistDir: string;
  liveRcUpstream: string | null;
  liveRcTimeoutMs: number;
  push: {
    /** From the environment, or null: made once and kept in the database. */
    vapidKeys: { publicKey: string; privateKey: string } | null;
    vapidSubject: string;
    endpointHosts: string[];
  };
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  if (!values.VAPID_PUBLIC_KEY !== !values.VAPID_PRIVATE_KEY)
    throw new Error(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither',
    );
  return {
    port: values.PORT,
    host: values.HOST,
    database: values.DATABASE_URL
      ? {
          kind: 'postgres',
          url: values.DATABASE_URL,
          connectTimeoutMs: values.DATABASE_CONNECT_TIMEOUT_MS,
          statementTimeoutMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
        }
      : {
          kind: 'pglite',
          dataDir: path.resolve(values.DATA_DIR, 'pglite'),
          lockWaitMs: values.DATA_DIR_LOCK_WAIT_MS,
        },
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    webDistDir: path.resolve(values.WEB_DIST_DIR),
    liveRcUpstream: values.LIVERC_UPSTREAM ?? null,
    liveRcTimeoutMs: values.LIVERC_TIMEOUT_MS,
    push: {
      vapidKeys:
        values.VAPID_PUBLIC_KEY && values.VAPID_PRIVATE_KEY
          ? { publicKey: values.VAPID_PUBLIC_KEY, privateKey: values.VAPID_PRIVATE_KEY }
          : null,
      vapidSubject: values.VAPID_SUBJECT,
      endpointHosts: values.PUSH_ENDPOINT_HOSTS,
    },
  };
}
