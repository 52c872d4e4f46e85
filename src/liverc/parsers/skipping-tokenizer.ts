// htmlparser2's Tokenizer, moving through runs of characters that change nothing with the engine's indexOf
// instead of one state-machine step per character. Every state it touches does nothing for those characters,
// so the tokens, positions and tree are the same: lean-dom.test.ts compares whole trees with parseDocument's
// over every fixture and real page. A race result page is two-thirds script and much of the rest indentation.
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
};
if (
  typeof original.stateText !== 'function' ||
  typeof original.handleInAttributeValue !== 'function' ||
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
