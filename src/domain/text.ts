// What any text a racer sends must be before it is stored or looked up: no NUL byte (PostgreSQL refuses it
// and answered 500) and well-formed Unicode (an unpaired surrogate has no UTF-8 form).
import { z } from 'zod';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (value: string): boolean =>
  !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/** The message for a field that fails `isStorableText`, e.g. 'Username contains a character that cannot be used'. */
export const invalidCharacterMessage = (label: string): string =>
  `${label} contains a character that cannot be used`;

/** Storable text, trimmed; `error` when the value is not text at all. */
export const storableText = (label: string, error = `${label} must be text`) =>
  z.string({ error }).refine(isStorableText, invalidCharacterMessage(label)).trim();

/** Text that must not be blank, of at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  storableText(label, `${label} is required`)
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text: '' and blanks are stored as null. */
export const optionalText = (label: string, max: number) =>
  storableText(label)
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable();
