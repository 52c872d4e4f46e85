// What any text a racer sends must be before it is stored or looked up: no NUL byte (PostgreSQL refuses it
// and answered 500) and well-formed Unicode (an unpaired surrogate has no UTF-8 form).

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (value: string): boolean =>
  !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/** The message for a field that fails `isStorableText`, e.g. 'Username contains a character that cannot be used'. */
export const invalidCharacterMessage = (label: string): string =>
  `${label} contains a character that cannot be used`;
