import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['lap', 'time'],
        [
          [1, '38.170'],
          [2, null],
        ],
      ),
    ).toBe('lap,time\r\n1,38.170\r\n2,\r\n');
  });

  it('quotes cells with commas, quotes or line breaks', () => {
    expect(csvCell('Smith, Jo')).toBe('"Smith, Jo"');
    expect(csvCell('the "fast" one')).toBe('"the ""fast"" one"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    // Numbers stay numbers, negative ones included.
    expect(csvCell(-3)).toBe('-3');
  });

  it('makes a formula text wherever a spreadsheet could start a cell, whatever separator it picks', () => {
    // Each cell begins with a formula character: it becomes text (OWASP: = + - @ tab CR).
    expect(csvCell('-2 turns')).toBe("'-2 turns");
    expect(csvCell('\t=1+1')).toBe(`"'\t=1+1"`);
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    // A formula after a separator: a spreadsheet splitting on ';', ',', a tab or '|' would start a cell
    // there, so it becomes text too, and the whole cell is quoted.
    expect(csvCell('x;=1+1;')).toBe(`"x;'=1+1;"`);
    expect(csvCell('a,=b')).toBe(`"a,'=b"`);
    expect(csvCell('a\t@SUM(1)')).toBe(`"a\t'@SUM(1)"`);
    expect(csvCell('a|+1')).toBe(`"a|'+1"`);
    expect(csvCell('one\n=2')).toBe(`"one\n'=2"`);
    // Cut at any separator, no piece of the written text begins with a formula character.
    for (const separator of [',', ';', '\t', '|']) {
      for (const piece of csvCell('x;=1+1;a,-b\t@c|+d').split(separator)) {
        expect(piece.replace(/^"/, '')).not.toMatch(/^[=+\-@\t\r]/);
      }
    }
    // A separator alone is quoted, so a spreadsheet that splits on it and reads quotes keeps one cell.
    expect(csvCell('front; rear')).toBe('"front; rear"');
    // Text with a formula character elsewhere is left as it is.
    expect(csvCell('5-3 = 2')).toBe('5-3 = 2');
  });

  it('writes dates as ISO text', () => {
    expect(csvCell(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-22T10:00:00.000Z');
  });
});
