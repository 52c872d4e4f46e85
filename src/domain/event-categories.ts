// The Track Events screen's rules: each event's category from its title, its entry badge, which rows are
// not events at all, and the sort orders.

export type EventCategory = 'championship' | 'race' | 'practice' | 'special';
export type EventSort = 'date-desc' | 'date-asc' | 'name-asc' | 'entries-desc';
export type EntryBadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive';

export const EVENT_SORTS: readonly { value: EventSort; label: string }[] = [
  { value: 'date-desc', label: 'Newest First' },
  { value: 'date-asc', label: 'Oldest First' },
  { value: 'name-asc', label: 'Name A-Z' },
  { value: 'entries-desc', label: 'Most Entries' },
];

export const EVENT_CATEGORIES: readonly { value: EventCategory | 'all'; label: string }[] = [
  { value: 'all', label: 'All Events' },
  { value: 'championship', label: 'Championships' },
  { value: 'race', label: 'Race Events' },
  { value: 'practice', label: 'Practice Sessions' },
  { value: 'special', label: 'Special Events' },
];

export function categoryOf(title: string | null | undefined): EventCategory {
  const text = (title ?? '').toLowerCase();
  if (text.includes('championship') || text.includes('cup')) return 'championship';
  if (text.includes('practice') || text.includes('test')) return 'practice';
  if (text.includes('special') || text.includes('charity')) return 'special';
  return 'race';
}

/** The number when above 0, else 'No entries'; busier events stand out more. */
export function entryBadge(entries: number | null | undefined): { text: string; variant: EntryBadgeVariant } {
  const count = entries ?? 0;
  const variant: EntryBadgeVariant =
    count > 50 ? 'default' : count > 20 ? 'secondary' : count > 0 ? 'outline' : 'destructive';
  return { text: count > 0 ? String(count) : 'No entries', variant };
}

const NOT_EVENTS = ['entry list', 'main events', 'final results', 'qual points'];

/** Rows LiveRC lists beside events that are pages of one (entry lists, mains, final results, points). */
export function isHiddenEvent(event: { title: string | null }): boolean {
  const title = (event.title ?? '').toLowerCase();
  return NOT_EVENTS.some((words) => title.includes(words));
}

export const isEventSort = (value: string | null): value is EventSort =>
  EVENT_SORTS.some((sort) => sort.value === value);

type Sortable = { title: string | null; date: string | null; entries: number | null };

export function sortEvents<T extends Sortable>(events: readonly T[], sort: EventSort): T[] {
  const byDate = (a: T, b: T) => (a.date ?? '').localeCompare(b.date ?? '');
  const sorted = [...events];
  switch (sort) {
    case 'date-desc':
      return sorted.sort((a, b) => byDate(b, a));
    case 'date-asc':
      return sorted.sort(byDate);
    case 'name-asc':
      return sorted.sort((a, b) =>
        (a.title ?? '').localeCompare(b.title ?? '', 'en', { sensitivity: 'base' }),
      );
    case 'entries-desc':
      return sorted.sort((a, b) => (b.entries ?? 0) - (a.entries ?? 0) || byDate(b, a));
  }
}

/** Title or description, case-insensitive. */
export function matchesEventSearch(
  event: { title: string | null; description?: string | null },
  term: string,
): boolean {
  const needle = term.trim().toLowerCase();
  return !needle || [event.title, event.description].some((field) => field?.toLowerCase().includes(needle));
}

/**
 * 'Showing 20 of 44 events', naming the search and category that narrowed them, as the spec writes it: the
 * first figure is what is drawn of the matching events, the second every event of the track.
 */
export function showingLine(
  shown: number,
  matching: number,
  total: number,
  search: string,
  category: EventCategory | 'all',
): string {
  const term = search.trim();
  const matched = term ? ` matching "${term}"` : '';
  const label = EVENT_CATEGORIES.find((option) => option.value === category)?.label;
  const within = category !== 'all' && label ? ` in ${label}` : '';
  return `Showing ${Math.min(shown, matching)} of ${total} events${matched}${within}`;
}
