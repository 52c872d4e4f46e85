// The racer's next race: their name on a grid not yet run, on the heat sheets of the followed track's event.
import type { Db } from '../../db/client.ts';
import { findNextRace, type NextRaceAnswer } from '../../domain/timing.ts';
import type { LiveRcService } from '../liverc/service.ts';
import { readSettings } from '../settings/service.ts';
import type { CurrentEventService } from './current-event.ts';

export const NO_DRIVER_NAME = 'Set your driver name in Settings to see your next race';
export const NOT_ON_A_GRID = 'You are not on a heat sheet of this event still to run';

export async function nextRaceOf(
  db: Db,
  liverc: LiveRcService,
  currentEvents: CurrentEventService,
  userId: number,
): Promise<NextRaceAnswer> {
  const settings = await readSettings(db, userId);
  if (!settings.driverName) return { nextRace: null, reason: NO_DRIVER_NAME };
  const event = await currentEvents.current(userId);
  if (!event?.eventUrl) return { nextRace: null, reason: null };
  const rounds = await liverc.heatSheets(event.eventUrl);
  const nextRace = findNextRace(rounds, settings.driverName);
  return { nextRace, reason: nextRace ? null : NOT_ON_A_GRID };
}
