import { describe, expect, it } from 'vitest';
import { describeRealPages, expectOk, readFixture, readRealPage } from './testing/pages.ts';
import { decodeNoSpam, parseTrackPage } from './track-page.ts';

describe('parseTrackPage on a synthetic page', () => {
  it('reads every field of a track that is live practising', () => {
    const result = parseTrackPage(readFixture('track-dashboard.html'), 'https://synthetic.liverc.com/');
    expect(result).toEqual({
      ok: true,
      warnings: [],
      data: {
        slug: 'synthetic',
        name: 'Synthetic Raceway',
        liveStatus: 'practising',
        liveStatusText: 'LIVE (Practice)',
        addressLines: ['12 Pit Lane', 'Springfield, ST 01234', 'United States'],
        address: '12 Pit Lane, Springfield, ST 01234, United States',
        phone: null,
        website: 'http://www.synthetic-raceway.example',
        email: 'info@synthetic-raceway.example',
        description: 'Indoor clay, 1/10 scale.\nOpen Tuesday & Friday nights.',
        logoUrl:
          'https://assets.livetimescoring.com/track_logos/4242/synthetic_logo.png?dt=2024-01-01_00:00:00',
        trackId: 4242,
        month: { results: 1262, practiceSessions: 14, videos: 0 },
        lifetime: { laps: 1234567, practiceSessions: 8405, races: 999, entries: 3132, events: 12 },
      },
    });
  });

  it('warns about a live status text it does not know instead of guessing', () => {
    const html = readFixture('track-dashboard.html').replace('LIVE (Practice)', 'LIVE (Drag Racing)');
    const result = parseTrackPage(html, 'https://synthetic.liverc.com/');
    expect(expectOk(result).liveStatus).toBeNull();
    expect(result.warnings).toEqual(["unknown live status 'LIVE (Drag Racing)'"]);
  });

  it.each([
    ['an empty string', ''],
    ['an events list', readFixture('events-list.html')],
  ])('refuses %s', (_, html) => {
    expect(parseTrackPage(html, 'https://synthetic.liverc.com/')).toMatchObject({
      ok: false,
      error: 'not a track dashboard page',
    });
  });
});

describe('decodeNoSpam', () => {
  it('joins the two script arguments, and refuses when the shown text disagrees', () => {
    expect(decodeNoSpam("javascript:noSpam('info', 'cormcc.org');", 'info@cormcc.org')).toBe(
      'info@cormcc.org',
    );
    expect(decodeNoSpam("javascript:noSpam('info', 'cormcc.org');", '')).toBe('info@cormcc.org');
    expect(decodeNoSpam("javascript:noSpam('info', 'cormcc.org');", 'other@cormcc.org')).toBeNull();
    expect(decodeNoSpam(null, 'N/A')).toBeNull();
  });
});

describeRealPages('parseTrackPage on the real dashboards', () => {
  it('reads Canberra (offline, no phone, no logo)', () => {
    const result = parseTrackPage(
      readRealPage('track-dashboard_canberraoffroad.html'),
      'https://canberraoffroad.liverc.com/',
    );
    expect(result).toEqual({
      ok: true,
      warnings: [],
      data: {
        slug: 'canberraoffroad',
        name: 'Canberra Off Road Model Car Club',
        liveStatus: 'offline',
        liveStatusText: 'Track is Offline',
        addressLines: ['Kyeema Street', 'Narrabundah 02604', 'Australia'],
        address: 'Kyeema Street, Narrabundah 02604, Australia',
        phone: null,
        website: 'http://www.cormcc.org',
        email: 'info@cormcc.org',
        description: null,
        logoUrl: null,
        trackId: null,
        month: { results: 30, practiceSessions: 1, videos: 0 },
        lifetime: { laps: 230327, practiceSessions: 8405, races: 1894, entries: 3132, events: 102 },
      },
    });
  });

  it('reads BBRCC (slug differs from the name; phone and logo)', () => {
    const data = expectOk(
      parseTrackPage(readRealPage('track-dashboard_bayrc_bbrcc-offroad.html'), 'https://bayrc.liverc.com/'),
    );
    expect(data).toMatchObject({
      slug: 'bayrc',
      name: 'BBRCC Off-Road',
      liveStatus: 'offline',
      addressLines: ['Hanging Rock Complex', 'Batemans Bay A2536', 'Australia'],
      phone: '+61 403 594 396',
      website: 'http://www.bayrc.com.au',
      email: 'batemansbayrc@gmail.com',
      logoUrl: 'https://assets.livetimescoring.com/track_logos/1956/bbrcc_logo.png?dt=2021-06-17_00:00:00',
      trackId: 1956,
      month: { results: 0, practiceSessions: 43, videos: 0 },
      lifetime: { laps: 98387, practiceSessions: 4115, races: 937, entries: 1598, events: 54 },
    });
  });

  it('reads Thunder Alley while LIVE (Racing), with its description', () => {
    const data = expectOk(
      parseTrackPage(
        readRealPage('track-dashboard_thunderalley_live-racing.html'),
        'https://thunderalley.liverc.com/',
      ),
    );
    expect(data).toMatchObject({
      slug: 'thunderalley',
      name: 'Thunder Alley RC Speedway',
      liveStatus: 'racing',
      liveStatusText: 'LIVE (Racing)',
      address: '5320 US 301, Lucama, NC 27851, United States',
      phone: '+1 252-291-4088',
      website: 'http://www.thunder-alley.com/',
      email: 'worldofrcparts@aol.com',
      trackId: 3013,
      month: { results: 262, practiceSessions: 2149, videos: 242 },
      lifetime: { laps: 6753663, practiceSessions: 115168, races: 20959, entries: 34957, events: 898 },
    });
    expect(data.description?.split('\n')).toHaveLength(8);
    expect(data.description?.split('\n')[0]).toBe('Two (2) Indoor Tracks:');
    expect(data.description?.split('\n')[7]).toBe('Wi-Fi available.');
  });
});
