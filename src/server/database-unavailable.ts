// Telling 'the database is not answering' (stopped, restarting, frozen, unreachable, too slow) from any
// other database error, on PostgreSQL and PGlite alike: the first is a 503 a racer can wait out.

// SQLSTATEs of a database that cannot serve now: class 08 (connection exception) by prefix, plus these.
const UNAVAILABLE_STATES = new Set([
  '57014', // query_canceled: the statement timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '57P05', // idle_session_timeout
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections
  '55P03', // lock_not_available: the lock timeout
]);

// What Node's sockets say when the server is not there or the network between is broken.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// node-postgres and pg-pool's own words for a lost, refused or silent connection; PGlite's once closed.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
];

/** True when `error` (or what it wraps: Drizzle puts the driver's error on `cause`) means the database is not answering. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const { code, message } = current as Error & { code?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || code.startsWith('08'))) return true;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    if (UNAVAILABLE_MESSAGES.some((words) => message.includes(words))) return true;
    current = current.cause;
  }
  return false;
}
