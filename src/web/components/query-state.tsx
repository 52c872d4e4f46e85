// What stands in for a query's data until it has some: its placeholders while it loads, else LoadFailure with
// Try Again. Each screen keeps its own headline and sentence for the failure. With no signal and no copy kept on
// the phone, it says so instead of loading for ever.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailure } from './load-failure';
import { Card } from './ui/card';
import { Skeleton } from './ui/skeleton';

export function QueryFallback({
  query,
  loading,
  title,
  message,
  reasonPrefix,
}: {
  query: UseQueryResult<unknown>;
  loading: ReactNode;
  title: string;
  message: string;
  /** Said before the server's words: 'Failed to fetch event details'. */
  reasonPrefix?: string;
}) {
  if (query.fetchStatus === 'paused' && query.data === undefined) return <NotOnThisPhone />;
  if (!query.isError) return loading;
  const reason = reasonPrefix ? `${reasonPrefix}: ${query.error.message}` : query.error.message;
  return <LoadFailure title={title} message={message} reason={reason} onRetry={() => void query.refetch()} />;
}

/** A screen never opened with signal (in the last 7 days) has no copy to show offline. */
export function NotOnThisPhone() {
  return (
    <Card role="status" className="space-y-2">
      <p className="font-semibold">Not on this phone yet</p>
      <p className="text-sm">
        There is no signal, and this was not opened with signal in the last 7 days. It opens as soon as there
        is signal; before the next race day, tap 'Get ready for race day' on the Dashboard.
      </p>
    </Card>
  );
}

/** Grey blocks where content is loading, one per class name, after an optional line saying what loads. */
export function Placeholders({
  blocks,
  note,
  className = 'space-y-3',
}: {
  blocks: readonly string[];
  note?: ReactNode;
  className?: string;
}) {
  return (
    <div aria-busy className={className}>
      {note}
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart.
        <Skeleton key={index} className={block} />
      ))}
    </div>
  );
}
