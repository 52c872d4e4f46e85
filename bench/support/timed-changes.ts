// The changes a live bench times (fan-out, cluster): LiveRC's A-Main posted, then started again, in turn,
// each at a random moment within two poll intervals, so the changes land wherever the polls happen to be.
import { CHANGES, type ChangeCommand } from './bench-liverc.ts';
import { wait } from './clock.ts';
import type { Watchers } from './sse-watchers.ts';

export type TimedChange = {
  /** When LiveRC changed (see ./clock.ts), and when each watcher saw it (null: missed). */
  changedAt: number;
  seenAt: (number | null)[];
  /** The times of the watchers that saw it. */
  seen: number[];
};

/** Makes `count` changes through `make` (which answers the moment it made one), one after the other. */
export async function* timedChanges(
  watchers: Watchers,
  count: number,
  pollMs: number,
  make: (command: ChangeCommand) => Promise<number>,
): AsyncGenerator<TimedChange> {
  for (let index = 0; index < count; index += 1) {
    const change = CHANGES[index % CHANGES.length] as (typeof CHANGES)[number];
    await wait(Math.random() * 2 * pollMs);
    const { changedAt, seenAt } = await watchers.timeChange(change.shows, () => make(change.command));
    yield { changedAt, seenAt, seen: seenAt.filter((at): at is number => at !== null) };
  }
}
