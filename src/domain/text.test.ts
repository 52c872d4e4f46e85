import { describe, expect, it } from 'vitest';
import { isStorableText } from './text.ts';

describe('isStorableText', () => {
  it('takes any text a person types, in any script and with emoji', () => {
    for (const text of ['Sam Obrien', "O'BRIEN", 'Müller', '佐藤', 'Racer 🏁', '']) {
      expect(isStorableText(text), text).toBe(true);
    }
  });

  it('refuses a NUL byte and an unpaired surrogate, wherever they stand', () => {
    for (const text of ['a\u0000b', '\u0000', 'end\uD83C', '\uDFC1start', 'x\uD800y']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
  });
});
