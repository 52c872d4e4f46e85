// A track's complete event history and schedule: tiles, search, category filter, sort (kept in the URL).
import { SlidersHorizontal } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  categoryOf,
  EVENT_CATEGORIES,
  EVENT_SORTS,
  type EventCategory,
  type EventSort,
  isEventSort,
  isHiddenEvent,
  matchesEventSearch,
  showingLine,
  sortEvents,
} from '../../../domain/event-categories';
import { BackHeader, MissingAddress } from '../../components/missing-address';
import { Placeholders, QueryFallback } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LabelledSelect } from '../../components/ui/form/select-field';
import { Input } from '../../components/ui/input';
import { StatTile } from '../../components/ui/stat-tile';
import { replaceParam } from '../../lib/use-tab-param';
import { eventsListAddress, useSavedTrackEvents } from './api/get-saved-track-events';
import { EventCard } from './components/event-card';

const PAGE = 20;
const SKELETONS = 8;

export function TrackEventsPage() {
  const [params, setParams] = useSearchParams();
  const url = params.get('url');
  const sortParam = params.get('sort');
  const sort: EventSort = isEventSort(sortParam) ? sortParam : 'date-desc';
  const events = useSavedTrackEvents(url ? eventsListAddress(url) : null);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<EventCategory | 'all'>('all');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [shown, setShown] = useState(PAGE);

  const listed = useMemo(() => (events.data ?? []).filter((event) => !isHiddenEvent(event)), [events.data]);
  const matching = useMemo(
    () =>
      sortEvents(
        listed.filter(
          (event) =>
            matchesEventSearch(event, search) && (category === 'all' || categoryOf(event.title) === category),
        ),
        sort,
      ),
    [listed, search, category, sort],
  );

  if (!url) {
    return (
      <MissingAddress
        title="Track Events"
        message="No track URL provided. Please navigate from the results page."
      />
    );
  }
  const clearFilters = () => {
    setSearch('');
    setCategory('all');
    setShown(PAGE);
  };
  const filtered = search.trim() !== '' || category !== 'all';
  return (
    <div className="space-y-4">
      <BackHeader title={params.get('name') || 'Track Events'} subtitle="Complete Event History & Schedule" />
      <div className="grid grid-cols-3 gap-3">
        <StatTile label="Total Events" value={listed.length} />
        <StatTile
          label="Championships"
          value={listed.filter((event) => categoryOf(event.title) === 'championship').length}
        />
        <StatTile
          label="Race Events"
          value={listed.filter((event) => categoryOf(event.title) === 'race').length}
        />
      </div>
      {/* On a phone the search takes the whole width, so its placeholder is read in full. */}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          type="search"
          aria-label="Search events"
          placeholder="Search events by name or description..."
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setShown(PAGE);
          }}
        />
        <Button variant="secondary" aria-expanded={filtersOpen} onClick={() => setFiltersOpen(!filtersOpen)}>
          <SlidersHorizontal aria-hidden className="size-4" />
          Filters
        </Button>
      </div>
      {filtersOpen && (
        <div className="grid gap-3 sm:grid-cols-2">
          <LabelledSelect
            label="Category"
            value={category}
            options={EVENT_CATEGORIES}
            onChange={(value) => {
              setCategory(value as EventCategory | 'all');
              setShown(PAGE);
            }}
          />
          <LabelledSelect
            label="Sort"
            value={sort}
            options={EVENT_SORTS}
            onChange={(value) => replaceParam(setParams, 'sort', value)}
          />
        </div>
      )}
      {events.data && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-(--muted-foreground)">
          {showingLine(shown, matching.length, listed.length, search, category)}
          {search.trim() && (
            <Button variant="link" className="text-sm" onClick={() => setSearch('')}>
              Clear search
            </Button>
          )}
        </p>
      )}
      {!events.isSuccess ? (
        <QueryFallback
          query={events}
          loading={
            <Placeholders
              className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
              blocks={Array(SKELETONS).fill('h-40 w-full rounded-xl')}
            />
          }
          title="Unable to load track events"
          message="There was an error loading the events. Please try again later."
          reasonPrefix="Failed to fetch saved track events"
        />
      ) : matching.length === 0 ? (
        <Card aria-labelledby="no-events-title" className="space-y-2 text-center">
          <p id="no-events-title" className="font-semibold">
            {filtered ? 'No matching events found' : 'No events found'}
          </p>
          {filtered && (
            <>
              <p className="text-sm text-(--muted-foreground)">
                Try another search or category, or clear the filters to see every event.
              </p>
              <Button variant="secondary" onClick={clearFilters}>
                Clear filters
              </Button>
            </>
          )}
        </Card>
      ) : (
        <>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {matching.slice(0, shown).map((event) => (
              <li key={event.eventUrl}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
          {matching.length > shown && (
            <Button variant="secondary" className="w-full" onClick={() => setShown(shown + PAGE)}>
              Load More Events
            </Button>
          )}
        </>
      )}
    </div>
  );
}
