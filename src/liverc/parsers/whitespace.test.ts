// The whitespace helpers every parser shares, against the patterns they stand for: the scans and the DOM readers
// both collapse texts and find classes by them, so a difference here would change every page's output.
import { describe, expect, it } from 'vitest';
import { hasClass, loadDocument, one } from './common.ts';
import { collapse, hasClassWord } from './whitespace.ts';

describe('collapse', () => {
  // Every character JavaScript's \s matches, and neighbours that it does not.
  const spaces = [...'\t\n\v\f\r \u00a0\u1680\u2000\u2005\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'];
  const others = [...'ab\u200b\u180e\u0085\u2060x'];
  it('gives what `replace(/\\s+/g, " ").trim()` gives, on every mix of spaces and letters up to four long', () => {
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
      'RICHARD  BRATTON',
      ' Race 6: 1/8 Nitro Buggy (1/8 Nitro Buggy  (Heat 3/3))',
      'A B',
      ' A\u00a0B ',
      'Entries: 1,204\nDrivers: 87\t\t\t\t\t',
    );
    for (const text of texts)
      expect(collapse(text), JSON.stringify(text)).toBe(text.replace(/\s+/g, ' ').trim());
  });
});

describe('hasClassWord', () => {
  const words = ['hidden', 'panel', 'panel-heading', 'class_header'];
  const spaces = [' ', '\t', '\n', '\u00a0', '\u2003', '\ufeff', '\u200b', '-', '_'];
  it('reads a class as hasClass does', () => {
    expect(hasClassWord(undefined, 'hidden')).toBe(false);
    const classes: string[] = [
      '',
      'hidden',
      'panel panel-default',
      'panel-heading',
      'class_header_x',
      'xhidden',
    ];
    for (const space of spaces)
      for (const word of words)
        classes.push(`${word}${space}x`, `x${space}${word}`, `${space}${word}${space}`);
    for (const value of classes)
      for (const word of words) {
        const element = one('div', loadDocument('<div></div>'));
        if (!element) throw new Error('no div');
        element.attribs.class = value;
        expect(hasClassWord(value, word), `${JSON.stringify(value)} ${word}`).toBe(hasClass(element, word));
      }
  });
});
