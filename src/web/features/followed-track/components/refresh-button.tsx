// Refresh: reads the followed track from LiveRC now; the icon spins for a second so the tap is seen.
import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { useRefreshLive } from '../api/refresh-live';

const SPIN_MS = 1_000;
// The answers whose own sentence beats the spec's general one; LiveRC's failures keep the general one.
const SAYS_WHAT_TO_DO = new Set([400, 429, 503]);

/** `className` lets the button take the look of the bar it sits in. */
export function RefreshButton({ className }: { className?: string }) {
  const refresh = useRefreshLive();
  const [spinning, setSpinning] = useState(false);

  useEffect(() => {
    if (!spinning) return;
    const timer = setTimeout(() => setSpinning(false), SPIN_MS);
    return () => clearTimeout(timer);
  }, [spinning]);

  return (
    <button
      type="button"
      className={className ?? buttonClasses('secondary')}
      disabled={refresh.isPending}
      onClick={() => {
        setSpinning(true);
        refresh.mutate(undefined, {
          onSuccess: () =>
            toast({ title: 'Data Refreshed', description: 'Live timing data has been updated' }),
          onError: (error) =>
            toast({
              title: 'Refresh Failed',
              // These say what the racer can do about it: 'Follow a track to see its live timing', 'Too many
              // refreshes. Please try again in 40 seconds.', 'Pitboard's database is not answering, ...'.
              description:
                error instanceof ApiError && SAYS_WHAT_TO_DO.has(error.status)
                  ? error.message
                  : 'Unable to refresh data at this time',
              variant: 'destructive',
            }),
        });
      }}
    >
      <RefreshCw aria-hidden className={cn('size-5', (spinning || refresh.isPending) && 'animate-spin')} />
      Refresh
    </button>
  );
}
