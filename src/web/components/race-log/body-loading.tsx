// What the Assign Tyres dialog shows while its form or the racer's sets are on their way.
import { Skeleton } from '../ui/skeleton';

export function BodyLoading() {
  return (
    <div className="grid gap-6 md:grid-cols-2" aria-busy>
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}
