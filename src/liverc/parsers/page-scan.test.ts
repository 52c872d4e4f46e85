// The page scan's class test against the DOM helpers' (`hasClass`: the class split at whitespace): the streaming
// readers find panels, headings and hidden sort keys by it.
import { describe, expect, it } from 'vitest';
import { hasClass, loadDocument, one } from './common.ts';
import { hasClassWord } from './page-scan.ts';

describe('hasClassWord', () => {
  const words = ['hidden', 'panel', 'panel-heading', 'class_header'];
  const spaces = [' ', '\t', '\n', '\u00a0', '\u2003', '\ufeff', '\u200b', '-', '_'];
  it('reads a class as hasClass does', () => {
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
