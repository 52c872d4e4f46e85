// Each shortcut of fast-reads.ts against the general helper it stands in for, on the input it reads itself and on
// input it must hand over: a shortcut that read anything differently would change what a page parses to.
import { describe, expect, it } from 'vitest';
import { idOfLink, linkRef, loadDocument, one, resolveUrl, visibleLines } from './common.ts';
import {
  countOf,
  idOfPageLink,
  idOfPlainHref,
  isClock,
  joinedLines,
  linesOfRaw,
  stampOf,
  usualLinkRef,
} from './fast-reads.ts';
import { parseClock, parseCount, parseStamp } from './values.ts';
import { collapse } from './whitespace.ts';

describe('idOfPageLink', () => {
  const pages = ['view_event', 'view_entry_list', 'event_overall_ranking'];
  const origins = ['https://canberraoffroad.liverc.com', 'https://x.liverc.com/results/', 'http://a.example'];
  const queries = [
    'p=view_event&id=486677',
    'p=view_entry_list&id=1',
    'p=event_overall_ranking&id=999999999999999',
    'p=view_event&id=9999999999999999',
    'p=view_event&id=0486677',
    'p=view_event&id=0',
    'p=view_event&id=',
    'p=view_event&id=12a',
    'p=view_event&id=12&x=1',
    'p=view_event&id=12#top',
    'p=view_event_list&id=12',
    'p=view_eventx&id=12',
    'p=view_race_result&id=12',
    'id=12&p=view_event',
    'p=view_event&p=view_entry_list&id=3',
    'p=view%5Fevent&id=12',
    'p=&id=12',
    'p=view_event&id=1%32',
    'p=view_event&ID=12',
    '',
  ];
  it('reads every link as idOfLink does', () => {
    for (const origin of origins)
      for (const query of queries) {
        const url = `${origin}/results/?${query}`;
        expect(idOfPageLink(url, pages), url).toBe(idOfLink(url, ...pages));
        expect(idOfPageLink(url, ['view_session']), url).toBe(idOfLink(url, 'view_session'));
      }
    expect(idOfPageLink('https://a.liverc.com/results/?p=view_event&id=486677', pages)).toBe(486677);
  });
  it('takes the first ? as the query, as idOfLink does', () => {
    const url = 'https://a.liverc.com/x?y/results/?p=view_event&id=5';
    expect(idOfPageLink(url, pages)).toBe(idOfLink(url, ...pages));
  });
});

describe('idOfPlainHref', () => {
  const pages = ['view_event', 'view_session'];
  const pageUrls = [
    'https://canberraoffroad.liverc.com/events/',
    'https://a.liverc.com/practice/?p=session_list&d=2025-10-25',
    'http://a.liverc.com/x/y?z#w',
    'https://a.example:8080/',
    'file:///tmp/x.html',
    'not a url',
  ];
  const hrefs = [
    '/results/?p=view_event&id=486677',
    '/practice/?p=view_session&id=21290331',
    '?p=view_event&id=5',
    '/?p=view_event&id=5',
    '//other.liverc.com/results/?p=view_event&id=5',
    '/results/../?p=view_event&id=5',
    '/results/./?p=view_event&id=5',
    '/r%41/?p=view_event&id=5',
    ' /results/?p=view_event&id=5',
    '/results/?p=view_event&id=5 ',
    '/results/?p=view_event&id=05',
    '/results/?p=view_event&id=5#x',
    '/results/?p=view_entry_list&id=5',
    '/res ults/?p=view_event&id=5',
    'results/?p=view_event&id=5',
    'https://a.liverc.com/results/?p=view_event&id=5',
    '/results?p=view_event&id=5',
    '/results/?p=view_event&id=1234567890123456',
  ];
  it('gives the id idOfPageLink gives for the resolved address, or leaves it to that', () => {
    for (const pageUrl of pageUrls)
      for (const href of hrefs) {
        const url = resolveUrl(href, pageUrl);
        if (url === null) continue;
        const fromHref = idOfPlainHref(href, pages);
        if (fromHref !== undefined) expect(fromHref, `${href} on ${pageUrl}`).toBe(idOfLink(url, ...pages));
      }
    expect(idOfPlainHref('/results/?p=view_event&id=486677', pages)).toBe(486677);
    expect(idOfPlainHref('/results/?p=view_entry_list&id=5', pages)).toBeNull();
    expect(idOfPlainHref('//x/?p=view_event&id=4', pages)).toBeUndefined();
  });
});

