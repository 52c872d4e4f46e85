import { describe, expect, it } from 'vitest';
import { linkRef } from './common.ts';
import { usualLinkRef } from './scan-text.ts';

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
