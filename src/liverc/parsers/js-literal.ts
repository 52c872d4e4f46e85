// Reads a JavaScript object/array literal from page script text as plain data, so the page's code is never run.
// LiveRC's `racerLaps[id] = {…}` uses single quotes, `\'` escapes and sometimes unquoted keys or trailing
// commas, so JSON.parse cannot read it; JSON (practice `lapsObj`) is a subset and reads the same way.

export type JsValue = string | number | boolean | null | JsValue[] | { [key: string]: JsValue };

const MAX_DEPTH = 32;
const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/y;
const NUMBER_START = new Set('-+.0123456789');
const DIGITS = /\d+/y;
const IDENTIFIER = /[A-Za-z_$][\w$]*/y;
const SIMPLE_PAIR = /'([^'\\\r\n]*)'[ \t\r\n]*:[ \t\r\n]*'([^'\\\r\n]*)'/y;
const [TAB, LINE_FEED, CARRIAGE_RETURN, SPACE_CHAR, BACKSLASH] = [0x09, 0x0a, 0x0d, 0x20, 0x5c];
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };
const SPACE = /\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\//y;

class LiteralError extends Error {}

/**
 * Reads one literal starting at `start` (leading whitespace allowed). Returns the value and the index just after
 * it, or null when the text there is not a literal of strings, numbers, booleans, null, arrays and objects.
 */
export function readJsLiteral(text: string, start = 0): { value: JsValue; end: number } | null {
  const reader = new Reader(text, start);
  try {
    const value = reader.value(0);
    return { value, end: reader.position };
  } catch (error) {
    if (error instanceof LiteralError) return null;
    throw error;
  }
}

class Reader {
  constructor(
    private readonly text: string,
    public position: number,
  ) {}

  value(depth: number): JsValue {
    if (depth > MAX_DEPTH) throw new LiteralError('too deep');
    this.skipSpace();
    const char = this.text[this.position];
    if (char === '{') return this.object(depth);
    if (char === '[') return this.array(depth);
    if (char === "'" || char === '"') return this.string();
    if (char !== undefined && NUMBER_START.has(char)) return this.number();
    const word = this.identifier();
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    throw new LiteralError(`unexpected ${word || char || 'end'}`);
  }

  private object(depth: number): { [key: string]: JsValue } {
    // A plain literal, not Object.create(null): V8 keeps null-prototype objects as slow dictionaries, and a
    // page has thousands of these. `__proto__` is defined as an own property below, never as the prototype.
    const result: { [key: string]: JsValue } = {};
    this.position += 1;
    for (;;) {
      this.skipSpace();
      if (this.eat('}')) return result;
      // Most of LiveRC's fields are `'lapNum' : '12'`: read whole by one pattern, exactly as the steps below
      // would read them (no escapes, no comments), thousands of times per page.
      SIMPLE_PAIR.lastIndex = this.position;
      const pair = SIMPLE_PAIR.exec(this.text);
      if (pair) {
        this.position = SIMPLE_PAIR.lastIndex;
        store(result, pair[1] ?? '', pair[2] ?? '');
      } else {
        const char = this.text[this.position];
        const key = char === "'" || char === '"' ? this.string() : this.identifier() || this.numberKey();
        this.skipSpace();
        if (!this.eat(':')) throw new LiteralError('expected :');
        store(result, key, this.value(depth + 1));
      }
      this.skipSpace();
      if (this.eat(',')) continue;
      if (this.eat('}')) return result;
      throw new LiteralError('expected , or }');
    }
  }

  private array(depth: number): JsValue[] {
    const result: JsValue[] = [];
    this.position += 1;
    for (;;) {
      this.skipSpace();
      if (this.eat(']')) return result;
      result.push(this.value(depth + 1));
      this.skipSpace();
      if (this.eat(',')) continue;
      if (this.eat(']')) return result;
      throw new LiteralError('expected , or ]');
    }
  }

  private string(): string {
    const text = this.text;
    const quote = text.charCodeAt(this.position);
    let out = '';
    this.position += 1;
    for (;;) {
      // Copies the run up to the next quote, backslash or line end in one slice.
      let end = this.position;
      for (;;) {
        const code = text.charCodeAt(end);
        if (code === quote || code === BACKSLASH || code === LINE_FEED || code === CARRIAGE_RETURN) break;
        if (Number.isNaN(code)) throw new LiteralError('unterminated string');
        end += 1;
      }
      out += text.slice(this.position, end);
      this.position = end + 1;
      const code = text.charCodeAt(end);
      if (code === quote) return out;
      if (code !== BACKSLASH) throw new LiteralError('unterminated string');
      const next = text[this.position];
      this.position += 1;
      if (next === 'u') {
        const hex = text.slice(this.position, this.position + 4);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new LiteralError('bad \\u escape');
        out += String.fromCharCode(Number.parseInt(hex, 16));
        this.position += 4;
      } else if (next === undefined) {
        throw new LiteralError('unterminated string');
      } else {
        out += ESCAPES[next] ?? next;
      }
    }
  }

  private number(): number {
    const match = this.match(NUMBER);
    if (!match) throw new LiteralError('bad number');
    return Number(match);
  }

  private numberKey(): string {
    const match = this.match(DIGITS);
    if (!match) throw new LiteralError('expected a key');
    return match;
  }

  private identifier(): string {
    return this.match(IDENTIFIER) ?? '';
  }

  /** Matches a sticky pattern at the current position and moves past it. */
  private match(pattern: RegExp): string | null {
    pattern.lastIndex = this.position;
    const match = pattern.exec(this.text);
    if (!match) return null;
    this.position += match[0].length;
    return match[0];
  }

  private eat(char: string): boolean {
    if (this.text[this.position] !== char) return false;
    this.position += 1;
    return true;
  }

  /** Whitespace and JavaScript comments between tokens. */
  private skipSpace(): void {
    const text = this.text;
    for (;;) {
      let code = text.charCodeAt(this.position);
      // LiveRC indents with runs of tabs and newlines: stepped over here, without a pattern.
      while (code === SPACE_CHAR || code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN) {
        this.position += 1;
        code = text.charCodeAt(this.position);
      }
      // Only a comment or unusual whitespace needs the pattern.
      if (code !== 0x2f && code > 0x20 && code !== 0xa0 && code < 0x2000 && code !== 0xfeff) return;
      if (this.match(SPACE) === null) return;
    }
  }
}

function store(object: { [key: string]: JsValue }, key: string, value: JsValue): void {
  if (key === '__proto__')
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  else object[key] = value;
}

/** Narrowing helpers for reading parsed literals without `as` casts. */
export const isObject = (value: JsValue | undefined): value is { [key: string]: JsValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field read as text: strings as written, numbers in their JavaScript spelling, anything else null. */
export function textField(object: { [key: string]: JsValue }, key: string): string | null {
  if (!Object.hasOwn(object, key)) return null;
  const value = object[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}
