// `npm run bench`: the parsers on every real saved LiveRC page against their budgets (parsers.ts). Then the live
// fan-out figure (fanout.ts), the cluster figure (cluster.ts: 3 instances on one PostgreSQL, skipped when
// none answers at BENCH_DATABASE_URL or 127.0.0.1:5432), the sign-in flood figure (sign-in-flood.ts), the
// wire figure (wire.ts: compressed bytes, cached answers), the memory figure (memory.ts: cached answers and
// the signed-in check against a bare Fastify), the greedy racer (greedy-racer.ts: one racer at every limit)
// and the database start (db-start.ts: PostgreSQL too with BENCH_DATABASE_URL).
import { runClusterBench } from './cluster.ts';
import { runDbStartBench } from './db-start.ts';
import { runFanoutBench } from './fanout.ts';
import { runGreedyRacerBench } from './greedy-racer.ts';
import { runMemoryBench } from './memory.ts';
import { runParserBench } from './parsers.ts';
import { runSignInFloodBench } from './sign-in-flood.ts';
import { runWireBench } from './wire.ts';

runParserBench();
await runFanoutBench();
await runClusterBench();
await runSignInFloodBench();
await runWireBench();
await runMemoryBench();
await runGreedyRacerBench();
await runDbStartBench();
