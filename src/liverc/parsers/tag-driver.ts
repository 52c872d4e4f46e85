// Drives htmlparser2's public Tokenizer (our SkippingTokenizer) with a lean callbacks object instead of its
// Parser (issue 17, item 4; docs/decisions/010): the streaming scans need only each element's name, depth, a
// few attribute values, text and the matching close. With any handler attached, the Parser costs 0.7-0.9x of a
// bare pass before a scan reads anything: it builds every tag's attribute object, lower-cases every attribute
// name and keeps its stack by `unshift`. This driver keeps the same open-element stack and reports the same
// opens, texts and closes at the same depths, but takes only the attribute values a scan asked for.
//
// The stack rules are ported from htmlparser2 12.0.0's `dist/esm/Parser.js` (HTML mode, lower-cased names, the
// options every scan uses): void elements, `openImpliesClose`, a second `<form>` ignored, foreign (svg, math)
// context with HTML integration points and svg name casing, `image` read as `img`, a close tag matching an
// open element deeper in the stack closing those above it, `</br>` read as `<br>`, `</p>` with no open p read
// as `<p></p>`, CDATA as text only in foreign content, everything open closed at the end. tag-driver.test.ts
// compares every event with the Parser's on every saved page, fixture and edge case: on an htmlparser2
// upgrade, read Parser.js against this file and run that test.
import type { Tokenizer as TokenizerType } from 'htmlparser2';
import { SkippingTokenizer } from './skipping-tokenizer.ts';

/** What a scan hears; `attributes` holds the values of the names it asked for, by position (reused per tag). */
export interface TagHandler {
  /** An element's start tag ended: `depth` counts it (a top-level element is at 1). */
  open(name: string, depth: number, attributes: readonly (string | undefined)[]): void;
  /** Text (a run, or one decoded entity) inside the element at `depth` (0: at top level). */
  text(text: string, depth: number): void;
  /** The element opened at `depth` ends: by its close tag, implied by another tag, as a void element, or at the end. */
  close(name: string, depth: number): void;
}

