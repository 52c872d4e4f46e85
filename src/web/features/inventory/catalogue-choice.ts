// The brand, tread pattern and compound pickers: the catalogue's names in a native select, plus 'Other…'
// for a name the catalogue does not have, typed by the racer.
import { tyreNameKey } from '../../../domain/tyre-names';

/** The select's value for 'Other…' (no catalogue name looks like it). */
export const OTHER_CHOICE = '__other__';

export type CatalogueChoice = {
  /** The select's value: a catalogue name, OTHER_CHOICE, or '' for nothing chosen yet. */
  selected: string;
  /** Whether the text box for a custom name shows. */
  custom: boolean;
};

/**
 * What the picker shows for the form's `value`. A value the catalogue has selects it however it is cased
 * (an item typed 'blockade' opens on Blockade); any other value, or 'Other…' just chosen with nothing typed
 * yet, shows the text box. With no catalogue names at all (a custom brand) there is only the text box.
 */
export function catalogueChoice(
  names: readonly string[],
  value: string,
  otherChosen: boolean,
): CatalogueChoice {
  if (names.length === 0) return { selected: OTHER_CHOICE, custom: true };
  const listed = names.find((name) => tyreNameKey(name) === tyreNameKey(value));
  if (!otherChosen && listed !== undefined && value.trim() !== '') return { selected: listed, custom: false };
  if (otherChosen || value.trim() !== '') return { selected: OTHER_CHOICE, custom: true };
  return { selected: '', custom: false };
}
