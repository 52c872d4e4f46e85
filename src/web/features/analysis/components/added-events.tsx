// 'Add an event': the racer pastes a LiveRC event link and Pitboard reads its races in the background into My
// races; the list says how far the reading got ('Reading: 12 of 14 races read', 'All 14 races read').
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type AddedEvent, addedEventProgress } from '../../../../domain/added-events';
import { useAddEvent, useAddedEvents, useRemoveAddedEvent } from '../../../api/added-events';
import { queryKeys } from '../../../api/query-keys';
import { Placeholders, QueryFallback } from '../../../components/query-state';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { formatDate } from '../../../lib/format';

const STATE: Record<AddedEvent['state'], { label: string; variant: BadgeVariant }> = {
  'to-read': { label: 'Still to read', variant: 'muted' },
  reading: { label: 'Reading', variant: 'syncing' },
  'all-read': { label: 'All read', variant: 'online' },
};

export function AddedEvents() {
  const events = useAddedEvents();
  useMyRacesFollowReading(events.data?.events);
  return (
    <section aria-labelledby="added-events-title" className="space-y-3">
      <h3 id="added-events-title" className="font-bold">
        Events I added
      </h3>
      <AddEventForm />
      {!events.isSuccess ? (
        <QueryFallback
          query={events}
          loading={<Placeholders blocks={['h-14 w-full']} />}
          title="Failed to load your events"
          message="The events you added could not be read just now."
        />
      ) : events.data.events.length > 0 ? (
        <ul aria-labelledby="added-events-title" className="space-y-2">
          {events.data.events.map((event) => (
            <AddedEventRow key={event.id} event={event} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function AddEventForm() {
  const add = useAddEvent();
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(link, {
      onSuccess: (added) => {
        setLink('');
        setError(null);
        toast({
          title: 'Event added',
          description: `Pitboard reads the races of ${added.title}; yours appear in My races.`,
        });
      },
      onError: (failure) => setError(failure.message),
    });
  };
  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <label htmlFor="added-event-link" className="block text-sm font-semibold">
        Add an event
      </label>
      <p id="added-event-hint" className="text-sm text-(--muted-foreground)">
        Paste the link of a LiveRC event you raced: Pitboard reads its races and lists yours above.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="added-event-link"
          inputMode="url"
          autoComplete="off"
          placeholder="https://track.liverc.com/results/?p=view_event&id=…"
          value={link}
          onChange={(event) => setLink(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? 'added-event-error' : 'added-event-hint'}
        />
        <Button type="submit" disabled={add.isPending || link.trim() === ''} className="shrink-0">
          Add event
        </Button>
      </div>
      {error && (
        <p id="added-event-error" role="alert" className="text-sm text-(--destructive)">
          {error}
        </p>
      )}
    </form>
  );
}

function AddedEventRow({ event }: { event: AddedEvent }) {
  const remove = useRemoveAddedEvent();
  const state = STATE[event.state];
  return (
    <li className="flex items-center justify-between gap-3 rounded-lg border border-(--border) bg-(--card) p-3">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold break-words">{event.title}</p>
        <p className="text-sm text-(--muted-foreground)">
          {[event.trackName, event.date && formatDate(event.date)].filter(Boolean).join(' · ')}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant={state.variant}>{state.label}</Badge>
          <span>{addedEventProgress(event)}</span>
        </p>
      </div>
      <Button
        variant="secondary"
        aria-label={`Remove ${event.title}`}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(event.id, {
            onSuccess: () =>
              toast({ title: 'Event removed', description: `${event.title}: its races stay in My races.` }),
            onError: (failure) =>
              toast({
                title: 'Could not remove the event',
                description: failure.message,
                variant: 'destructive',
              }),
          })
        }
      >
        Remove
      </Button>
    </li>
  );
}

/** Each race the server reads in the background may be the racer's: My races is read again as they come in. */
function useMyRacesFollowReading(events: AddedEvent[] | undefined) {
  const queryClient = useQueryClient();
  const read = events?.reduce((sum, event) => sum + event.racesRead, 0);
  const seen = useRef(read);
  useEffect(() => {
    if (read === undefined || read === seen.current) return;
    const first = seen.current === undefined;
    seen.current = read;
    if (!first) void queryClient.invalidateQueries({ queryKey: queryKeys.raceLog.myRaces });
  }, [read, queryClient]);
}
