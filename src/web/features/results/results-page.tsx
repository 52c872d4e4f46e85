// LIVE RESULTS: every LiveRC track, live ones first, searchable; tap one for its details and races. Also the
// home page's Results tab.
import { RefreshCw, WifiOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { LiveRcTrack } from '../../../domain/liverc';
import { filterTracks } from '../../../domain/track-search';
import { useTracks } from '../../api/liverc';
import { PageTitle } from '../../components/page-title';
import { Placeholders } from '../../components/query-state';
import { SearchInput } from '../../components/search-input';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/toast';
import { useRefreshTracks } from './api/refresh-tracks';
import { TrackDetailPanel } from './components/track-detail-panel';
import { TrackGrid } from './components/track-grid';

const SKELETONS = 6;

export function ResultsPage() {
  return <LiveResults />;
}

/**
 * The track browser, as the Results screen or embedded in the home page's Results tab; embedded, its heading
 * is a section's and its search and refresh say what they search and refresh, beside the home page's own.
 */
export function LiveResults({ embedded = false }: { embedded?: boolean }) {
  const tracks = useTracks();
  const refresh = useRefreshTracks();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<LiveRcTrack | null>(null);
  const shown = useMemo(() => filterTracks(tracks.data ?? [], search), [tracks.data, search]);

  const fetchData = () =>
    refresh.mutate(undefined, {
      onSuccess: (list) =>
        toast({
          title: 'Data refreshed',
          description: `Successfully scraped ${list.length} tracks from LiveRC`,
        }),
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to refresh data. Please try again.',
          variant: 'destructive',
        }),
    });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <Badge variant="live">LIVE RESULTS</Badge>
          {embedded ? <h2 className="text-xl font-bold">Results</h2> : <PageTitle>Results</PageTitle>}
          {/* Beside the Connection Error card there is nothing loading to announce. */}
          {!tracks.isError && (
            <p className="text-sm text-(--muted-foreground)">
              {tracks.data ? `${tracks.data.length} tracks` : 'Loading tracks'}
            </p>
          )}
        </div>
        <div className="flex gap-2">
          <Button onClick={fetchData} disabled={refresh.isPending}>
            Fetch Data
          </Button>
          <Button
            variant="secondary"
            aria-label={embedded ? 'Refresh tracks' : undefined}
            onClick={() => void tracks.refetch()}
            disabled={tracks.isFetching}
          >
            <RefreshCw aria-hidden className={tracks.isFetching ? 'size-4 animate-spin' : 'size-4'} />
            Refresh
          </Button>
        </div>
      </div>
      <div className="space-y-1">
        <SearchInput
          aria-label={embedded ? 'Search results by track' : 'Search tracks'}
          placeholder="Search tracks, locations or events..."
          value={search}
          onSearch={setSearch}
        />
        {search.trim() && tracks.data && (
          <p className="text-sm text-(--muted-foreground)">
            {shown.length} {shown.length === 1 ? 'track' : 'tracks'} found
          </p>
        )}
      </div>
      {tracks.isPending ? (
        <Placeholders
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
          blocks={Array(SKELETONS).fill('h-40 w-full rounded-xl')}
        />
      ) : tracks.isError ? (
        <Card role="alert" className="flex items-start gap-3">
          <WifiOff aria-hidden className="size-6 shrink-0 text-(--destructive)" />
          <p>
            <span className="font-semibold">Connection Error: </span>
            Unable to fetch data from LiveRC. Please check your connection and try again.
          </p>
        </Card>
      ) : tracks.data.length === 0 ? (
        <p className="text-(--muted-foreground)">No Live Events</p>
      ) : shown.length === 0 ? (
        <Card className="space-y-1 text-center">
          <p className="font-semibold">No tracks found</p>
          <p className="text-sm text-(--muted-foreground)">
            No tracks match {search.trim()}. Try a different search term.
          </p>
        </Card>
      ) : (
        <TrackGrid tracks={shown} onSelect={setSelected} />
      )}
      {selected && <TrackDetailPanel track={selected} onClose={() => setSelected(null)} />}
    </div>
  );
}
