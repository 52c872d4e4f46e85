// Turns two successive live states of a track into the messages that carry the difference.
import type { CurrentEvent, LiveMessage, LiveState, TimingRow } from '../../../domain/timing.ts';

export function diffLiveState(previous: LiveState, next: LiveState): LiveMessage[] {
  const messages: LiveMessage[] = [];
  if (!sameEvent(previous.event, next.event)) messages.push({ type: 'event', data: next.event });
  const timing = diffRows(previous.rows, next.rows);
  if (timing.changed.length > 0 || timing.removed.length > 0) messages.push({ type: 'timing', data: timing });
  if (healthOf(previous.sources) !== healthOf(next.sources)) {
    messages.push({ type: 'sources', data: next.sources });
  }
  return messages;
}

// `updatedAt` moves on every read; only what a racer sees counts as a change.
function sameEvent(a: CurrentEvent | null, b: CurrentEvent | null): boolean {
  if (a === null || b === null) return a === b;
  const { updatedAt: _a, ...restA } = a;
  const { updatedAt: _b, ...restB } = b;
  return JSON.stringify(restA) === JSON.stringify(restB);
}

function diffRows(previous: TimingRow[], next: TimingRow[]) {
  const before = new Map(previous.map((row) => [row.position, row]));
  const changed = next.filter((row) => {
    const old = before.get(row.position);
    return (
      !old ||
      old.name !== row.name ||
      old.bestLap !== row.bestLap ||
      old.lastLap !== row.lastLap ||
      old.gap !== row.gap
    );
  });
  const positions = new Set(next.map((row) => row.position));
  const removed = previous
    .map((row) => row.position)
    .filter((position): position is number => position !== null && !positions.has(position));
  return { changed, removed };
}

// Every successful read moves lastSync; the racer only needs to hear when a source's health changes.
const healthOf = (sources: LiveState['sources']) =>
  sources.map((source) => `${source.name}:${source.status}`).join('|');
