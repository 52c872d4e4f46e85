// One database start in a process of its own (spawned by db-start.ts), so the peak memory measured is
// this start's alone: opens the database with the app's own openDatabase, closes it, prints JSON.
// Run: node --import tsx bench/db-start-child.ts pglite <dataDir> | postgres <url>
import { openDatabase } from '../src/db/client.ts';

const [kind, target] = process.argv.slice(2);
if ((kind !== 'pglite' && kind !== 'postgres') || !target) {
  console.error('usage: db-start-child.ts pglite <dataDir> | postgres <url>');
  process.exit(2);
}
const started = performance.now();
const database =
  kind === 'pglite'
    ? await openDatabase({ kind, dataDir: target })
    : await openDatabase({ kind, url: target, poolSize: 1 });
await database.ping();
const openMs = performance.now() - started;
await database.close();
// maxRSS is in kilobytes: the process's peak resident memory, Node's own ~50 MB included.
// CPU time of the whole process (imports too) moves less than the wall clock when the machine is shared.
const cpu = process.cpuUsage();
console.log(
  JSON.stringify({
    openMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  }),
);
