import { describe, expect, it } from 'vitest';
import { pictureFileName } from './picture-card.ts';

describe('pictureFileName', () => {
  it('names the file by what the card shows, in letters and digits a phone keeps', () => {
    expect(pictureFileName('result', ["LIAM O'CONNOR", '1/8 Nitro Buggy A-Main'])).toBe(
      'pitboard-result-liam-o-connor-1-8-nitro-buggy-a-main.png',
    );
    expect(pictureFileName('setup', ['Club dry'])).toBe('pitboard-setup-club-dry.png');
  });

  it('keeps accented letters readable and names a card with no usable name', () => {
    expect(pictureFileName('result', ['José Ruiz', ''])).toBe('pitboard-result-jose-ruiz.png');
    expect(pictureFileName('setup', ['★★'])).toBe('pitboard-setup-card.png');
  });
});
