// The honest empty state of a racer who follows no track: find one and follow it.
import { useMemo, useState } from 'react';
import { useTracks } from '../../../api/liverc';
import { useUpdateSettings } from '../../../api/settings';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';

const SHOWN = 8;

export function FollowTrackPicker() {
  const [search, setSearch] = useState('');
  const tracks = useTracks();
  const update = useUpdateSettings();
  const matches = useMemo(() => {
    const term = search.trim().toLowerCase();
    const all = tracks.data ?? [];
    return (term ? all.filter((track) => track.name.toLowerCase().includes(term)) : all).slice(0, SHOWN);
  }, [tracks.data, search]);

  return (
    <Card aria-labelledby="follow-title" className="space-y-3">
      <h2 id="follow-title" className="text-lg font-bold">
        Follow a track
      </h2>
      <p className="text-sm text-(--muted-foreground)">
        You are not following a track yet. Follow the track you race at and its current event, live timing and
        results show up here.
      </p>
      <Input
        type="search"
        aria-label="Search tracks"
        placeholder="Search tracks..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {tracks.isPending && <p className="text-sm text-(--muted-foreground)">Loading tracks...</p>}
      {tracks.isError && (
        <p className="text-sm text-(--destructive)">Tracks could not be loaded: {tracks.error.message}</p>
      )}
      {tracks.data && matches.length === 0 && (
        <p className="text-sm text-(--muted-foreground)">No tracks found.</p>
      )}
      <ul className="divide-y divide-(--border)">
        {matches.map((track) => (
          <li key={track.url} className="flex items-center justify-between gap-3 py-2">
            <span>
              <span className="font-semibold">{track.name}</span>
              {track.status === 'live' && <span className="ml-2 text-xs font-bold text-red-600">LIVE</span>}
            </span>
            <Button
              variant="secondary"
              disabled={update.isPending}
              aria-label={`Follow ${track.name}`}
              onClick={() =>
                update.mutate(
                  { followedTrackUrl: track.url },
                  {
                    onError: (error) =>
                      toast({
                        title: 'Could not follow the track',
                        description: error.message,
                        variant: 'destructive',
                      }),
                  },
                )
              }
            >
              Follow
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
