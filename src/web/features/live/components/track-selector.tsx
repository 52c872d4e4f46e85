// The searchable track selector: 'All Tracks' first, then every track as 'name - location'.
import { Check, ChevronsUpDown } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { LiveRcTrack } from '../../../../domain/liverc';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

const SHOWN = 50;

export const trackOptionLabel = (track: LiveRcTrack) => `${track.name} - ${track.location ?? 'Location TBD'}`;

type Props = { tracks: LiveRcTrack[]; selected: string | null; onSelect: (trackUrl: string | null) => void };

export function TrackSelector({ tracks, selected, onSelect }: Props) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const listId = useId();
  const current = tracks.find((track) => track.url === selected);
  const matches = useMemo(() => {
    const term = search.trim().toLowerCase();
    if (!term) return tracks.slice(0, SHOWN);
    return tracks.filter((track) => trackOptionLabel(track).toLowerCase().includes(term)).slice(0, SHOWN);
  }, [tracks, search]);
  const choose = (url: string | null) => {
    onSelect(url);
    setOpen(false);
    setSearch('');
  };

  return (
    <div className="relative">
      <button
        type="button"
        aria-label={`Track: ${current ? trackOptionLabel(current) : 'All Tracks'}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-(--border) bg-(--background) px-3 text-left"
      >
        <span className="truncate">{current ? trackOptionLabel(current) : 'All Tracks'}</span>
        <ChevronsUpDown aria-hidden className="size-4 shrink-0 opacity-60" />
      </button>
      {open && (
        <div className="absolute z-20 mt-1 w-full rounded-lg border border-(--border) bg-(--background) p-2 shadow-lg">
          <Input
            autoFocus
            type="search"
            aria-label="Search tracks"
            placeholder="Search tracks..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <ul id={listId} aria-label="Tracks" className="mt-2 max-h-72 overflow-y-auto">
            <Option label="All Tracks" selected={selected === null} onChoose={() => choose(null)} />
            {matches.map((track) => (
              <Option
                key={track.url}
                label={trackOptionLabel(track)}
                selected={track.url === selected}
                onChoose={() => choose(track.url)}
              />
            ))}
            {search.trim() !== '' && matches.length === 0 && (
              <li className="px-3 py-2 text-sm text-(--muted-foreground)">No tracks found.</li>
            )}
          </ul>
        </div>
      )}
    </div>
  );
}

function Option({ label, selected, onChoose }: { label: string; selected: boolean; onChoose: () => void }) {
  return (
    <li>
      <button
        type="button"
        aria-current={selected || undefined}
        onClick={onChoose}
        className={cn(
          'flex min-h-11 w-full items-center gap-2 rounded-md px-3 text-left hover:bg-(--muted)',
          selected && 'font-semibold',
        )}
      >
        <Check aria-hidden className={cn('size-4 shrink-0', !selected && 'invisible')} />
        <span className="truncate">{label}</span>
      </button>
    </li>
  );
}
