// The searchable track selector: 'All Tracks' first, then every track as 'name - location'. All of LiveRC's
// thousand-odd tracks are listed, drawn only as they scroll into the list's window.
import { useVirtualizer } from '@tanstack/react-virtual';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import type { LiveRcTrack } from '../../../../domain/liverc';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

const OPTION_PX = 44;

export const trackOptionLabel = (track: LiveRcTrack) => `${track.name} - ${track.location ?? 'Location TBD'}`;

type Props = { tracks: LiveRcTrack[]; selected: string | null; onSelect: (trackUrl: string | null) => void };

export function TrackSelector({ tracks, selected, onSelect }: Props) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const listId = useId();
  const current = tracks.find((track) => track.url === selected);
  const matches = useMemo(() => {
    const term = search.trim().toLowerCase();
    if (!term) return tracks;
    return tracks.filter((track) => trackOptionLabel(track).toLowerCase().includes(term));
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
          <OptionList id={listId}>
            {[
              { url: null, label: 'All Tracks' },
              ...matches.map((track) => ({ url: track.url, label: trackOptionLabel(track) })),
            ].map((option) => (
              <Option
                key={option.url ?? 'all'}
                label={option.label}
                selected={option.url === selected}
                onChoose={() => choose(option.url)}
              />
            ))}
          </OptionList>
          {search.trim() !== '' && matches.length === 0 && (
            <p className="px-3 py-2 text-sm text-(--muted-foreground)">No tracks found.</p>
          )}
        </div>
      )}
    </div>
  );
}

/** The options in a scrolling window of the list, drawing only those inside it. */
function OptionList({ id, children }: { id: string; children: React.ReactElement[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: children.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => OPTION_PX,
    overscan: 6,
  });
  return (
    // biome-ignore lint/a11y/useSemanticElements: the list's height holder stands between it and its items, which <ul> forbids.
    <div ref={scroller} id={id} role="list" aria-label="Tracks" className="mt-2 max-h-72 overflow-y-auto">
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          // biome-ignore lint/a11y/useSemanticElements: an item of the role="list" above, inside its height holder.
          <div
            key={item.key}
            role="listitem"
            aria-setsize={children.length}
            aria-posinset={item.index + 1}
            className="absolute inset-x-0 top-0"
            style={{ height: item.size, transform: `translateY(${item.start}px)` }}
          >
            {children[item.index]}
          </div>
        ))}
      </div>
    </div>
  );
}

function Option({ label, selected, onChoose }: { label: string; selected: boolean; onChoose: () => void }) {
  return (
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
  );
}
