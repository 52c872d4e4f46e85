import { describe, expect, it } from 'vitest';
import type { EventRace } from '../../../domain/liverc';
import {
  hasMains,
  MAX_RACES,
  progressMessage,
  type ReadyOutcome,
  racesToStore,
  readyMessage,
} from './race-day-ready';

const race = (id: number, name = `1/8 Nitro Buggy (Heat ${id})`): EventRace => ({
  raceId: id,
  url: `https://redgum.liverc.com/results/?p=view_race_result&id=${id}`,
  label: `Race ${id}: ${name}`,
  raceNumber: id,
  className: '1/8 Nitro Buggy',
  name,
  round: 'Qualifier Round 1',
  completedAt: null,
});

describe('racesToStore', () => {
  it('takes the posted races newest first, as the page lists them, each once', () => {
    const event = {
      raceGroups: [
        { round: 'Main Events', races: [race(9, '1/8 Nitro Buggy A-Main')] },
        { round: 'Qualifier Round 2', races: [race(8), race(7)] },
        { round: 'Qualifier Round 1', races: [race(2), race(7)] },
      ],
    };
    expect(racesToStore(event).map((url) => new URL(url).searchParams.get('id'))).toEqual([
      '9',
      '8',
      '7',
      '2',
    ]);
  });

  it('stops at the newest MAX_RACES of a long meeting', () => {
    const races = Array.from({ length: 55 }, (_, index) => race(100 - index));
    const urls = racesToStore({ raceGroups: [{ round: 'Qualifier Round 1', races }] });
    expect(MAX_RACES).toBe(40);
    expect(urls).toHaveLength(40);
    expect(urls[0]).toBe(race(100).url);
    expect(urls.at(-1)).toBe(race(61).url);
  });

  it('finds no race in an event with none posted, and mains only where there are', () => {
    expect(racesToStore({ raceGroups: [] })).toEqual([]);
    expect(hasMains({ raceGroups: [{ round: 'Q1', races: [race(1)] }] })).toBe(false);
    expect(
      hasMains({ raceGroups: [{ round: 'Main Events', races: [race(2, '1/8 Nitro Buggy A-Main')] }] }),
    ).toBe(true);
  });
});

describe('the messages', () => {
  const at = new Date(2026, 10, 28, 14, 2, 9).getTime();
  const outcome = (changes: Partial<ReadyOutcome>): ReadyOutcome => ({
    own: { stored: 9, asked: 9 },
    eventPages: 6,
    eventName: 'Red Gum Nitro Series Round 6',
    failed: 0,
    asOf: at,
    ...changes,
  });

  it('counts while it works', () => {
    expect(progressMessage(12, 30)).toBe('Storing 12 of 30…');
  });

  it('says what is on the phone and as of when', () => {
    expect(readyMessage(outcome({}), 'en-GB')).toBe(
      'Ready: your data and 6 pages of Red Gum Nitro Series Round 6 are on this phone (as of 14:02:09).',
    );
    expect(readyMessage(outcome({ eventPages: 1 }), 'en-GB')).toBe(
      'Ready: your data and 1 page of Red Gum Nitro Series Round 6 are on this phone (as of 14:02:09).',
    );
    expect(readyMessage(outcome({ eventPages: 0, eventName: null }), 'en-GB')).toBe(
      'Ready: your data is on this phone (as of 14:02:09).',
    );
  });

  it('says how many failed and that tapping again retries them', () => {
    expect(readyMessage(outcome({ eventPages: 4, failed: 2 }), 'en-GB')).toBe(
      'Partly ready: your data and 4 pages of Red Gum Nitro Series Round 6 are on this phone (as of 14:02:09); 2 pages could not be stored. Tap again to retry them.',
    );
    expect(readyMessage(outcome({ own: { stored: 8, asked: 9 }, eventPages: 0, failed: 1 }), 'en-GB')).toBe(
      'Partly ready: part of your data is on this phone (as of 14:02:09); 1 page could not be stored. Tap again to retry it.',
    );
  });

  it('says when nothing could be stored', () => {
    expect(readyMessage(outcome({ own: { stored: 0, asked: 9 }, eventPages: 0, failed: 9 }), 'en-GB')).toBe(
      'Nothing could be stored: check your signal and tap again.',
    );
  });
});
