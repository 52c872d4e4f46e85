// Create or edit a series: its name and class, its rounds (picked from the followed track's events, or pasted
// LiveRC event links), the points table (a preset or the racer's own), the rounds counted and the TQ bonus.
import { type FormEvent, useId, useState } from 'react';
import {
  NOT_AN_EVENT_IN_SERIES,
  POINTS_PRESETS,
  POINTS_TABLE_HELP,
  parsePointsTable,
  pointsTableText,
  SERIES_EVENTS_MAX,
  type Series,
  type SeriesEvent,
} from '../../../../domain/series';
import { useSettings } from '../../../api/settings';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { formatDate } from '../../../lib/format';
import { useSaveSeries, useTrackEvents } from '../api/series';

const CLASSES = [
  '1/8 Nitro Buggy',
  '1/8 Electric Buggy',
  '1/8 Nitro Truggy',
  '1/8 Electric Truggy',
  '1/10 2WD Buggy',
  '1/10 4WD Buggy',
];
const OWN = 'own';
const EVENTS_SHOWN = 12;

const presetOf = (points: readonly number[]) =>
  POINTS_PRESETS.find((preset) => preset.points.join() === points.join())?.id ?? OWN;

export function SeriesForm({
  series,
  onDone,
}: {
  series: Series | null;
  onDone: (id: number | null) => void;
}) {
  const id = useId();
  const [name, setName] = useState(series?.name ?? '');
  const [className, setClassName] = useState(series?.className ?? CLASSES[0] ?? '');
  const [events, setEvents] = useState<SeriesEvent[]>(series?.events ?? []);
  const [preset, setPreset] = useState<string>(series ? presetOf(series.points) : 'f1');
  const [ownPoints, setOwnPoints] = useState(series ? series.points.join(', ') : '');
  const [bestOf, setBestOf] = useState(series?.bestOf ? String(series.bestOf) : '');
  const [tqBonus, setTqBonus] = useState(String(series?.tqBonus ?? 0));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSeries();

  const points =
    preset === OWN
      ? parsePointsTable(ownPoints)
      : [...(POINTS_PRESETS.find((p) => p.id === preset)?.points ?? [])];
  const picked = new Set(events.map((event) => event.eventUrl));
  const toggle = (event: SeriesEvent) =>
    setEvents((now) =>
      picked.has(event.eventUrl)
        ? now.filter((each) => each.eventUrl !== event.eventUrl)
        : [...now, event].toSorted((a, b) => (a.date ?? '').localeCompare(b.date ?? '')),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!points) {
      setError(`Points table: ${POINTS_TABLE_HELP}`);
      return;
    }
    const input = {
      name,
      className,
      events,
      points,
      bestOf: bestOf === '' ? null : Number(bestOf),
      tqBonus: Number(tqBonus),
    };
    save.mutate(
      { id: series?.id ?? null, input },
      { onSuccess: (saved) => onDone(saved.id), onError: (failure) => setError(failure.message) },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {series ? `Edit ${series.name}` : 'New series'}
      </h2>
      <div className="space-y-1">
        <Label htmlFor={`${id}-name`}>Series name</Label>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={80}
          placeholder="Winter nitro series"
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-class`}>Class</Label>
        <Input
          id={`${id}-class`}
          value={className}
          maxLength={100}
          list={`${id}-classes`}
          onChange={(e) => setClassName(e.target.value)}
        />
        <datalist id={`${id}-classes`}>
          {CLASSES.map((each) => (
            <option key={each} value={each} />
          ))}
        </datalist>
        <p className="text-sm text-(--muted-foreground)">As LiveRC names the class's mains.</p>
      </div>
      <Rounds events={events} onToggle={toggle} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Points table</legend>
        {[...POINTS_PRESETS, { id: OWN, label: 'My own', points: [] }].map((option) => (
          <label key={option.id} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name={`${id}-points`}
              value={option.id}
              checked={preset === option.id}
              onChange={() => setPreset(option.id)}
              className="size-5"
            />
            {option.label}
          </label>
        ))}
        {preset === OWN && (
          <div className="space-y-1">
            <Label htmlFor={`${id}-own`}>Points by place</Label>
            <Input
              id={`${id}-own`}
              value={ownPoints}
              inputMode="numeric"
              placeholder="25, 18, 15, 12, 10"
              aria-describedby={`${id}-own-help`}
              onChange={(e) => setOwnPoints(e.target.value)}
            />
            <p id={`${id}-own-help`} className="text-sm text-(--muted-foreground)">
              {points ? `First ${points.length} places score: ${pointsTableText(points)}` : POINTS_TABLE_HELP}
            </p>
          </div>
        )}
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1">
          <Label htmlFor={`${id}-best`}>Rounds counted</Label>
          <select
            id={`${id}-best`}
            value={bestOf}
            onChange={(e) => setBestOf(e.target.value)}
            className="block min-h-11 w-full rounded-lg border border-(--border) bg-(--background) px-2 text-base"
          >
            <option value="">Every round</option>
            {Array.from({ length: Math.max(events.length, 1) }, (_, i) => i + 1).map((n) => (
              <option key={n} value={String(n)}>
                Best {n}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-tq`}>TQ bonus points</Label>
          <Input
            id={`${id}-tq`}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            value={tqBonus}
            onChange={(e) => setTqBonus(e.target.value)}
          />
        </div>
      </div>
      {error && (
        <p role="alert" className="text-sm text-(--destructive)">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending} className="flex-1">
          Save series
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone(series?.id ?? null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The picked rounds, and the followed track's events (newest first, filtered as typed) to add or remove. */
function Rounds({ events, onToggle }: { events: SeriesEvent[]; onToggle: (event: SeriesEvent) => void }) {
  const id = useId();
  const settings = useSettings();
  const trackUrl = settings.data?.followedTrackUrl ?? null;
  const trackEvents = useTrackEvents(trackUrl);
  const [filter, setFilter] = useState('');
  const picked = new Set(events.map((event) => event.eventUrl));
  const offered = (trackEvents.data ?? [])
    .filter((event) => event.title.toLowerCase().includes(filter.trim().toLowerCase()))
    .slice(0, EVENTS_SHOWN);
  const full = events.length >= SERIES_EVENTS_MAX;

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">
        Rounds ({events.length} of at most {SERIES_EVENTS_MAX})
      </legend>
      {events.length > 0 && (
        <ol className="space-y-1" aria-label="Rounds in the series">
          {events.map((event, index) => (
            <li
              key={event.eventUrl}
              className="flex items-center gap-2 rounded-lg border border-(--border) p-2"
            >
              <span className="min-w-0 flex-1 break-words">
                <strong>R{index + 1}</strong> {event.title}
                {event.date && (
                  <span className="text-sm text-(--muted-foreground)"> · {formatDate(event.date)}</span>
                )}
              </span>
              <Button variant="ghost" aria-label={`Remove ${event.title}`} onClick={() => onToggle(event)}>
                Remove
              </Button>
            </li>
          ))}
        </ol>
      )}
      <PasteEvent onAdd={onToggle} picked={picked} full={full} />
      {trackUrl === null ? (
        <p className="text-sm text-(--muted-foreground)">
          Follow your track in Settings to pick rounds from its events.
        </p>
      ) : (
        <div className="space-y-2">
          <Label htmlFor={`${id}-find`}>
            Find an event at {settings.data?.followedTrackName ?? 'your track'}
          </Label>
          <Input
            id={`${id}-find`}
            value={filter}
            placeholder="Type part of its name"
            onChange={(e) => setFilter(e.target.value)}
          />
          {trackEvents.isPending && (
            <p className="text-sm text-(--muted-foreground)">Loading the track's events…</p>
          )}
          {trackEvents.isError && (
            <p role="alert" className="text-sm text-(--destructive)">
              The track's events could not be read just now.
            </p>
          )}
          <ul className="space-y-1" aria-label="Track events">
            {offered.map((event) => {
              const isPicked = picked.has(event.eventUrl);
              return (
                <li key={event.eventUrl}>
                  <Button
                    variant={isPicked ? 'secondary' : 'ghost'}
                    aria-pressed={isPicked}
                    disabled={!isPicked && full}
                    className="w-full justify-between text-left"
                    onClick={() =>
                      onToggle({ eventUrl: event.eventUrl, title: event.title, date: event.date })
                    }
                  >
                    <span className="min-w-0 break-words">{event.title}</span>
                    <span className="shrink-0 text-sm font-normal text-(--muted-foreground)">
                      {isPicked ? 'In the series' : formatDate(event.date)}
                    </span>
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </fieldset>
  );
}

/** 'Or paste a LiveRC event link': a round at any track, named by its track and event number until edited. */
function PasteEvent({
  onAdd,
  picked,
  full,
}: {
  onAdd: (event: SeriesEvent) => void;
  picked: Set<string>;
  full: boolean;
}) {
  const id = useId();
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const found = /^https?:\/\/(?:www\.)?([a-z0-9]+)\.liverc\.com\/results\/?\?.*\bid=(\d+)/i.exec(
      link.trim(),
    );
    if (!found || !/[?&]p=view_event\b/.test(link)) {
      setError(NOT_AN_EVENT_IN_SERIES);
      return;
    }
    const [, slug = '', eventId = ''] = found;
    const eventUrl = `https://${slug.toLowerCase()}.liverc.com/results/?p=view_event&id=${eventId}`;
    if (picked.has(eventUrl)) {
      setError('That event is in the series already');
      return;
    }
    setError(null);
    setLink('');
    onAdd({ eventUrl, title: `${slug} event ${eventId}`, date: null });
  };
  return (
    <div className="space-y-1">
      <Label htmlFor={`${id}-link`}>Or paste a LiveRC event link (any track)</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-link`}
          value={link}
          inputMode="url"
          placeholder="https://track.liverc.com/results/?p=view_event&id=…"
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-link-error` : undefined}
          onChange={(e) => setLink(e.target.value)}
        />
        <Button
          type="button"
          variant="secondary"
          className="shrink-0"
          disabled={full || link.trim() === ''}
          onClick={add}
        >
          Add
        </Button>
      </div>
      {error && (
        <p id={`${id}-link-error`} role="alert" className="text-sm text-(--destructive)">
          {error}
        </p>
      )}
    </div>
  );
}
