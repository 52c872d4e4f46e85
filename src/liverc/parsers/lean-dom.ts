// htmlparser2's parseDocument, building the same nodes without running domhandler 6's class-field initialisers:
// on Node 20 those took three quarters of a parse (a 161 KB entry list: 16 ms with them, 3 ms without).
import type { Document } from 'domhandler';
import { DomHandler, Element, Text } from 'domhandler';
import { ElementType, Parser } from 'htmlparser2';

const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

/** The nodes get the prototypes and own properties domhandler's constructors give them (lean-dom.test.ts). */
class LeanDomHandler extends DomHandler {
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

  override ontext(data: string): void {
    // Whitespace between a table's rows and cells is never shown: a third of an entry list's nodes, not built.
    const parent = this.tagStack[this.tagStack.length - 1] as Element;
    if (TABLE_PARTS.has(parent.name) && !/\S/.test(data)) return;
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

// Plain constructor functions sharing domhandler's prototypes: one fixed shape per node, in one allocation.
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

// Every element by tag name, in document order, kept on the document under a symbol: a page-wide lookup
// (`table`, `th`, `div.panel`) reads a short list instead of walking every node of a 161 KB page.
const TAG_INDEX = Symbol('tag index');
type IndexedDocument = Document & { [TAG_INDEX]?: ReadonlyMap<string, readonly Element[]> };

export function parseLeanDocument(html: string): Document {
  const handler = new LeanDomHandler();
  new Parser(handler).end(html);
  Object.defineProperty(handler.root, TAG_INDEX, { value: handler.byTag });
  return handler.root;
}

/** The document's elements with this tag name, in document order; undefined for a document not built here. */
export function elementsByTag(doc: Document, name: string): readonly Element[] | undefined {
  const index = (doc as IndexedDocument)[TAG_INDEX];
  return index ? (index.get(name) ?? []) : undefined;
}
