// LiveRC writes a practice session's laps as JSON (`var lapsObj = [{"x":"1",…}];`), which JSON.parse reads several
// times faster than the general literal reader (js-literal.ts). JSON is a subset of the literals that reader
// takes and it reads JSON to the same values (escapes, numbers, repeated keys, `__proto__`), so where JSON.parse
// accepts the array it gives what readJsLiteral would; anything else is left to readJsLiteral
// (json-array.test.ts checks both on JSON and on literals JSON refuses).
import type { JsValue } from './js-literal.ts';

/** readJsLiteral's limit: a value nested deeper is refused there, so it is refused here too. */
const MAX_DEPTH = 32;

/**
 * The JSON array starting at `start` and ending at the first `];` after it, as `readJsLiteral(text, start)`
 * would read it; null when that text is not JSON (a `];` inside a string, single quotes, comments…).
 */
export function jsonArrayAt(text: string, start: number): { value: JsValue } | null {
  if (text.charCodeAt(start) !== 0x5b) return null;
  const end = text.indexOf('];', start);
  if (end === -1) return null;
  let value: unknown;
  try {
    value = JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
  return Array.isArray(value) && withinDepth(value, 0) ? { value: value as JsValue } : null;
}

function withinDepth(value: unknown, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  if (typeof value !== 'object' || value === null) return true;
  if (Array.isArray(value)) {
    for (const each of value) if (!withinDepth(each, depth + 1)) return false;
    return true;
  }
  for (const key in value) if (!withinDepth((value as Record<string, unknown>)[key], depth + 1)) return false;
  return true;
}
