import { describe, expect, it } from 'vitest';
import { readCompletedAt } from './completed-at.ts';
import { parseLocalDateTime } from './values.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

describe('readCompletedAt against parseLocalDateTime', () => {
  it('reads a race completion time', () => {
    expect(readCompletedAt('Nov 16, 2025 at 4:33pm')).toEqual({
      raw: 'Nov 16, 2025 at 4:33pm',
      date: '2025-11-16',
      time: '16:33',
    });
  });

  it('agrees on every day 0-32 of every month of leap, century and two-digit years', () => {
    for (const year of ['2023', '2024', '1900', '2000', '2100', '0000', '0004', '0099'])
      for (const month of [...MONTHS, 'NOV', 'nov', 'Abc', 'Sept'])
        for (let day = 0; day <= 32; day += 1) {
          const text = `${month} ${day}, ${year} at 4:33pm`;
          expect(readCompletedAt(text), text).toEqual(parseLocalDateTime(text));
        }
  });

  it('agrees on every hour 0-13 and minute of both halves, and on leading zeros', () => {
    for (const half of ['am', 'pm'])
      for (const hour of [...Array.from({ length: 14 }, (_, index) => String(index)), '00', '07'])
        for (let minute = 0; minute < 60; minute += 1) {
          const text = `Mar 7, 2026 at ${hour}:${String(minute).padStart(2, '0')}${half}`;
          expect(readCompletedAt(text), text).toEqual(parseLocalDateTime(text));
        }
  });

  it('agrees on other forms, which parseLocalDateTime reads', () => {
    const texts = [
      '',
      'Mar 7, 2026',
      'Mar 7, 2026 at 4:33 PM',
      'Mar 7, 2026 at 4:33:20pm',
      'Mar 7, 2026 at 4:60pm',
      'March 7, 2026 at 4:33pm',
      'Mar. 7, 2026 at 4:33pm',
      ' Mar 7, 2026 at 4:33pm',
      'Mar  7, 2026 at 4:33pm',
      'Mar 7, 2026 at 4:33pm.',
      'Mar 123, 2026 at 4:33pm',
      'Mar 7, 20261 at 4:33pm',
      'Mar 7, 2026 at 123:33pm',
      'Abc 7, 2026 to Mar 8, 2026 at 4:33pm',
    ];
    for (const text of texts) expect(readCompletedAt(text), text).toEqual(parseLocalDateTime(text));
  });
});
