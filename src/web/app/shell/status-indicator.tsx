// The header badge: LIVE (green) while LiveRC answers, SYNC (yellow) while a first read runs, OFFLINE (red)
// when LiveRC or the network cannot be reached; the Dashboard's Live Data Connection card reads the same state.
import { cn } from '../../lib/cn';
import { type LiveDataState, useLiveDataState } from './live-data-state';

const BADGE: Record<LiveDataState, { text: string; title: string; colour: string; dot: string }> = {
  live: {
    text: 'LIVE',
    title: 'LiveRC is answering',
    colour: 'border-(--live) text-(--live)',
    dot: 'bg-(--live)',
  },
  sync: {
    text: 'SYNC',
    title: 'Reading LiveRC for the first time',
    colour: 'border-(--sync) text-(--sync)',
    dot: 'bg-(--sync)',
  },
  offline: {
    text: 'OFFLINE',
    title: 'LiveRC or the network cannot be reached',
    colour: 'border-(--destructive) text-(--destructive)',
    dot: 'bg-(--destructive)',
  },
};

export function StatusIndicator() {
  const state = useLiveDataState();
  const badge = BADGE[state];
  return (
    <span
      title={badge.title}
      data-live-state={state}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-bold tracking-wide',
        badge.colour,
      )}
    >
      <span aria-hidden className={cn('size-2 rounded-full', badge.dot)} />
      <span className="sr-only">Data status: </span>
      <span>{badge.text}</span>
    </span>
  );
}