const formTags = new Set(['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea']);
const pTag = new Set(['p']);
const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p']);
const tableSectionTags = new Set(['thead', 'tbody']);
const ddtTags = new Set(['dd', 'dt']);
const rtpTags = new Set(['rt', 'rp']);
/** A tag opening closes the innermost open elements while they are of these names. */
const openImpliesClose = new Map<string, Set<string>>([
  ['tr', new Set(['tr', 'th', 'td'])],
  ['th', new Set(['th'])],
  ['td', new Set(['thead', 'th', 'td'])],
  ['body', new Set(['head', 'link', 'script'])],
  ['a', new Set(['a'])],
  ['li', new Set(['li'])],
  ['p', pTag],
  ['h1', headingTags],
  ['h2', headingTags],
  ['h3', headingTags],
  ['h4', headingTags],
  ['h5', headingTags],
  ['h6', headingTags],
  ['select', formTags],
  ['input', formTags],
  ['output', formTags],
  ['button', formTags],
  ['datalist', formTags],
  ['textarea', formTags],
  ['option', new Set(['option'])],
  ['optgroup', new Set(['optgroup', 'option'])],
  ['dd', ddtTags],
  ['dt', ddtTags],
  ['address', pTag],
  ['article', pTag],
  ['aside', pTag],
  ['blockquote', pTag],
  ['details', pTag],
  ['div', pTag],
  ['dl', pTag],
  ['fieldset', pTag],
  ['figcaption', pTag],
  ['figure', pTag],
  ['footer', pTag],
  ['form', pTag],
  ['header', pTag],
  ['hr', pTag],
  ['main', pTag],
  ['nav', pTag],
  ['ol', pTag],
  ['pre', pTag],
  ['section', pTag],
  ['table', pTag],
  ['ul', pTag],
  ['rt', rtpTags],
  ['rp', rtpTags],
  ['tbody', tableSectionTags],
  ['tfoot', tableSectionTags],
]);
const voidElements = new Set([
  'area',
  'base',
  'basefont',
  'br',
  'col',
  'command',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'isindex',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
/** Elements that hold HTML inside svg or math (svg-cased names, as they sit on the stack). */
const htmlIntegrationElements = new Set([
  'mi',
  'mo',
  'mn',
  'ms',
  'mtext',
  'annotation-xml',
  'foreignObject',
  'desc',
  'title',
]);
const svgTagNameAdjustments = new Map([
  ['altglyph', 'altGlyph'],
  ['altglyphdef', 'altGlyphDef'],
  ['altglyphitem', 'altGlyphItem'],
  ['animatecolor', 'animateColor'],
  ['animatemotion', 'animateMotion'],
  ['animatetransform', 'animateTransform'],
  ['clippath', 'clipPath'],
  ['feblend', 'feBlend'],
  ['fecolormatrix', 'feColorMatrix'],
  ['fecomponenttransfer', 'feComponentTransfer'],
  ['fecomposite', 'feComposite'],
  ['feconvolvematrix', 'feConvolveMatrix'],
  ['fediffuselighting', 'feDiffuseLighting'],
  ['fedisplacementmap', 'feDisplacementMap'],
  ['fedistantlight', 'feDistantLight'],
  ['fedropshadow', 'feDropShadow'],
  ['feflood', 'feFlood'],
  ['fefunca', 'feFuncA'],
  ['fefuncb', 'feFuncB'],
  ['fefuncg', 'feFuncG'],
  ['fefuncr', 'feFuncR'],
  ['fegaussianblur', 'feGaussianBlur'],
  ['feimage', 'feImage'],
  ['femerge', 'feMerge'],
  ['femergenode', 'feMergeNode'],
  ['femorphology', 'feMorphology'],
  ['feoffset', 'feOffset'],
  ['fepointlight', 'fePointLight'],
  ['fespecularlighting', 'feSpecularLighting'],
  ['fespotlight', 'feSpotLight'],
  ['fetile', 'feTile'],
  ['feturbulence', 'feTurbulence'],
  ['foreignobject', 'foreignObject'],
  ['glyphref', 'glyphRef'],
  ['lineargradient', 'linearGradient'],
  ['radialgradient', 'radialGradient'],
  ['textpath', 'textPath'],
]);

// The Parser's foreign-context stack entries.
const NONE = 0;
const SVG = 1;
const MATH = 2;
const NO_CONTEXT = -1;
const KELVIN_SIGN = 0x212a; // lower-cases to 'k': the one non-ASCII character `toLowerCase` maps into ASCII alone

/** What the stack rules need of a tag name, worked out once per name rather than by three lookups per tag. */
type Kind = {
  closes: Set<string> | undefined;
  isVoid: boolean;
  /** The foreign context the element opens (NO_CONTEXT: it keeps its parent's). */
  context: number;
};
const kinds = new Map<string, Kind>();
// Bounded: a page has a few dozen tag names, but a server reads pages for weeks and a page may invent names.
const KNOWN_KINDS = 1000;

function kindOf(name: string): Kind {
  let kind = kinds.get(name);
  if (kind === undefined) {
    const isVoid = voidElements.has(name);
    kind = {
      closes: openImpliesClose.get(name),
      isVoid,
      context: isVoid
        ? NO_CONTEXT
        : name === 'svg'
          ? SVG
          : name === 'math'
            ? MATH
            : htmlIntegrationElements.has(name)
              ? NONE
              : NO_CONTEXT,
    };
    if (kinds.size >= KNOWN_KINDS) kinds.clear();
    kinds.set(name, kind);
  }
  return kind;
}

/** The Tokenizer's callbacks: one per page, its methods shared (the Tokenizer calls them on this object). */
class Driver {
  /** The open elements' names, outermost first (the Parser keeps them innermost first, by `unshift`). */
  readonly stack: string[] = [];
  /** The foreign context of the innermost element last. */
  readonly foreign: number[] = [NONE];
  /** The start tag being read ('' when none, or a second `<form>` being ignored). */
  tagname = '';
  tagIsVoid = false;
  /** Whether an asked-for attribute was taken since the values were last cleared. */
  taken = false;
  readonly values: (string | undefined)[];
  /** The asked-for attribute the tokenizer is reading (-1: none) and its value so far. */
  slot = -1;
  value = '';

  constructor(
    readonly html: string,
    readonly handler: TagHandler,
    readonly names: readonly string[],
  ) {
    this.values = names.map(() => undefined);
  }

  isInForeignContext(): boolean {
    return this.foreign[this.foreign.length - 1] !== NONE;
  }

  readTagName(start: number, end: number): string {
    const name = this.html.slice(start, end).toLowerCase();
    const foreign = this.foreign;
    if (foreign[foreign.length - 1] === SVG) return svgTagNameAdjustments.get(name) ?? name;
    // The close tag of an svg element inside an HTML integration point (e.g. </foreignObject>).
    if (foreign.length > 1) {
      const adjusted = svgTagNameAdjustments.get(name);
      if (adjusted !== undefined && this.stack.includes(adjusted)) return adjusted;
    }
    if (foreign[foreign.length - 1] === NONE) return name === 'image' ? 'img' : name;
    return name;
  }

  ontext(start: number, end: number): void {
    this.handler.text(start === end ? '' : this.html.slice(start, end), this.stack.length);
  }

  ontextentity(codePoint: number): void {
    this.handler.text(String.fromCodePoint(codePoint), this.stack.length);
  }

  onopentagname(start: number, end: number): void {
    this.emitOpenTag(this.readTagName(start, end));
  }

  emitOpenTag(name: string): void {
    const stack = this.stack;
    // A second `<form>` while one is open is ignored, with its attributes.
    if (name === 'form' && stack.includes('form')) {
      this.tagname = '';
      return;
    }
    const kind = kindOf(name);
    const closes = kind.closes;
    if (closes !== undefined)
      while (stack.length > 0 && closes.has(stack[stack.length - 1] as string)) this.popElement();
    if (!kind.isVoid) {
      stack.push(name);
      if (kind.context !== NO_CONTEXT) this.foreign.push(kind.context);
    }
    this.tagname = name;
    this.tagIsVoid = kind.isVoid;
    if (this.taken) {
      const values = this.values;
      for (let index = 0; index < values.length; index += 1) values[index] = undefined;
      this.taken = false;
    }
  }

  endOpenTag(): void {
    const name = this.tagname;
    if (name === '') return;
    this.tagname = '';
    if (this.tagIsVoid) {
      const depth = this.stack.length + 1;
      this.handler.open(name, depth, this.values);
      this.handler.close(name, depth);
    } else this.handler.open(name, this.stack.length, this.values);
  }

  onopentagend(): void {
    this.endOpenTag();
  }

  onselfclosingtag(): void {
    // In HTML only foreign content honours `/>`.
    const name = this.tagname;
    this.endOpenTag();
    if (this.isInForeignContext() && this.stack.length > 0 && this.stack[this.stack.length - 1] === name)
      this.popElement();
  }

  onclosetag(start: number, end: number): void {
    const stack = this.stack;
    // Most close tags close the innermost element, matched without slicing the name out of the page. Exact: the
    // innermost element's name was read as this tag's would be (had it been an svg-cased name, or an outer svg
    // element of that name been open, its own name would carry the svg casing and not match here).
    if (stack.length > 0 && this.namesTop(start, end)) {
      this.popElement();
      return;
    }
    const name = this.readTagName(start, end);
    if (!voidElements.has(name)) {
      const at = stack.lastIndexOf(name);
      if (at !== -1) while (stack.length > at) this.popElement();
      else if (name === 'p') {
        this.emitOpenTag('p');
        this.endOpenTag();
        this.popElement();
      }
    } else if (name === 'br') {
      const depth = stack.length + 1;
      this.handler.open(
        'br',
        depth,
        this.values.map(() => undefined),
      );
      this.handler.close('br', depth);
    }
  }

  /**
   * Whether the page's text from `start` to `end` is, ASCII letters folded, the innermost open element's name (a
   * name read by lower-casing, which leaves lower-case text as it is; other characters go to `readTagName`).
   */
  namesTop(start: number, end: number): boolean {
    const top = this.stack[this.stack.length - 1] as string;
    if (top.length !== end - start) return false;
    const html = this.html;
    for (let at = 0; at < top.length; at += 1) {
      const code = html.charCodeAt(start + at);
      if (
        code !== top.charCodeAt(at) &&
        !(code >= 0x41 && code <= 0x5a && (code | 0x20) === top.charCodeAt(at))
      )
        return false;
    }
    return true;
  }

  popElement(): void {
    const stack = this.stack;
    const depth = stack.length;
    const name = stack.pop() as string;
    // Only an element that opened a foreign context (svg, math, an integration point) has one to end.
    if (this.foreign.length > 1 && kindOf(name).context !== NO_CONTEXT) this.foreign.pop();
    this.handler.close(name, depth);
  }

  onattribname(start: number, end: number): void {
    this.slot = -1;
    if (this.tagname === '') return;
    const names = this.names;
    const html = this.html;
    for (let index = 0; index < names.length; index += 1) {
      const wanted = names[index] as string;
      if (wanted.length !== end - start || this.values[index] !== undefined) continue;
      let same = true;
      for (let at = 0; at < wanted.length && same; at += 1) {
        const code = html.charCodeAt(start + at);
        const want = wanted.charCodeAt(at);
        same =
          code === want ||
          (code >= 0x41 && code <= 0x5a && (code | 0x20) === want) ||
          (code === KELVIN_SIGN && want === 0x6b);
      }
      if (same) {
        this.slot = index;
        return;
      }
    }
  }

  onattribdata(start: number, end: number): void {
    if (this.slot !== -1) this.value += this.html.slice(start, end);
  }

  onattribentity(codePoint: number): void {
    if (this.slot !== -1) this.value += String.fromCodePoint(codePoint);
  }

  onattribend(): void {
    // The first of a repeated attribute counts, as in the Parser's attribute object.
    if (this.slot !== -1) {
      this.values[this.slot] = this.value;
      this.slot = -1;
      this.taken = true;
    }
    this.value = '';
  }

  oncdata(start: number, end: number, offset: number): void {
    if (this.isInForeignContext()) this.handler.text(this.html.slice(start, end - offset), this.stack.length);
  }

  oncomment(): void {}
  ondeclaration(): void {}
  onprocessinginstruction(): void {}

  onend(): void {
    const stack = this.stack;
    // A start tag cut off by the end of the page was never opened: the Parser closes it unseen by any tree.
    if (this.tagname !== '' && !this.tagIsVoid) stack.pop();
    while (stack.length > 0) this.popElement();
  }
}

/**
 * Reads `html` in one pass, telling `handler` of every element's open and close and every text, each with its
 * depth in the tree htmlparser2 builds; an open carries the values of `attributes` (lower-case names) on the tag.
 */
export function driveTags(html: string, handler: TagHandler, attributes: readonly string[]): void {
  const driver = new Driver(html, handler, attributes);
  const tokenizer = new SkippingTokenizer(
    { decodeEntities: true },
    driver as unknown as ConstructorParameters<typeof TokenizerType>[1],
  );
  tokenizer.write(html);
  tokenizer.end();
}
