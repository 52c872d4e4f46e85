// JavaScript's `\s` read by character code, for every parser: collapsing a text's whitespace as a browser shows it
// and finding a word in a class attribute, without the patterns (`/\s+/`) that cost the DOM readers a third of
// their time on some pages. One copy, so the scans and the DOM readers cannot drift apart (whitespace.test.ts
// checks each against its pattern).

/**
 * Collapses runs of whitespace (tabs and newlines from LiveRC's templates, &nbsp;) the way a browser shows them:
 * `text.replace(/\s+/g, ' ').trim()`, by one scan. Most texts only need their ends trimmed
 * ("\n\t\t\tFELIX KOEGLER\n\t\t"); an event page's heat labels (`1/8 Nitro Buggy  (Heat 3/3)`) hold runs inside.
 */
export function collapse(text: string): string {
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

/** JavaScript's `\s`: what `/\s+/` and `trim` treat as whitespace. */
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
 * `hasClass` on a class attribute, `split(/\s+/).includes(word)` for a word without whitespace, without splitting:
 * some occurrence of the word with the start or whitespace before it and the end or whitespace after it. An
 * element without a class attribute has none.
 */
export function hasClassWord(classes: string | undefined, word: string): boolean {
  if (classes === undefined) return false;
  for (let at = classes.indexOf(word); at !== -1; at = classes.indexOf(word, at + 1)) {
    const end = at + word.length;
    if (
      (at === 0 || isSpace(classes.charCodeAt(at - 1))) &&
      (end === classes.length || isSpace(classes.charCodeAt(end)))
    )
      return true;
  }
  return false;
}
