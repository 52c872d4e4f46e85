// 'Your next race': where the racer starts next, how many races before it, about when (LiveRC gives no start
// times: it is paced from the races posted so), and a phone notification when the race before theirs is on track.
import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { raceNextMessage } from '../../../../domain/push';
import {
  checklistDue,
  estimateBasisText,
  estimateRecordText,
  startText,
} from '../../../../domain/race-start-estimate';
import { type NextRace, nextRaceText } from '../../../../domain/timing';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { useNextRace } from '../api/get-next-race';

const notifiable = () => typeof Notification !== 'undefined';

export function NextRaceCard() {
  const answer = useNextRace(true);
  const [permission, setPermission] = useState(() => (notifiable() ? Notification.permission : 'denied'));
  const race = answer.data?.nextRace ?? null;
  useNotifyBeforeRace(race, permission === 'granted');

  if (!answer.data) {
    // The card's place is kept while the heat sheets are read, so the cards below it never jump down.
    return answer.isPending ? (
      <Card aria-labelledby="next-race-title" aria-busy className="space-y-2">
        <NextRaceTitle />
        <Skeleton className="h-5 w-4/5" />
      </Card>
    ) : null;
  }
  return (
    <Card aria-labelledby="next-race-title" className="space-y-2">
      <NextRaceTitle />
      {race ? (
        <>
          <p className="font-semibold">{nextRaceText(race)}</p>
          <p className="text-sm text-(--muted-foreground)">
            {race.round ? `${race.round} · ` : ''}
            {race.racesBefore === 0
              ? 'Your race is next'
              : `${race.racesBefore} ${race.racesBefore === 1 ? 'race' : 'races'} before yours`}
            {race.raceBefore ? ` · before it: ${race.raceBefore}` : ''}
          </p>
          <StartEstimate estimate={race.startEstimate} />
          <Checklist race={race} />
          {notifiable() && permission === 'default' && (
            <Button
              variant="secondary"
              onClick={() => void Notification.requestPermission().then(setPermission)}
            >
              <Bell aria-hidden className="size-4" />
              Notify me before my race
            </Button>
          )}
        </>
      ) : (
        <p className="text-sm text-(--muted-foreground)">
          {answer.data.reason ?? 'No race of yours is scheduled.'}
        </p>
      )}
    </Card>
  );
}

/** 'Starts about 14:40 (± 6 min)', the races before it compactly, how it is estimated and how it has done. */
function StartEstimate({ estimate }: { estimate: NextRace['startEstimate'] }) {
  if (!estimate) {
    return (
      <p className="text-sm text-(--muted-foreground)">
        No start time yet: it is estimated once two races of the day are posted less than 20 minutes apart.
      </p>
    );
  }
  return (
    <>
      <p className="font-semibold">Starts {startText(estimate)}</p>
      {estimate.racesBefore.length > 0 && (
        <p className="text-sm text-(--muted-foreground)">
          Coming up: {estimate.racesBefore.map((race) => `${race.raceName} ${race.at}`).join(' · ')}
        </p>
      )}
      <p className="text-sm text-(--muted-foreground)">{estimateBasisText(estimate.intervalMinutes)}</p>
      {estimate.record && (
        <p className="text-sm text-(--muted-foreground)">{estimateRecordText(estimate.record)}</p>
      )}
    </>
  );
}

/** From 15 minutes before the estimated start: tyres, setup sheet and transponder, to check at the car. */
function Checklist({ race }: { race: NextRace }) {
  const now = useMinuteClock();
  const { checklist, startEstimate } = race;
  if (!checklist || !startEstimate || !checklistDue(startEstimate.at, now)) return null;
  return (
    <section aria-labelledby="pre-race-checklist-title" className="rounded-md border p-3 text-sm">
      <h3 id="pre-race-checklist-title" className="font-semibold">
        Before your race
      </h3>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        <li>Tyres: {checklist.tyreSet ?? 'no race of this event logged with a set yet'}</li>
        <li>
          Setup sheet:{' '}
          {checklist.setupSheet
            ? `${checklist.setupSheet.name ?? formatDate(checklist.setupSheet.date)} · ${checklist.setupSheet.car}`
            : 'none kept for this track'}
        </li>
        <li>Transponder: {checklist.transponder ?? 'not on the entry list'}</li>
      </ul>
    </section>
  );
}

/** The time now, renewed every half minute so the checklist appears on time. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const NextRaceTitle = () => (
  <h2 id="next-race-title" className="text-lg font-bold">
    My next race
  </h2>
);

/** One notification per race, once the race before it is the next to run. */
function useNotifyBeforeRace(race: NextRace | null, allowed: boolean) {
  const key = race ? `${race.round}-${race.raceNumber}-${race.raceName}` : null;
  const due = race !== null && race.racesBefore <= 1;
  useEffect(() => {
    if (!allowed || !due || !key || !race) return;
    const storageKey = `pitboard-notified-${key}`;
    if (sessionStorage.getItem(storageKey)) return;
    sessionStorage.setItem(storageKey, '1');
    const message = raceNextMessage(race);
    new Notification(message.title, { body: message.body, tag: message.tag });
  }, [allowed, due, key, race]);
}
