import { describe, expect, it } from 'vitest';
import { collapse, linkRef } from './common.ts';
import { collapseSpaces, usualLinkRef } from './scan-text.ts';

describe('collapseSpaces', () => {
  // Every character JavaScript's \s matches, and neighbours that it does not.
  const spaces = [...'\t\n\v\f\r \u00a0\u1680\u2000\u2005\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'];
  const others = [...'ab\u200b\u180e\u0085\u2060x'];
  it('gives what collapse gives, on every mix of spaces and letters up to four long', () => {
    const alphabet = [...spaces, ...others];
    const texts = [''];
    for (let size = 1; size <= 4; size += 1)
      for (let n = 0; n < alphabet.length ** size; n += 3) {
        let text = '';
        for (let k = 0, rest = n; k < size; k += 1, rest = Math.floor(rest / alphabet.length))
          text += alphabet[rest % alphabet.length];
        texts.push(text);
      }
    texts.push(
      '\n\t\t\tFELIX KOEGLER\n\t\t',
      ' Race 6: 1/8 Nitro Buggy (1/8 Nitro Buggy  (Heat 3/3))',
      'A B',
      ' A\u00a0B ',
      'Entries: 1,204\nDrivers: 87\t\t\t\t\t',
    );
    for (const text of texts) expect(collapseSpaces(text), JSON.stringify(text)).toBe(collapse(text));
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
