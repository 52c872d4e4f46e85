// Two reads the streaming readers (race-result.ts, event.ts) make for nearly every cell and link, without the
// patterns common.ts's general versions use: collapsing a text's whitespace, and a LiveRC link's page and id.
// Each gives exactly what the general version gives (scan-text.test.ts checks every short mix of whitespace and
// every kind of link common.test.ts checks); anything but the usual link form goes to the general version.
import type { LiveRcPageRef } from '../urls.ts';
import { linkRef } from './common.ts';

/**
 * `collapse` of common.ts (`replace(/\s+/g, ' ').trim()`) by one scan: an event page's heat labels
 * (`1/8 Nitro Buggy  (Heat 3/3)`) made a third of its texts take the pattern.
 */
export function collapseSpaces(text: string): string {
  const length = text.length;
  let start = 0;
  while (start < length && isSpace(text.charCodeAt(start))) start += 1;
  let end = length;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end -= 1;
  let out = '';
  let from = start;
  for (let index = start; index < end; index += 1) {
    const code = text.charCodeAt(index);
    if (!isSpace(code) || (code === 0x20 && !isSpace(text.charCodeAt(index + 1)))) continue;
    // A run to collapse (anything but one plain space): the text before it, then one space.
    out += `${text.slice(from, index)} `;
    while (isSpace(text.charCodeAt(index + 1))) index += 1;
    from = index + 1;
  }
  return from === 0 && end === length ? text : out + text.slice(from, end);
}

/** JavaScript's `\s` (common.ts's `isSpace`, which it keeps private). */
export function isSpace(code: number): boolean {
  if (code === 0x20 || (code >= 0x09 && code <= 0x0d)) return true;
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

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
