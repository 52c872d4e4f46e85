// Builds the same DOM as htmlparser2's parseDocument, but creates element and text nodes without running
// domhandler 6's class-field initialisers: on Node 20 those took ~60% of parse time (profiled on the entry list).

import type { Document } from 'domhandler';
import { DomHandler, Element, Text } from 'domhandler';
import { ElementType, Parser } from 'htmlparser2';

/**
 * The nodes get the prototypes and own properties the domhandler constructors give them (checked against
 * parseDocument over every fixture and real page in lean-dom.test.ts), so css-select and domutils see no
 * difference.
 */
class LeanDomHandler extends DomHandler {
  override onopentag(name: string, attribs: Record<string, string>): void {
    const element: Element = Object.create(Element.prototype);
    element.parent = null;
    element.prev = null;
    element.next = null;
    element.startIndex = null;
    element.endIndex = null;
    element.children = [];
    element.name = name;
    element.attribs = attribs;
    element.type =
      name === 'script' ? ElementType.Script : name === 'style' ? ElementType.Style : ElementType.Tag;
    this.addNode(element);
    this.tagStack.push(element);
  }

  override ontext(data: string): void {
    const last = this.lastNode;
    if (last && last.type === ElementType.Text) {
      last.data += data;
      return;
    }
    const text: Text = Object.create(Text.prototype);
    text.parent = null;
    text.prev = null;
    text.next = null;
    text.startIndex = null;
    text.endIndex = null;
    text.data = data;
    text.type = ElementType.Text;
    this.addNode(text);
    this.lastNode = text;
  }
}

export function parseLeanDocument(html: string): Document {
  const handler = new LeanDomHandler();
  new Parser(handler).end(html);
  return handler.root;
}
