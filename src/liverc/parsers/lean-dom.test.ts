import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { selectAll } from 'css-select';
import { type AnyNode, Element, isTag, isText, Text } from 'domhandler';
import { getOuterHTML, removeElement } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { parseLeanDocument } from './lean-dom.ts';
import { describeRealPages, readFixture, readRealPage, realPagesDir } from './testing/pages.ts';

/** Every node's kind, name, attributes, text and links, so two trees compare field by field. */
function shape(node: AnyNode): unknown {
  const links = {
    parent: node.parent ? 'set' : null,
    prevIsSibling: node.prev ? node.prev.next === node : null,
    nextIsSibling: node.next ? node.next.prev === node : null,
    startIndex: node.startIndex,
    endIndex: node.endIndex,
    keys: Object.keys(node)
      .filter((key) => !['namespace', 'x-attribsNamespace', 'x-attribsPrefix'].includes(key))
      .sort(),
  };
  if (isTag(node)) {
    return {
      ...links,
      proto: node instanceof Element,
      type: node.type,
      name: node.name,
      attribs: node.attribs,
      children: node.children.map(shape),
    };
  }
  if (isText(node)) return { ...links, proto: node instanceof Text, type: node.type, data: node.data };
  return { ...links, type: node.type, children: 'children' in node ? node.children.map(shape) : undefined };
}

/** parseDocument's tree less the whitespace between a table's rows and cells, which the lean one never builds. */
function referenceOf(html: string) {
  const reference = parseDocument(html);
  for (const part of selectAll('table, thead, tbody, tfoot, tr', reference))
    for (const child of [...part.children]) if (isText(child) && !/\S/.test(child.data)) removeElement(child);
  return reference;
}

function expectSameTree(html: string) {
  const lean = parseLeanDocument(html);
  const reference = referenceOf(html);
  expect(lean.children.map(shape)).toEqual(reference.children.map(shape));
  expect(getOuterHTML(lean)).toBe(getOuterHTML(reference));
  expect(selectAll('td .hidden, script, a[href]', lean).length).toBe(
    selectAll('td .hidden, script, a[href]', reference).length,
  );
}

describe('parseLeanDocument builds the same tree as parseDocument, less the whitespace between table cells', () => {
  const fixtures = readdirSync(fileURLToPath(new URL('./fixtures/', import.meta.url)));
  it.each(fixtures)('fixture %s', (name) => {
    expectSameTree(readFixture(name));
  });

  it.each([
    ['', 'empty'],
    ['<p>a<b>b<i>c</p>d', 'misnested tags'],
    ['<script>if (a < b) { x = "</div>"; }</script><style>p{}</style>text', 'script and style'],
    ['<!-- c --><![CDATA[x]]><?php echo 1 ?><!DOCTYPE html>', 'comments and directives'],
    ['<table><tr><td>1<td>2</table>&amp;&nbsp;&#x41;', 'implied closes and entities'],
    // What the skipping tokenizer steps over must end exactly where the original's one-by-one steps end.
    [
      '<p>a &copy b &notit; c&amp</p>\n\t\t<p>&#39;x&#39; &unknown; &</p>',
      'legacy and unknown entities in text',
    ],
    [
      '<a href="?p=1&amp;q=2&copy=3" title=\'O&#39;Brien &amp; co\' data-x=a&amp;b>x</a><a href="&">y</a>',
      'entities in quoted and unquoted attribute values',
    ],
    [
      '<title>A &amp; B</title><textarea>&lt;x&gt; & y</textarea><xmp>&amp;</xmp>',
      'entities in raw-text tags',
    ],
    ['<svg><style>a &amp; b</style><title>&amp;</title></svg><style>&amp;</style>', 'foreign content'],
    ['text & more text <', 'a lone ampersand and a last unclosed tag'],
    [
      '<div class="a\n  b" id=\'c\'>   \n\n\t  <span>&nbsp;x&nbsp;</span>\t\t</div>plain end',
      'whitespace runs',
    ],
    ['<a href="never closed>text & </a>', 'an attribute value that never closes'],
    ['<table>\n <tr>\n  <td> a </td> <th>\n</th>\n </tr>\n</table> <p> </p>', 'whitespace in tables'],
  ])('%#: %s', (html) => {
    expectSameTree(html);
  });
});

describeRealPages('parseLeanDocument on the real pages', () => {
  const pages = readdirSync(fileURLToPath(realPagesDir)).filter((name) => name.endsWith('.html'));
  it.each(pages)('%s', (name) => {
    expectSameTree(readRealPage(name));
  });
});
