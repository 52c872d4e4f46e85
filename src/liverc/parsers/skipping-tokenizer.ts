// htmlparser2's Tokenizer, moving through runs of characters that change nothing with the engine's indexOf (text,
// quoted attribute values) or a tight loop (tag and attribute names) instead of one state-machine step per
// character. Every state it touches does nothing for those characters, so the tokens, positions and tree are the
// same: lean-dom.test.ts compares whole trees with parseDocument's, and tag-driver.test.ts every event with the
// stock tokenizer's, over every fixture and real page. A race result page is two-thirds script and much of the
// rest indentation.
// It reads and moves htmlparser2 12's private Tokenizer fields: docs/decisions/006 says what to check on upgrade.
import { Tokenizer } from 'htmlparser2';

/** The private fields of htmlparser2 12's Tokenizer these steps read and move. */
type TokenizerState = {
  buffer: string;
  index: number;
  offset: number;
  decodeEntities: boolean;
  /** Ours: the first `&` at or after `ampFrom` in `ampBuffer`, found once rather than once per run. */
  ampBuffer?: string;
  ampFrom?: number;
  ampAt?: number;
};

const LESS_THAN = 0x3c;
const AMPERSAND = 0x26;
const original = Tokenizer.prototype as unknown as {
  stateText(this: TokenizerState, code: number): void;
  handleInAttributeValue(this: TokenizerState, code: number, quote: number): void;
  stateInTagName(this: TokenizerState, code: number): void;
  stateInClosingTagName(this: TokenizerState, code: number): void;
  stateInAttributeName(this: TokenizerState, code: number): void;
};
if (
  typeof original.stateText !== 'function' ||
  typeof original.handleInAttributeValue !== 'function' ||
  typeof original.stateInTagName !== 'function' ||
  typeof original.stateInClosingTagName !== 'function' ||
  typeof original.stateInAttributeName !== 'function' ||
  !('fastForwardTo' in Tokenizer.prototype)
)
  throw new Error('skipping-tokenizer: htmlparser2 changed its Tokenizer; check this file against it');

export class SkippingTokenizer extends Tokenizer {}

/** Leaves the tokenizer on the character before `stop` (a buffer position), for `parse` to step onto it. */
function moveBefore(tokenizer: TokenizerState, stop: number): void {
  tokenizer.index = stop + tokenizer.offset - 1;
}

/** The next `&` at or after `from`, or the buffer's end; each `&` is searched for once per buffer. */
function nextAmpersand(tokenizer: TokenizerState, from: number): number {
  const known =
    tokenizer.ampBuffer === tokenizer.buffer &&
    (tokenizer.ampFrom ?? Number.POSITIVE_INFINITY) <= from &&
    (tokenizer.ampAt ?? -1) >= from;
  if (!known) {
    const found = tokenizer.buffer.indexOf('&', from);
    tokenizer.ampBuffer = tokenizer.buffer;
    tokenizer.ampFrom = from;
    tokenizer.ampAt = found === -1 ? tokenizer.buffer.length : found;
  }
  return tokenizer.ampAt ?? tokenizer.buffer.length;
}

function nextOf(buffer: string, char: string, from: number): number {
  const found = buffer.indexOf(char, from);
  return found === -1 ? buffer.length : found;
}

const SLASH = 0x2f;
const GREATER_THAN = 0x3e;
const EQUALS = 0x3d;

/** Whitespace, `/` or `>`: what ends a tag's or attribute's name (htmlparser2's `isEndOfTagSection`). */
function endsName(code: number): boolean {
  return (
    code === 0x20 ||
    code === 0x0a ||
    code === 0x09 ||
    code === 0x0c ||
    code === 0x0d ||
    code === SLASH ||
    code === GREATER_THAN
  );
}

/** The first character at or after `from` ending a name (and `=`, for an attribute's), or the buffer's end. */
function endOfName(buffer: string, from: number, attribute: boolean): number {
  for (let at = from; at < buffer.length; at += 1) {
    const code = buffer.charCodeAt(at);
    if (endsName(code) || (attribute && code === EQUALS)) return at;
  }
  return buffer.length;
}

const steps: Record<string, (this: TokenizerState, ...args: number[]) => unknown> = {
  /** The wait for one character (`<` in a script, `>` ending a tag): the original loops over each one. */
  fastForwardTo(code) {
    const found = this.buffer.indexOf(String.fromCharCode(code), this.index + 1 - this.offset);
    if (found !== -1) {
      this.index = found + this.offset;
      return true;
    }
    // Where the original loop leaves it: on the last character, for `parse` to step past.
    this.index = this.buffer.length + this.offset - 1;
    return false;
  },
  /** Text: only `<` and (when decoding) `&` do anything. */
  stateText(code) {
    if (code === LESS_THAN || code === AMPERSAND || !this.decodeEntities) {
      original.stateText.call(this, code);
      return;
    }
    const from = this.index + 1 - this.offset;
    moveBefore(this, Math.min(nextOf(this.buffer, '<', from), nextAmpersand(this, from)));
  },
  /** A tag's name, an end tag's and an attribute's: only the character ending the name does anything. */
  stateInTagName(code) {
    if (endsName(code)) original.stateInTagName.call(this, code);
    else moveBefore(this, endOfName(this.buffer, this.index + 1 - this.offset, false));
  },
  stateInClosingTagName(code) {
    if (endsName(code)) original.stateInClosingTagName.call(this, code);
    else moveBefore(this, endOfName(this.buffer, this.index + 1 - this.offset, false));
  },
  stateInAttributeName(code) {
    if (endsName(code) || code === EQUALS) original.stateInAttributeName.call(this, code);
    else moveBefore(this, endOfName(this.buffer, this.index + 1 - this.offset, true));
  },
  /** A quoted attribute value: only its closing quote and (when decoding) `&` do anything. */
  handleInAttributeValue(code, quote) {
    if (code === quote || code === AMPERSAND || !this.decodeEntities || quote === undefined) {
      original.handleInAttributeValue.call(this, code, quote as number);
      return;
    }
    const from = this.index + 1 - this.offset;
    moveBefore(
      this,
      Math.min(nextOf(this.buffer, String.fromCharCode(quote), from), nextAmpersand(this, from)),
    );
  },
};
for (const [name, step] of Object.entries(steps))
  Object.defineProperty(SkippingTokenizer.prototype, name, {
    value: step,
    writable: true,
    configurable: true,
  });
