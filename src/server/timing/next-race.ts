// The racer's next race: their name on a grid not yet run, on the heat sheets of the followed track's event,
// and when it starts, paced by the event page's completion times.
import type { Db } from '../../db/client.ts';
import { findNextRace, type NextRaceAnswer } from '../../domain/timing.ts';
import type { LiveRcService } from '../liverc/service.ts';
import { readSettings } from '../settings/settings-store.ts';
import type { CurrentEventService } from './current-event.ts';
import { preRaceChecklist } from './pre-race-checklist.ts';

export const NO_DRIVER_NAME = 'Set your driver name in Settings to see your next race';
export const NOT_ON_A_GRID = 'You are not on a heat sheet of this event still to run';

export async function nextRaceOf(
  db: Db,
  liverc: LiveRcService,
  currentEvents: CurrentEventService,
  userId: number,
): Promise<NextRaceAnswer> {
  const settings = await readSettings(db, userId);
  if (settings.driverNames.length === 0) return { nextRace: null, reason: NO_DRIVER_NAME };
  // One deadline for both reads: the track's event, then its heat sheets, wait for LiveRC one timeout at most.
  const deadline = liverc.deadline();
  const event = await currentEvents.followed(userId, deadline);
  if (!event?.eventUrl) return { nextRace: null, reason: null };
  const { rounds, completedAt, failure } = await liverc.heatSheets(event.eventUrl, { deadline });
  const found = findNextRace(rounds, settings.driverNames, completedAt);
  // Not found on the grids read, while LiveRC did not send them all: LiveRC's failure, not 'not on a grid'.
  if (!found && failure) throw failure;
  if (!found) return { nextRace: null, reason: NOT_ON_A_GRID };
  const checklist = await preRaceChecklist(
    db,
    liverc,
    userId,
    {
      eventUrl: event.eventUrl,
      track: event.track,
      raceName: found.raceName,
      driverNames: settings.driverNames,
    },
    deadline,
  );
  return { nextRace: { ...found, checklist }, reason: null };
}
