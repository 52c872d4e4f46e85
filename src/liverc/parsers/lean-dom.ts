// Builds the same DOM as htmlparser2's parseDocument, but creates element and text nodes without running
// domhandler 6's class-field initialisers: on Node 20 those took ~60% of parse time (profiled on the entry list).
// Its tokenizer (skipping-tokenizer.ts) steps over script bodies, text and attribute values with indexOf. Both
// lean on htmlparser2's and domhandler's internals (docs/decisions/006-tokenizer-on-htmlparser2-internals.md).

import type { ChildNode, Document, ParentNode } from 'domhandler';
import { DomHandler, Element, Text } from 'domhandler';
import { ElementType, Parser } from 'htmlparser2';
import { SkippingTokenizer } from './skipping-tokenizer.ts';

/**
 * The nodes get the prototypes and own properties the domhandler constructors give them (checked against
 * parseDocument over every fixture and real page in lean-dom.test.ts), so css-select and domutils see no
 * difference.
 */
class LeanDomHandler extends DomHandler {
  /** Every element by tag name, in document order (the order they open in). */
  readonly byTag = new Map<string, Element[]>();

  override onopentag(name: string, attribs: Record<string, string>): void {
    const type =
      name === 'script' ? ElementType.Script : name === 'style' ? ElementType.Style : ElementType.Tag;
    const element = new (LeanElement as unknown as LeanConstructor<Element>)(name, attribs, type);
    this.addNode(element);
    this.tagStack.push(element);
    const named = this.byTag.get(name);
    if (named) named.push(element);
    else this.byTag.set(name, [element]);
  }

  /** domhandler's, less its checks for start/end indices and an element callback, which this handler never has. */
  override addNode(node: ChildNode): void {
    const parent = this.tagStack[this.tagStack.length - 1] as ParentNode;
    const siblings = parent.children;
    const previous = siblings[siblings.length - 1];
    siblings.push(node);
    if (previous) {
      node.prev = previous;
      previous.next = node;
    }
    node.parent = parent;
    this.lastNode = null;
  }

  override onclosetag(): void {
    this.lastNode = null;
    this.tagStack.pop();
  }

  override ontext(data: string): void {
    const last = this.lastNode;
    if (last && last.type === ElementType.Text) {
      last.data += data;
      return;
    }
    const text = new (LeanText as unknown as LeanConstructor<Text>)(data);
    this.addNode(text);
    this.lastNode = text;
  }
}

// Plain constructor functions sharing domhandler's prototypes: every node of a page gets one fixed shape in a
// single allocation, where Object.create plus property-by-property stores reshaped each node as it grew.
type LeanConstructor<T> = new (...args: unknown[]) => T;
function LeanElement(this: Element, name: string, attribs: Record<string, string>, type: Element['type']) {
  this.parent = null;
  this.prev = null;
  this.next = null;
  this.startIndex = null;
  this.endIndex = null;
  this.children = [];
  this.name = name;
  this.attribs = attribs;
  this.type = type;
}
LeanElement.prototype = Element.prototype;

function LeanText(this: Text, data: string) {
  this.parent = null;
  this.prev = null;
  this.next = null;
  this.startIndex = null;
  this.endIndex = null;
  this.data = data;
  this.type = ElementType.Text;
}
LeanText.prototype = Text.prototype;

// Kept on the document itself under a symbol (hidden from keys and copies): a WeakMap of every parsed page
// made each garbage collection walk its entries, and cost more than the index saved.
const TAG_INDEX = Symbol('tag index');
type IndexedDocument = Document & { [TAG_INDEX]?: ReadonlyMap<string, readonly Element[]> };

export function parseLeanDocument(html: string): Document {
  const handler = new LeanDomHandler();
  new Parser(handler, { Tokenizer: SkippingTokenizer }).end(html);
  Object.defineProperty(handler.root, TAG_INDEX, { value: handler.byTag });
  return handler.root;
}

/**
 * A document's elements with this tag name, in document order, read from the index built while parsing: a
 * page-wide `table` or `script` lookup without walking every node. Undefined for a document not built here.
 * Parsers only read their documents; a changed tree would leave this index behind.
 */
export function elementsByTag(doc: Document, name: string): readonly Element[] | undefined {
  const index = (doc as IndexedDocument)[TAG_INDEX];
  return index ? (index.get(name) ?? []) : undefined;
}
