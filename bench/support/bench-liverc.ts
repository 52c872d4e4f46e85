// LiveRC as the fan-out and cluster benches replay it: Red Gum's demo pages with a clock the bench moves, and
// the two changes a bench makes to it. Red Gum's A-Main runs until the bench says it is over; then LiveRC posts
// it (its name appears). Started again, the event page lists the electric A-Main as newest once more.
import { DEMO_LIVE_RACE_URL, DEMO_PAGES_DIR } from '../../tools/liverc-replay/demo-pages.ts';
import { type ReplayServer, startReplayServer } from '../../tools/liverc-replay/replay-server.ts';
import { now } from './clock.ts';

export const BENCH_TRACK = 'https://redgum.liverc.com/';

export type ChangeCommand = 'finish-race' | 'restart-race';

/** Each change, and what a watcher sees once it has it: the name of the race now newest. */
export const CHANGES: { command: ChangeCommand; shows: string }[] = [
  { command: 'finish-race', shows: '1/8 Nitro Buggy A-Main' },
  { command: 'restart-race', shows: '1/8 Electric Buggy A-Main' },
];

export type BenchLiveRc = {
  replay: ReplayServer;
  /** Makes the change; answers the moment it was made (see ./clock.ts). */
  change(command: ChangeCommand): number;
};

export async function startBenchLiveRc(): Promise<BenchLiveRc> {
  let clock = 0;
  const replay = await startReplayServer({
    pagesDir: DEMO_PAGES_DIR,
    live: { raceUrl: DEMO_LIVE_RACE_URL, now: () => clock },
  });
  // The delay measured is the page poller's (a race posted, then found); the live socket would show the
  // race on track before it is posted, so it is kept out of these figures.
  replay.setLiveSocketAvailable(false);
  return {
    replay,
    change(command) {
      clock = command === 'finish-race' ? 24 * 60 * 60 * 1000 : 0;
      return now();
    },
  };
}
