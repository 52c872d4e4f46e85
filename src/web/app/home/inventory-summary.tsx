// The home page's Inventory tab: the racer's tyre totals and stock banner at a glance, and the way to the
// full Inventory screen.
import { Link } from 'react-router';
import { useTyres } from '../../api/tyres';
import { QueryFallback } from '../../components/query-state';
import { StockBanner, TyreTotals } from '../../components/tyre-summary';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';

export function InventorySummary() {
  const tyres = useTyres();
  return (
    <div className="space-y-3">
      {tyres.isSuccess ? (
        <>
          <TyreTotals items={tyres.data} />
          <StockBanner items={tyres.data} />
          {tyres.data.length === 0 && (
            <p className="text-(--muted-foreground)">No tyre sets yet: add them on the Inventory screen.</p>
          )}
        </>
      ) : (
        <QueryFallback
          query={tyres}
          // As tall as the totals' tiles: two columns of three rows on a phone, one row on a wide screen.
          loading={<Skeleton className="h-60 w-full sm:h-20" />}
          title="Failed to load your inventory"
          message="Your tyre sets could not be read just now."
        />
      )}
      <Link
        to={paths.inventory}
        className="inline-flex min-h-11 items-center font-semibold text-(--primary) underline"
      >
        Open Inventory
      </Link>
    </div>
  );
}
