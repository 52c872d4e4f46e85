// What an edit sends: only the fields the racer changed since the form opened. The server changes only the
// fields it is sent, so a racer editing the notes on their phone and the price on their tablet keeps both
// (the last write wins per field, not for the whole row).

/** Blanks that forms and answers spell differently: an empty box is '', a cleared number null. */
const blank = (value: unknown) =>
  value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value));

/** Two values a racer would call the same. */
export const sameValue = (a: unknown, b: unknown): boolean => Object.is(a, b) || (blank(a) && blank(b));

/** The fields of `next` whose value differs from `before`'s (a field `before` lacks counts as changed). */
export function changedFields<T extends object>(next: T, before: object): Partial<T> {
  const was = before as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(next).filter(([field, value]) => !(field in was) || !sameValue(value, was[field])),
  ) as Partial<T>;
}
