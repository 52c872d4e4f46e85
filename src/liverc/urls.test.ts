import { describe, expect, it } from 'vitest';
import {
  catalogueUrl,
  entryListUrl,
  eventIdFromUrl,
  eventPageUrlOf,
  eventsListUrl,
  eventUrl,
  isLiveRcUrl,
  LIVERC_URL_ERROR,
  LiveRcUrlError,
  pageRefOf,
  parseLiveRcUrl,
  practiceDayUrl,
  raceIdFromUrl,
  trackSlugOf,
  trackUrl,
  tryParseLiveRcUrl,
} from './urls.ts';

describe('parseLiveRcUrl accepts LiveRC addresses', () => {
  it.each([
    ['https://live.liverc.com/', 'https://live.liverc.com/'],
    ['https://canberraoffroad.liverc.com/', 'https://canberraoffroad.liverc.com/'],
    [
      'https://canberraoffroad.liverc.com/results/?p=view_event&id=486677',
      'https://canberraoffroad.liverc.com/results/?p=view_event&id=486677',
    ],
    ['https://417raceplace.liverc.com/events/', 'https://417raceplace.liverc.com/events/'],
    ['https://my-track.liverc.com', 'https://my-track.liverc.com/'],
    ['https://FastandFunToyandHobby.LiveRC.com/', 'https://fastandfuntoyandhobby.liverc.com/'],
    ['  https://trc.liverc.com/live/  ', 'https://trc.liverc.com/live/'],
    ['https://trc.liverc.com:443/', 'https://trc.liverc.com/'],
    ['https://www.grccc.liverc.com/practice/', 'https://grccc.liverc.com/practice/'],
    ['https://trc.liverc.com/results/#top', 'https://trc.liverc.com/results/'],
  ])('%s', (input, normalised) => {
    expect(parseLiveRcUrl(input).toString()).toBe(normalised);
  });
});

describe('parseLiveRcUrl refuses everything else', () => {
  it.each([
    ['a path posing as a host', 'https://evil.com/.liverc.com'],
    ['a look-alike suffix', 'https://liverc.com.evil.com'],
    ['userinfo before another host', 'https://a.liverc.com@evil.com'],
    ['userinfo on a LiveRC host', 'https://user:pass@x.liverc.com/'],
    ['an IPv4 literal', 'https://127.0.0.1'],
    ['an IPv4 literal with a path', 'https://127.0.0.1/x.liverc.com'],
    ['the metadata address', 'http://169.254.169.254/latest/'],
    ['an IPv6 literal', 'https://[::1]/'],
    ['a decimal IP', 'https://2130706433/'],
    ['plain http', 'http://x.liverc.com'],
    ['a non-default port', 'https://x.liverc.com:8443'],
    ['port 80 on https', 'https://x.liverc.com:80/'],
    ['an underscore in the slug', 'https://x_y.liverc.com'],
    ['a leading hyphen', 'https://-x.liverc.com/'],
    ['a trailing hyphen', 'https://x-.liverc.com/'],
    ['punycode', 'https://xn--nicode-2ya.liverc.com/'],
    ['a Unicode host', 'https://ünicode.liverc.com/'],
    ['full-width look-alike characters', 'https://x.ｌｉｖｅｒｃ.com/'],
    ['a trailing dot', 'https://x.liverc.com./'],
    ['a nested subdomain', 'https://a.b.liverc.com/'],
    ['the bare domain', 'https://liverc.com/'],
    ['another host', 'https://evil.com/'],
    ['a backslash trick', 'https://evil.com\\.liverc.com/'],
    ['an encoded dot', 'https://x%2eevil.com/.liverc.com'],
    ['an ftp URL', 'ftp://x.liverc.com/'],
    ['a javascript URL', 'javascript:alert(1)//x.liverc.com'],
    ['a relative URL', '/results/'],
    ['a scheme-less URL', '//x.liverc.com/'],
    ['an empty string', ''],
    ['text', 'not a url'],
    ['a very long URL', `https://x.liverc.com/${'a'.repeat(3000)}`],
  ])('%s: %s', (_, input) => {
    expect(() => parseLiveRcUrl(input)).toThrow(LiveRcUrlError);
    expect(() => parseLiveRcUrl(input)).toThrow(LIVERC_URL_ERROR);
    expect(tryParseLiveRcUrl(input)).toBeNull();
    expect(isLiveRcUrl(input)).toBe(false);
  });

  it('uses the exact error text', () => {
    expect(LIVERC_URL_ERROR).toBe('URL must be a LiveRC address');
    expect(new LiveRcUrlError().message).toBe('URL must be a LiveRC address');
  });
});

describe('trackSlugOf', () => {
  it('gives the lower-cased slug of track URLs and null for LiveRC’s own hosts', () => {
    expect(trackSlugOf('https://BayRC.liverc.com/events/')).toBe('bayrc');
    expect(trackSlugOf(new URL('https://trc.liverc.com/'))).toBe('trc');
    expect(trackSlugOf('https://live.liverc.com/')).toBeNull();
    expect(trackSlugOf('https://www.liverc.com/')).toBeNull();
    expect(trackSlugOf('https://evil.com/')).toBeNull();
  });
});

