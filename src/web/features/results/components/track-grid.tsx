// The track cards in 1, 2 or 3 columns by width, drawing only the rows on screen: LiveRC lists over a
// thousand tracks, and drawing them all makes a page 198,000 px tall that freezes a phone for seconds.
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import type { LiveRcTrack } from '../../../../domain/liverc';
import { useMediaQuery } from '../../../lib/use-media-query';
import { TrackCard } from './track-card';

// Tailwind's sm and lg breakpoints, so the columns change where the app's other layouts do.
const TWO_COLUMNS = '(min-width: 640px)';
const THREE_COLUMNS = '(min-width: 1024px)';
/** A card with a one-line name, measured; rows taller than this are measured as they are drawn. */
const ROW_ESTIMATE_PX = 172;
const GAP_PX = 12;

export function TrackGrid({
  tracks,
  onSelect,
}: {
  tracks: readonly LiveRcTrack[];
  onSelect: (track: LiveRcTrack) => void;
}) {
  const two = useMediaQuery(TWO_COLUMNS);
  const three = useMediaQuery(THREE_COLUMNS);
  const columns = three ? 3 : two ? 2 : 1;
  const listRef = useRef<HTMLDivElement>(null);
  const top = useDocumentTop(listRef);
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(tracks.length / columns),
    estimateSize: () => ROW_ESTIMATE_PX,
    gap: GAP_PX,
    overscan: 4,
    scrollMargin: top,
  });

  return (
    // biome-ignore lint/a11y/useSemanticElements: drawn rows stand between the list and its items, which <ul> forbids.
    <div
      ref={listRef}
      role="list"
      aria-label="Tracks"
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={`${columns}-${row.key}`}
          role="presentation"
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="absolute inset-x-0 top-0 grid gap-3"
          style={{
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
          }}
        >
          {tracks.slice(row.index * columns, (row.index + 1) * columns).map((track, column) => (
            // biome-ignore lint/a11y/useSemanticElements: an item of the role="list" above, inside a drawn row.
            <div
              key={track.url}
              role="listitem"
              // Screen readers count the whole list, not only the rows drawn.
              aria-setsize={tracks.length}
              aria-posinset={row.index * columns + column + 1}
            >
              <TrackCard track={track} onSelect={() => onSelect(track)} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/** The element's distance from the top of the document, kept right when what stands above it changes size. */
function useDocumentTop(ref: React.RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setTop(element.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}
