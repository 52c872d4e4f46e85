// The server of the greedy-racer bench (bench/greedy-racer.ts), in its own process so its memory is its own:
// the real app on an in-memory PGlite, no LiveRC (the bench's rows name no race address). On `fill` it stores
// one racer's rows up to every limit of src/domain/racer-limits.ts straight in the database (the API would
// take minutes), every text field long; on `rss` it answers its resident memory.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { RACER_LIMITS } from '../src/domain/racer-limits.ts';
import { buildApp } from '../src/server/app.ts';
import { serveToBench } from './support/bench-server.ts';

// Each row as fat as a racer could make it: notes and free text near their limits.
const NOTES = 'x'.repeat(1_000);

const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://bench-greedy-racer' });
const app = await buildApp({
  config: {
    logLevel: 'silent',
    trustProxy: false,
    webDistDir: '/nonexistent',
    liveRcUpstream: 'http://127.0.0.1:9',
    liveRcTimeoutMs: 1_000,
  },
  database,
  locationFill: false,
});

async function fill(username: string): Promise<void> {
  const { db } = database;
  const found = await db.execute<{ id: number }>(sql`select id from users where username = ${username}`);
  const userId = (found as unknown as { rows: { id: number }[] }).rows[0]?.id;
  if (userId === undefined) throw new Error(`no racer ${username}`);
  const { tyreSets, raceLogEntries, setupSheets, sessionsPerSet } = RACER_LIMITS;
  await db.execute(sql`
    insert into tire_inventory (user_id, brand, tread_pattern, compound, set_number, notes)
    select ${userId}, 'Pro-Line', 'Blockade', 'M3', n, ${NOTES} from generate_series(1, ${tyreSets}) n`);
  await db.execute(sql`
    insert into tire_sessions (user_id, tire_id, brand, compound, session_date, laps, notes)
    select ${userId}, (select min(id) from tire_inventory where user_id = ${userId}), 'Pro-Line', 'M3',
      date '2026-01-01' + (n % 300), 12, ${NOTES} from generate_series(1, ${sessionsPerSet}) n`);
  await db.execute(sql`
    insert into race_results_with_tires (user_id, race_title, track_name, driver_name, position, laps_time,
      fastest_lap, avg_lap, laps_completed, race_date, notes)
    select ${userId}, '1/8 Nitro Buggy A-Main', 'Red Gum Raceway', 'Racer One', 1 + n % 10, '47/30:43.434',
      '37.281', '38.900', 47, timestamp '2026-01-01' + n * interval '1 hour', ${NOTES}
    from generate_series(1, ${raceLogEntries}) n`);
  await db.execute(sql`
    insert into setup_sheets (user_id, date, track, driver, front_piston_oil, rear_piston_oil, notes)
    select ${userId}, date '2026-01-01' + (n % 300), 'Red Gum Raceway', 'Racer One', '6x1.5mm', '6x1.6mm',
      ${NOTES} from generate_series(1, ${setupSheets}) n`);
}

process.on('message', async (message: { fill?: string; rss?: true }) => {
  if (message.fill !== undefined) {
    await fill(message.fill);
    process.send?.({ filled: true });
  }
  if (message.rss) process.send?.({ rss: process.memoryUsage().rss });
});
await serveToBench(app, () => database.close());
