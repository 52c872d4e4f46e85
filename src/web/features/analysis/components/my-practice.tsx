// 'My practice': the followed track's LiveRC practice sessions of one day under the racer's name, each put
// on a tyre set in two taps so its laps count in the set's Total Laps (once: the server keeps the source).
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { MyPracticeSession } from '../../../../domain/my-practice';
import { localIsoDate, tyreTypeName } from '../../../../domain/tyre-format';
import type { TyreItem } from '../../../../domain/tyres';
import { myPracticeQueryOptions } from '../../../api/race-log';
import { useAddTyreSession, useTyres } from '../../../api/tyres';
import { QueryFallback } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { LabelledSelect } from '../../../components/ui/form/select-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { formatRaceTime } from '../../../lib/format';

export function MyPractice() {
  const [date, setDate] = useState(() => localIsoDate(new Date()));
  const practice = useQuery(myPracticeQueryOptions(date));
  const tyres = useTyres();
  const dateId = useId();
  return (
    <section aria-labelledby="my-practice-title" className="space-y-3">
      <h2 id="my-practice-title" className="text-lg font-bold">
        My practice
      </h2>
      <div className="space-y-1">
        <Label htmlFor={dateId}>Practice day</Label>
        <Input
          id={dateId}
          type="date"
          value={date}
          onChange={(event) => event.target.value && setDate(event.target.value)}
          className="max-w-48"
        />
      </div>
      {!practice.isSuccess ? (
        <QueryFallback
          query={practice}
          loading={<Skeleton className="h-16 w-full" />}
          title="Failed to load your practice"
          message="The practice sessions could not be read from LiveRC just now."
        />
      ) : practice.data.trackUrl === null ? (
        <p className="text-(--muted-foreground)">Follow a track (Settings) to see your practice there.</p>
      ) : practice.data.driverNames.length === 0 ? (
        <p className="text-(--muted-foreground)">Set your driver name in Settings to find your practice.</p>
      ) : practice.data.sessions.length === 0 ? (
        <p className="text-(--muted-foreground)">
          No practice sessions under {practice.data.driverNames.join(' or ')} at{' '}
          {practice.data.trackName ?? 'your track'} on that day.
        </p>
      ) : (
        <ul className="space-y-2">
          {practice.data.sessions.map((session) => (
            <PracticeSessionItem key={session.url} session={session} date={date} tyres={tyres.data ?? []} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PracticeSessionItem({
  session,
  date,
  tyres,
}: {
  session: MyPracticeSession;
  date: string;
  tyres: readonly TyreItem[];
}) {
  const [tyreId, setTyreId] = useState('');
  const addSession = useAddTyreSession();
  const onSet = tyres.find((tyre) => tyre.id === session.tyreId);
  const title = `${session.startTime ?? 'Session'}${session.className ? ` · ${session.className}` : ''}`;
  const save = () =>
    addSession.mutate(
      {
        tyreId: Number(tyreId),
        session: {
          sessionDate: date,
          laps: session.laps ?? 0,
          bestLap: session.fastestLap,
          averageLap: session.averageLap,
          notes: `LiveRC practice ${title}`,
          sourceUrl: session.url,
        },
      },
      {
        onSuccess: () => toast({ title: 'Laps saved to tyre set' }),
        onError: (error) =>
          toast({ title: 'Failed to save laps', description: error.message, variant: 'destructive' }),
      },
    );
  return (
    <li aria-label={title} className="space-y-2 rounded-lg border border-(--border) p-3">
      <p className="font-semibold">{title}</p>
      <p className="text-sm text-(--muted-foreground)">
        {session.laps ?? 0} laps · best {formatRaceTime(session.fastestLap)} · average{' '}
        {formatRaceTime(session.averageLap)}
      </p>
      {session.tyreId !== null ? (
        <p className="text-sm font-medium">
          ✓ On {onSet ? `${tyreTypeName(onSet)}, Set #${onSet.setNumber}` : 'a tyre set'}
        </p>
      ) : !session.laps ? null : tyres.length === 0 ? (
        <p className="text-sm text-(--muted-foreground)">
          Add a tyre set on the Inventory screen to log these laps.
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <LabelledSelect
            label="Tyre set"
            className="min-w-0 flex-1 space-y-1"
            all="Choose a set"
            value={tyreId}
            options={tyres.map((tyre) => ({
              value: String(tyre.id),
              label: `${tyreTypeName(tyre)}, Set #${tyre.setNumber}`,
            }))}
            onChange={setTyreId}
          />
          <Button disabled={!tyreId || addSession.isPending} onClick={save}>
            {addSession.isPending ? 'Saving...' : 'Put laps on set'}
          </Button>
        </div>
      )}
    </li>
  );
}
