// Shortcuts for the per-row reads of the streaming readers (page-scan.ts, results-page-scan.ts): each one takes only input it provably
// reads as the general helper does and hands anything else to that helper, so a row reads the same either way
// (fast-reads.test.ts checks each against its helper). Per row, `idOfLink`, `parseClock` and `visibleLines`
// cost more than the rest of a practice day row together; an event page resolves every race link's page and id.
import type { LiveRcPageRef } from '../urls.ts';
import { linkRef } from './common.ts';
import { parseClock, parseCount, parseStamp } from './values.ts';
import { collapse, isSpace } from './whitespace.ts';

/**
 * `linkRef` of common.ts for a resolved link whose query is LiveRC's usual `p=<page>&id=<digits>`, read by
 * position; any other link goes to `linkRef`. An event page resolves every race link's page and id.
 */
export function usualLinkRef(url: string): LiveRcPageRef | null {
  return usualQueryRef(url) ?? linkRef(url);
}

/**
 * `idOfLink(url, ...pages)` for a link `resolveUrl` gave, by `usualLinkRef`'s read of LiveRC's own
 * `…?p=<page>&id=<digits>`.
 */
export function idOfPageLink(url: string, pages: readonly string[]): number | null {
  const ref = usualLinkRef(url);
  return ref && pages.includes(ref.page) ? ref.id : null;
}

/**
 * The id `idOfPageLink` gives for the address `resolveUrl` made of this link, read from the link itself (a flat
 * slice of the page, where the address is a joined string): a LiveRC link `/path/?p=<page>&id=<digits>` or
 * `?p=<page>&id=<digits>`, its path of characters the URL parser keeps as they are, so the address keeps the
 * link's query. Undefined for any other link, to be read from the address.
 */
export function idOfPlainHref(href: string, pages: readonly string[]): number | null | undefined {
  const mark = href.indexOf('?');
  if (mark === -1 || (mark > 0 && !isPlainPath(href, mark))) return undefined;
  const ref = usualQueryRef(href);
  if (ref === undefined) return undefined;
  return pages.includes(ref.page) ? ref.id : null;
}

/**
 * The page and id of a link whose first query is `p=<page>&id=<digits>` of characters `linkRef` takes as they
 * are (its plain query), read by position as `linkRef` reads it; undefined for any other link.
 */
function usualQueryRef(url: string): LiveRcPageRef | undefined {
  const mark = url.indexOf('?');
  if (mark === -1 || !url.startsWith('p=', mark + 1)) return undefined;
  const amp = url.indexOf('&', mark + 3);
  if (amp === -1 || amp === mark + 3 || !url.startsWith('id=', amp + 1)) return undefined;
  for (let index = mark + 3; index < amp; index += 1)
    if (!isPageCharacter(url.charCodeAt(index))) return undefined;
  const digits = url.length - (amp + 4);
  if (digits < 1 || digits > 15) return undefined;
  let id = 0;
  for (let index = amp + 4; index < url.length; index += 1) {
    const digit = url.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return undefined;
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

/** `/` then letters, digits, `_`, `/` and `-` up to `end`, not `//` (a scheme-less host). */
function isPlainPath(href: string, end: number): boolean {
  if (href.charCodeAt(0) !== 0x2f || href.charCodeAt(1) === 0x2f) return false;
  for (let index = 1; index < end; index += 1) {
    const code = href.charCodeAt(index);
    const plain =
      (code >= 0x61 && code <= 0x7a) ||
      (code >= 0x41 && code <= 0x5a) ||
      (code >= 0x30 && code <= 0x39) ||
      code === 0x5f ||
      code === 0x2f ||
      code === 0x2d;
    if (!plain) return false;
  }
  return true;
}

/**
 * Whether `parseClock` reads a time in the text. A text that is only `h:mm:ssam`/`h:mm:sspm` with an hour of
 * 1-12 (as every practice row's start is) matches its pattern at the start, so it does; anything else asks it.
 */
export function isClock(text: string): boolean {
  const length = text.length;
  const colon = text.indexOf(':');
  if ((colon === 1 || colon === 2) && length === colon + 8) {
    const hour = colon === 1 ? digit(text, 0) : digit(text, 0) * 10 + digit(text, 1);
    const suffix = text.charCodeAt(length - 2);
    if (
      hour >= 1 &&
      hour <= 12 &&
      isSexagesimal(text, colon + 1) &&
      text.charCodeAt(colon + 3) === 0x3a &&
      isSexagesimal(text, colon + 4) &&
      (suffix === 0x61 || suffix === 0x70) &&
      text.charCodeAt(length - 1) === 0x6d
    )
      return true;
  }
  return parseClock(text) !== null;
}

/** The digit at `at`, or a large number for any other character. */
function digit(text: string, at: number): number {
  const value = text.charCodeAt(at) - 0x30;
  return value >= 0 && value <= 9 ? value : 1000;
}

/** Two digits from `at`, the first 0-5 (`[0-5]\d`). */
const isSexagesimal = (text: string, at: number): boolean => digit(text, at) <= 5 && digit(text, at + 1) <= 9;

/** `visibleLines` of a raw visible text: split at '\n', each line collapsed, empty lines dropped. */
export function linesOfRaw(raw: string): string[] {
  const lines: string[] = [];
  let from = 0;
  for (;;) {
    const end = raw.indexOf('\n', from);
    const line = collapse(end === -1 ? raw.slice(from) : raw.slice(from, end));
    if (line !== '') lines.push(line);
    if (end === -1) return lines;
    from = end + 1;
  }
}

/** `parseCount` of a text: 1-15 plain digits are read directly (a safe integer), anything else asks it. */
export function countOf(text: string): number | null {
  const length = text.length;
  if (length === 0 || length > 15) return parseCount(text);
  for (let index = 0; index < length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x30 || code > 0x39) return parseCount(text);
  }
  return Number(text);
}

/**
 * `visibleLines` joined by '\n', from a raw visible text. Where every line is already collapsed and none is
 * empty (`Fast: 34.746\nAvg: 56.437`), that is the raw text itself; anything else is split and collapsed.
 */
export function joinedLines(raw: string): string {
  const length = raw.length;
  if (length === 0) return '';
  for (let index = 0; index < length; index += 1) {
    const code = raw.charCodeAt(index);
    if (code === 0x0a || code === 0x20) {
      // A line break or a space: never first or last, nor beside a break or a space.
      if (index === 0 || index === length - 1) return linesOfRaw(raw).join('\n');
      const before = raw.charCodeAt(index - 1);
      const after = raw.charCodeAt(index + 1);
      if (before === 0x0a || before === 0x20 || after === 0x0a || after === 0x20)
        return linesOfRaw(raw).join('\n');
    } else if (isSpace(code)) return linesOfRaw(raw).join('\n');
  }
  return raw;
}

/** `parseStamp`: a `yyyy-mm-dd hh:mm:ss` of digits is returned as it is; anything else asks it. */
export function stampOf(text: string | null): string | null {
  if (text !== null && text.length === 19) {
    let plain = text.charCodeAt(4) === 0x2d && text.charCodeAt(7) === 0x2d && text.charCodeAt(10) === 0x20;
    plain &&= text.charCodeAt(13) === 0x3a && text.charCodeAt(16) === 0x3a;
    for (const at of STAMP_DIGITS) if (plain && digit(text, at) > 9) plain = false;
    if (plain) return text;
  }
  return parseStamp(text);
}
const STAMP_DIGITS = [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18];
