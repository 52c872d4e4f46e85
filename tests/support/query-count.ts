// Counts the statements an app sends to its database, through Drizzle's query logger: every query of
// either driver passes it, transactions included. For tests proving that a request costs no database work.
import type { Logger } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

type LoggedSession = { logger: Logger; options: { logger?: Logger } };

export type QueryCount = {
  /** The SQL of every statement sent since counting started (or since the last `reset`). */
  statements: string[];
  reset(): void;
  stop(): void;
};

/** Starts counting the statements sent through `db` (the app's own Drizzle instance). */
export function countQueries(db: Db): QueryCount {
  // Drizzle keeps its logger on the session (and the options a transaction's session is built from).
  const session = (db as unknown as { session: LoggedSession }).session;
  const original = { logger: session.logger, optionsLogger: session.options.logger };
  const statements: string[] = [];
  const counting: Logger = {
    logQuery(query, params) {
      statements.push(query);
      original.logger.logQuery(query, params);
    },
  };
  session.logger = counting;
  session.options.logger = counting;
  return {
    statements,
    reset: () => {
      statements.length = 0;
    },
    stop: () => {
      session.logger = original.logger;
      session.options.logger = original.optionsLogger;
    },
  };
}
