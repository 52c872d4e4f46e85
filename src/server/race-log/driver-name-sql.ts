// The rule of src/domain/driver-names.ts in SQL, for the matches the database makes (a racer's races among
// every stored result, the log's laps): trimmed, runs of spaces as one, lower case.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** driverNameKey of a column or expression, computed by the database. */
export const driverNameKeySql = (name: SQLWrapper): SQL =>
  sql`lower(regexp_replace(btrim(${name}), '\\s+', ' ', 'g'))`;