describe('page URL builders', () => {
  it('build the addresses of docs/liverc/REFERENCE.md', () => {
    expect(catalogueUrl()).toBe('https://live.liverc.com/');
    expect(trackUrl('CanberraOffRoad')).toBe('https://canberraoffroad.liverc.com/');
    expect(eventsListUrl('canberraoffroad')).toBe('https://canberraoffroad.liverc.com/events/');
    expect(eventUrl('canberraoffroad', 486677)).toBe(
      'https://canberraoffroad.liverc.com/results/?p=view_event&id=486677',
    );
    expect(entryListUrl('canberraoffroad', '486677')).toBe(
      'https://canberraoffroad.liverc.com/results/?p=view_entry_list&id=486677',
    );
    expect(practiceDayUrl('canberraoffroad', '2025-10-25')).toBe(
      'https://canberraoffroad.liverc.com/practice/?p=session_list&d=2025-10-25',
    );
  });

  it('every built URL passes the address rule', () => {
    for (const url of [trackUrl('a'), eventUrl('a', 1), practiceDayUrl('a', '2025-01-31'), catalogueUrl()]) {
      expect(isLiveRcUrl(url)).toBe(true);
    }
  });

  it('refuse bad slugs, ids, months and dates', () => {
    expect(() => trackUrl('evil.com/x')).toThrow(LIVERC_URL_ERROR);
    expect(() => trackUrl('x_y')).toThrow(LIVERC_URL_ERROR);
    expect(() => trackUrl('live')).toThrow(LIVERC_URL_ERROR);
    expect(() => eventUrl('trc', '1&p=evil')).toThrow(RangeError);
    expect(() => entryListUrl('trc', 0)).toThrow(RangeError);
    expect(() => entryListUrl('trc', 1.5)).toThrow(RangeError);
    expect(() => practiceDayUrl('trc', '2025-10-32')).toThrow(RangeError);
  });
});

describe('ids from URLs', () => {
  it('reads event and race ids whatever the parameter order or encoding', () => {
    expect(eventIdFromUrl('https://x.liverc.com/results/?p=view_event&id=486677')).toBe(486677);
    expect(eventIdFromUrl('https://x.liverc.com/results/?p=view_entry_list&id=486677')).toBe(486677);
    expect(eventIdFromUrl('https://x.liverc.com/results/?p=event%5Foverall%5Franking&id=486677')).toBe(
      486677,
    );
    expect(raceIdFromUrl('https://x.liverc.com/results/?p=view_race_result&id=6304829')).toBe(6304829);
    expect(raceIdFromUrl('https://x.liverc.com/results/?id=6582282&p=view_race_result')).toBe(6582282);
    expect(raceIdFromUrl('https://x.liverc.com/results/?p=view%5Frace%5Fresult&id=6304822')).toBe(6304822);
    expect(raceIdFromUrl('?p=view_race_result&id=5', 'https://x.liverc.com/results/')).toBe(5);
    expect(pageRefOf('https://x.liverc.com/practice/?p=view_session&id=21289501')).toEqual({
      page: 'view_session',
      id: 21289501,
    });
  });

  it('answers null for another page type or a missing or malformed id', () => {
    expect(raceIdFromUrl('https://x.liverc.com/results/?p=view_event&id=486677')).toBeNull();
    expect(eventIdFromUrl('https://x.liverc.com/results/?p=view_race_result&id=1')).toBeNull();
    expect(raceIdFromUrl('https://x.liverc.com/results/?p=view_race_result')).toBeNull();
    expect(raceIdFromUrl('https://x.liverc.com/results/?p=view_race_result&id=12a')).toBeNull();
    expect(raceIdFromUrl('https://x.liverc.com/results/?p=view_race_result&id=0')).toBeNull();
    expect(raceIdFromUrl('not a url')).toBeNull();
    expect(pageRefOf('https://x.liverc.com/events/')).toBeNull();
  });
});

describe('eventPageUrlOf', () => {
  it('reads a pasted event link as the event page Pitboard reads', () => {
    const page = 'https://redgum.liverc.com/results/?p=view_event&id=500311';
    expect(eventPageUrlOf(page)).toBe(page);
    expect(eventPageUrlOf(' https://www.RedGum.liverc.com/results/?id=500311&p=view_event#races ')).toBe(
      page,
    );
    expect(eventPageUrlOf('https://redgum.liverc.com/results?p=view%5Fevent&id=500311')).toBe(page);
  });

  it('answers null for any other address', () => {
    for (const other of [
      'https://redgum.liverc.com/',
      'https://redgum.liverc.com/events/',
      'https://redgum.liverc.com/results/?p=view_race_result&id=6610101',
      'https://redgum.liverc.com/results/?p=view_event',
      'https://live.liverc.com/results/?p=view_event&id=500311',
      'https://redgum.liverc.com/practice/?p=view_event&id=500311',
      'https://redgum.example.com/results/?p=view_event&id=500311',
      'http://redgum.liverc.com/results/?p=view_event&id=500311',
      'view_event 500311',
    ])
      expect(eventPageUrlOf(other), other).toBeNull();
  });
});
