// The only place that reads process.env: parses it once into a typed configuration.
import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Set when Pitboard runs behind a reverse proxy that sets X-Forwarded-For / X-Forwarded-Proto.
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  WEB_DIST_DIR: z.string().default('./dist/web'),
  // Tests and the demo read LiveRC through tools/liverc-replay at this address instead of the internet.
  LIVERC_UPSTREAM: z
    .url({ protocol: /^https?$/, error: 'LIVERC_UPSTREAM must be an http(s) URL' })
    .optional(),
  LIVERC_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
});

export type Config = {
  port: number;
  host: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  webDistDir: string;
  liveRcUpstream: string | null;
  liveRcTimeoutMs: number;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(values.DATA_DIR, 'pglite') },
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    webDistDir: path.resolve(values.WEB_DIST_DIR),
    liveRcUpstream: values.LIVERC_UPSTREAM ?? null,
    liveRcTimeoutMs: values.LIVERC_TIMEOUT_MS,
  };
}
