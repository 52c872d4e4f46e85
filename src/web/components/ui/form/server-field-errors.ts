// The server's answer to a bad save, put where the racer looks: each field message under its field.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, type FieldErrors } from '../../../lib/api-error';

/** Every field path a form's values hold, as the server names them: 'driverName', 'sets.0.price'. */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  if (values === null || typeof values !== 'object' || values instanceof Date) return prefix ? [prefix] : [];
  const entries = Object.entries(values as Record<string, unknown>);
  const nested = entries.flatMap(([key, value]) => fieldPaths(value, prefix ? `${prefix}.${key}` : key));
  return prefix ? [prefix, ...nested] : nested;
}

/**
 * Splits the server's field messages into those a form can show under a field (the first message of each,
 * in the server's order) and the rest, whose field the form does not have (for a toast or the form's top).
 */
export function placeFieldErrors(
  fieldErrors: FieldErrors,
  paths: readonly string[],
): { fields: { path: string; message: string }[]; unplaced: string[] } {
  const known = new Set(paths);
  const fields: { path: string; message: string }[] = [];
  const unplaced: string[] = [];
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const [first] = messages;
    if (!first) continue;
    if (known.has(path)) fields.push({ path, message: first });
    else unplaced.push(...messages);
  }
  return { fields, unplaced };
}

/**
 * Shows a failed save's field messages under the form's fields and focuses the first; answers the messages
 * it could not place (none for anything but a 400 with field errors).
 */
export function showServerFieldErrors<Values extends FieldValues, Parsed>(
  form: UseFormReturn<Values, unknown, Parsed>,
  error: unknown,
): string[] {
  if (!(error instanceof ApiError)) return [];
  const { fields, unplaced } = placeFieldErrors(error.fieldErrors, fieldPaths(form.getValues()));
  fields.forEach(({ path, message }, index) => {
    form.setError(path as Path<Values>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return unplaced;
}
