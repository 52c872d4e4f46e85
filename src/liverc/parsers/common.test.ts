import { describe, expect, it } from 'vitest';
import {
  all,
  decodeEntities,
  hiddenText,
  loadDocument,
  one,
  resolveUrl,
  visibleLines,
  visibleText,
} from './common.ts';

describe('visible text', () => {
  const doc = loadDocument(
    '<table><tr><td id="a"><span class="hidden">BRATTON, RICHARD</span>RICHARD  BRATTON</td>' +
      '<td id="b"><div class="hidden">111.828</div>1:51.828</td>' +
      '<td id="c">May 3, 2025 to <br />May 4, 2025<!-- <a href="/events/">x</a> --></td>' +
      '<td id="d">A &amp; B&nbsp;C<script>var x = 1;</script></td></tr></table>',
  );
  const cell = (id: string) => one(`#${id}`, doc);

  it('leaves hidden sort cells, comments and scripts out of the shown text', () => {
    expect(visibleText(cell('a'))).toBe('RICHARD BRATTON');
    expect(visibleText(cell('b'))).toBe('1:51.828');
    expect(visibleText(cell('c'))).toBe('May 3, 2025 to May 4, 2025');
    expect(visibleText(cell('d'))).toBe('A & B C');
  });

  it('reads the hidden sort value separately', () => {
    const b = cell('b');
    expect(b && hiddenText(b)).toBe('111.828');
    const c = cell('c');
    expect(c && hiddenText(c)).toBeNull();
  });

  it('splits lines at <br>', () => {
    expect(visibleLines(cell('c'))).toEqual(['May 3, 2025 to', 'May 4, 2025']);
  });

  it('never selects elements inside comments', () => {
    expect(all('a', doc)).toEqual([]);
  });
});

describe('resolveUrl', () => {
  const page = 'https://canberraoffroad.liverc.com/results/?p=view_event&id=486677';

  it('resolves scheme-less, root-relative and query-only links against the page', () => {
    expect(resolveUrl('//raceplacerc.liverc.com/', 'https://live.liverc.com/')).toBe(
      'https://raceplacerc.liverc.com/',
    );
    expect(resolveUrl('/results/?p=view_race_result&id=6304829', page)).toBe(
      'https://canberraoffroad.liverc.com/results/?p=view_race_result&id=6304829',
    );
    expect(resolveUrl('?p=view_race_result&id=1', page)).toBe(
      'https://canberraoffroad.liverc.com/results/?p=view_race_result&id=1',
    );
  });

  it('forces https for LiveRC hosts only', () => {
    expect(resolveUrl('http://x.liverc.com/a', page)).toBe('https://x.liverc.com/a');
    expect(resolveUrl('//x.liverc.com/', 'http://127.0.0.1:9999/')).toBe('https://x.liverc.com/');
    expect(resolveUrl('http://www.cormcc.org', page)).toBe('http://www.cormcc.org/');
  });

  it('answers null for fragments, javascript: links and other schemes', () => {
    expect(resolveUrl('#', page)).toBeNull();
    expect(resolveUrl("javascript:noSpam('a', 'b');", page)).toBeNull();
    expect(resolveUrl('mailto:a@b.c', page)).toBeNull();
    expect(resolveUrl('', page)).toBeNull();
    expect(resolveUrl('/x', 'not a url')).toBeNull();
  });
});

describe('decodeEntities', () => {
  it('decodes the entities LiveRC leaves in script strings', () => {
    expect(decodeEntities('LEE &amp; SONS &#39;N&#x27; CO')).toBe("LEE & SONS 'N' CO");
    expect(decodeEntities('&bogus; &#0;')).toBe('&bogus; &#0;');
  });
});
