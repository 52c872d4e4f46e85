// The class view's session order (src/domain/event-class-view.ts) on a real club day's event page (Canberra, Nov
// 2025: three qualifier rounds of three nitro heats, mains D to A), as the event reader gives its races.
import { expect, it } from 'vitest';
import { classRaces } from '../../domain/event-class-view.ts';
import { parseEvent } from './event.ts';
import { describeRealPages, expectOk, readRealPage } from './testing/pages.ts';

describeRealPages('classRaces on a real event', () => {
  const url = 'https://canberraoffroad.liverc.com/results/?p=view_event&id=486677';
  const event = expectOk(parseEvent(readRealPage('event_486677_canberraoffroad.html'), url));
  const races = event.raceGroups.flatMap((group) => group.races);

  it('runs the nitro qualifier rounds in order, then the mains from the D up to the A', () => {
    const nitro = classRaces(races, '1/8 Nitro Buggy');
    expect(nitro.map((race) => race.session)).toEqual([
      ...Array(3).fill('Qualifier Round 1'),
      ...Array(3).fill('Qualifier Round 2'),
      ...Array(3).fill('Qualifier Round 3'),
      'D-Main',
      'C-Main',
      'B-Main',
      'A-Main',
    ]);
    expect(nitro.slice(0, 3).map((race) => race.name.replace(/\s+/g, ' '))).toEqual([
      '1/8 Nitro Buggy (Heat 1/3)',
      '1/8 Nitro Buggy (Heat 2/3)',
      '1/8 Nitro Buggy (Heat 3/3)',
    ]);
  });

  it("keeps the electric triple mains' legs apart, and no other class", () => {
    const electric = classRaces(races, '1/8 Electric Buggy').filter((race) => race.kind === 'main');
    expect(electric.map((race) => race.session)).toEqual([
      'C1-Main',
      'C2-Main',
      'C3-Main',
      'B1-Main',
      'B2-Main',
      'B3-Main',
      'A1-Main',
      'A2-Main',
      'A3-Main',
    ]);
    expect(classRaces(races, 'Junior').map((race) => race.name)).toEqual(['Junior A-Main']);
  });
});
