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

  it('writes dates as ISO text', () => {
    expect(csvCell(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-22T10:00:00.000Z');
  });
});
