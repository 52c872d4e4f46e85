// A class attribute's words as bits, worked out once per distinct class text: a page repeats a few dozen class
// texts over its hundreds of elements, and a streaming scan asks several words of each element's classes, where
// testing each word on each element cost more than one lookup.
import { hasClassWord } from './whitespace.ts';

// Bounded: class texts are few per page, but a server reads pages for weeks.
const KNOWN_CLASS_TEXTS = 2000;

/** A reader of the bits of `words` (bit i set: the class list holds words[i], as `hasClassWord` reads it). */
export function classFlagsReader(words: readonly string[]): (classes: string) => number {
  const known = new Map<string, number>();
  return (classes) => {
    let flags = known.get(classes);
    if (flags === undefined) {
      flags = 0;
      for (let index = 0; index < words.length; index += 1)
        if (hasClassWord(classes, words[index] as string)) flags |= 1 << index;
      if (known.size >= KNOWN_CLASS_TEXTS) known.clear();
      known.set(classes, flags);
    }
    return flags;
  };
}
