import { describe, expect, it } from 'vitest';
import { catalogueChoice, OTHER_CHOICE } from './catalogue-choice';

const patterns = ['Blockade', 'Buck Shot'];

describe('catalogueChoice', () => {
  it('starts with nothing chosen', () => {
    expect(catalogueChoice(patterns, '', false)).toEqual({ selected: '', custom: false });
  });

  it("selects the catalogue's name for a value it has, however it is cased", () => {
    expect(catalogueChoice(patterns, 'Blockade', false)).toEqual({ selected: 'Blockade', custom: false });
    expect(catalogueChoice(patterns, ' buck shot', false)).toEqual({ selected: 'Buck Shot', custom: false });
  });

  it("shows the text box for 'Other…' before anything is typed, and for a name the catalogue lacks", () => {
    expect(catalogueChoice(patterns, '', true)).toEqual({ selected: OTHER_CHOICE, custom: true });
    expect(catalogueChoice(patterns, 'Holeshot 3.0', false)).toEqual({
      selected: OTHER_CHOICE,
      custom: true,
    });
  });

  it("keeps the text box while the racer types a catalogue name into it after choosing 'Other…'", () => {
    expect(catalogueChoice(patterns, 'Blockade', true)).toEqual({ selected: OTHER_CHOICE, custom: true });
  });

  it('has only the text box when the catalogue lists nothing (a custom brand)', () => {
    expect(catalogueChoice([], '', false)).toEqual({ selected: OTHER_CHOICE, custom: true });
  });
});
