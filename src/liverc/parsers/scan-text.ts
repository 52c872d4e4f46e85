// A read the event page's streaming reader (event.ts) makes for nearly every race link, without the pattern
// common.ts's general version uses: a LiveRC link's page and id. It gives exactly what `linkRef` gives
// (scan-text.test.ts checks every kind of link common.test.ts checks); anything but the usual link form goes there.
import type { LiveRcPageRef } from '../urls.ts';
import { linkRef } from './common.ts';

/**
 * `linkRef` of common.ts for a resolved link whose query is LiveRC's usual `p=<page>&id=<digits>`, read by
 * position; any other link goes to `linkRef`. An event page resolves every race link's page and id.
 */
export function usualLinkRef(url: string): LiveRcPageRef | null {
  const mark = url.indexOf('?');
  if (mark === -1 || !url.startsWith('p=', mark + 1)) return linkRef(url);
  const amp = url.indexOf('&', mark + 3);
  if (amp === -1 || amp === mark + 3 || !url.startsWith('id=', amp + 1)) return linkRef(url);
  for (let index = mark + 3; index < amp; index += 1)
    if (!isPageCharacter(url.charCodeAt(index))) return linkRef(url);
  const digits = url.length - (amp + 4);
  if (digits < 1 || digits > 15) return linkRef(url);
  let id = 0;
  for (let index = amp + 4; index < url.length; index += 1) {
    const digit = url.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return linkRef(url);
    id = id * 10 + digit;
  }
  return { page: url.slice(mark + 3, amp), id: id > 0 ? id : null };
}

/** `[A-Za-z0-9_.-]`: the characters common.ts's plain query takes as they are, less `=` and `&`. */
function isPageCharacter(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x30 && code <= 0x39) ||
    code === 0x5f ||
    code === 0x2e ||
    code === 0x2d
  );
}