describe('isClock', () => {
  const texts = [
    '4:36:38pm',
    '10:58:33am',
    '12:00:00am',
    '0:36:38pm',
    '13:00:00pm',
    '00:10:10am',
    '09:10:10pm',
  ];
  const odd = ['4:36pm', '4:66:38pm', '4:36:68pm', '4:36:38PM', '4:36:38 pm', '4:36:38p.m.', 'x4:36:38pm'];
  const more = [
    '4:36:38pmx',
    '14:36:38pm',
    '4:3:38pm',
    '4-36-38pm',
    '',
    ':36:38pm',
    '1:36:3apm',
    '99:59:59am',
  ];
  it('says a time is read exactly when parseClock reads one', () => {
    for (const text of [...texts, ...odd, ...more])
      expect(isClock(text), text).toBe(parseClock(text) !== null);
  });
  it('checks every hour, minute and second of the plain form', () => {
    for (let hour = 0; hour <= 99; hour += 1)
      for (const minute of ['00', '09', '59', '60', '5x'])
        for (const suffix of ['am', 'pm', 'xm', 'ax']) {
          const text = `${hour}:${minute}:${minute}${suffix}`;
          expect(isClock(text), text).toBe(parseClock(text) !== null);
        }
  });
});

describe('countOf', () => {
  it('reads every count as parseCount does', () => {
    const texts = [
      '0',
      '7',
      '007',
      '1204',
      '1,204',
      '12,04',
      '999999999999999',
      '9999999999999999',
      '',
      ' 7',
    ];
    for (const text of [...texts, '7 ', '1e3', '-1', '+1', '1.0', 'N/A', '٣', '12a'])
      expect(countOf(text), text).toBe(parseCount(text));
  });
});

describe('linesOfRaw', () => {
  it('splits as visibleLines does', () => {
    const cells = [
      '9<br />8:28',
      'Fast: 34.746<br />Avg: 56.437',
      '\n\t\tFirst Session: 10:58:33am<br />\n\t\tLast Session: 4:36:38pm<br />\n\t',
      '<br><br>',
      '',
      ' a&nbsp; b <br/>\u2028 c ',
    ];
    for (const cell of cells) {
      const doc = loadDocument(`<table><tr><td>${cell}</td></tr></table>`);
      const td = one('td', doc);
      const raw = cell.replace(/<br\s*\/?>/g, '\n').replace(/&nbsp;/g, '\u00a0');
      expect(linesOfRaw(raw), cell).toEqual(visibleLines(td));
      expect(linesOfRaw(raw).every((line) => collapse(line) === line)).toBe(true);
    }
  });
});

describe('joinedLines', () => {
  it('joins as visibleLines does', () => {
    const raws = [
      'Fast: 34.746\nAvg: 56.437',
      'a',
      '',
      '\n',
      'a\n',
      '\na',
      'a\n\nb',
      'a \nb',
      'a\n b',
      'a  b',
    ];
    for (const raw of [...raws, ' a', 'a ', 'a\tb', 'a\u00a0b', 'a\rb', 'a\u2028b', 'Fast: 1\nAvg: 2\n'])
      expect(joinedLines(raw), JSON.stringify(raw)).toBe(linesOfRaw(raw).join('\n'));
  });
});

describe('stampOf', () => {
  it('reads every stamp as parseStamp does', () => {
    const stamps = [
      '2025-10-25 16:36:38',
      '2025-10-25',
      '2025-10-25 16:36',
      ' 2025-10-25 16:36:38',
      '2025-10-25T16:36:38',
    ];
    for (const text of [
      ...stamps,
      '2025-1x-25 16:36:38',
      '2025/10/25 16:36:38',
      '2025-10-25 16-36-38',
      '',
      null,
    ])
      expect(stampOf(text), String(text)).toBe(parseStamp(text));
    for (let at = 0; at < 19; at += 1) {
      const text = `${'2025-10-25 16:36:38'.slice(0, at)}x${'2025-10-25 16:36:38'.slice(at + 1)}`;
      expect(stampOf(text), text).toBe(parseStamp(text));
    }
  });
});

describe('usualLinkRef', () => {
  it("gives linkRef's page and id for every form of link", () => {
    const queries = [
      'p=view_race_result&id=6304825',
      'p=view_race_result&id=0',
      'p=view_race_result&id=007',
      'p=view_race_result&id=123456789012345',
      'p=view_race_result&id=1234567890123456',
      'p=view_race_result&id=99999999999999999',
      'p=view_race_result&id=',
      'p=view_race_result&id=12a',
      'p=view_race_result&id=-1',
      'p=&id=4',
      'p=view.round-ranking_2&id=4',
      'p=view%5Frace&id=4',
      'p=view_event&id=1&id=2',
      'p=view_event&id=1&o=laps',
      'p=view_event&idx=1',
      'p=view_event',
      'p=a=b&id=1',
      'p=a+b&id=2',
      'id=3&p=view_event',
      'p=view_event&&id=1',
      'p=view_event&id=1#x',
      '',
    ];
    const urls = [
      ...queries.map((query) => `https://canberraoffroad.liverc.com/results/?${query}`),
      'https://canberraoffroad.liverc.com/results/',
      'https://canberraoffroad.liverc.com/results/?',
    ];
    for (const url of urls) expect(usualLinkRef(url), url).toEqual(linkRef(url));
  });
});
