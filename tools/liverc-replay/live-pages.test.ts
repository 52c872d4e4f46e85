// The live race's edits to recorded pages, on the parsers' own fixtures (other markup than the demo's):
// the edited pages still parse, and say what the race's moment says.
import { describe, expect, it } from 'vitest';
import { parseEvent } from '../../src/liverc/parsers/event.ts';
import { expectOk, readFixture } from '../../src/liverc/parsers/testing/pages.ts';
import { parseTrackCatalogue } from '../../src/liverc/parsers/track-catalogue.ts';
import { parseTrackPage } from '../../src/liverc/parsers/track-page.ts';
import { withCatalogueActivity, withLiveTile, withoutRaceRows } from './live-pages.ts';

const TRACK = 'https://synthetic.liverc.com/';
const EVENT = 'https://synthetic.liverc.com/results/?p=view_event&id=500003';
const CATALOGUE = 'https://live.liverc.com/';

describe('withoutRaceRows', () => {
  const raceIds = (html: string) =>
    expectOk(parseEvent(html, EVENT)).raceGroups.flatMap((group) => group.races.map((race) => race.raceId));

  it('drops the rows linking the race, however the link is written', () => {
    const html = readFixture('event.html');
    expect(raceIds(html)).toEqual([7000007, 7000006, 7000002, 7000001]);
    // 7000006 is linked as `?id=7000006&p=view%5Frace%5Fresult`.
    expect(raceIds(withoutRaceRows(html, EVENT, 7000006))).toEqual([7000007, 7000002, 7000001]);
    expect(raceIds(withoutRaceRows(html, EVENT, 7000001))).toEqual([7000007, 7000006, 7000002]);
  });

  it('leaves a page without the race as it is', () => {
    const html = readFixture('event.html');
    expect(withoutRaceRows(html, EVENT, 123)).toBe(html);
  });
});

describe('withLiveTile', () => {
  const html = readFixture('track-dashboard.html');
  const read = (page: string) => expectOk(parseTrackPage(page, TRACK));

  it('says LIVE (Racing) while the race runs and offline after, the rest of the page untouched', () => {
    expect(read(html).liveStatusText).toBe('LIVE (Practice)');
    expect(read(withLiveTile(html, true))).toEqual({
      ...read(html),
      liveStatus: 'racing',
      liveStatusText: 'LIVE (Racing)',
    });
    expect(read(withLiveTile(html, false))).toMatchObject({
      liveStatus: 'offline',
      liveStatusText: 'Track is Offline',
    });
    expect(withLiveTile(html, false)).toContain('<i class="fa fa-times"></i>');
  });
});

describe('withCatalogueActivity', () => {
  const html = readFixture('track-catalogue.html');
  const activities = (page: string) =>
    expectOk(parseTrackCatalogue(page, CATALOGUE)).tracks.map((track) => [track.slug, track.activity]);

  it("changes only the race track's row", () => {
    expect(activities(html)).toEqual([
      ['synthetic', 'racing'],
      ['mixedcasehobby', 'practising'],
      ['417oldtrack', 'idle'],
    ]);
    expect(activities(withCatalogueActivity(html, 'synthetic.liverc.com', false))).toEqual([
      ['synthetic', 'idle'],
      ['mixedcasehobby', 'practising'],
      ['417oldtrack', 'idle'],
    ]);
    // Hosts are matched without regard to case, as the catalogue writes some in mixed case.
    expect(activities(withCatalogueActivity(html, 'mixedcasehobby.liverc.com', true))[1]).toEqual([
      'mixedcasehobby',
      'racing',
    ]);
    expect(withCatalogueActivity(html, '417oldtrack.liverc.com', true)).toContain(
      'data-href="//417oldtrack.liverc.com/live/"',
    );
  });
});
