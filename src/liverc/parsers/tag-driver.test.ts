import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { driveTags } from './tag-driver.ts';
import { describeRealPages, readRealPage, realPagesDir } from './testing/pages.ts';

// Attribute names the driver is asked for: the scans' own, one with a 'k' (see the Kelvin sign) and one never present.
const ATTRIBUTES = [
  'class',
  'href',
  'id',
  'value',
  'selected',
  'src',
  'title',
  'data-driver-id',
  'data-kind',
  'missing',
];

type Event = [kind: 'open' | 'text' | 'close', name: string, depth: number, values?: (string | undefined)[]];

/** htmlparser2's own Parser (stock tokenizer), its events with the depth of the tree it reports. */
function parserEvents(html: string): Event[] {
  const events: Event[] = [];
  const open: string[] = [];
  // A start tag cut off by the page's end is named but never opened; the Parser still closes it at the end.
  let named: string | null = null;
  // The Parser's own (protected) void-element test: a cut-off void tag was never on its stack.
  const isVoid = (name: string) =>
    (parser as unknown as { isVoidElement(name: string): boolean }).isVoidElement(name);
  const parser: Parser = new Parser(
    {
      onopentagname(name) {
        named = name;
      },
      onopentag(name, attribs) {
        named = null;
        open.push(name);
        events.push(['open', name, open.length, ATTRIBUTES.map((key) => attribs[key])]);
      },
      ontext(text) {
        events.push(['text', text, open.length]);
      },
      onclosetag(name) {
        if (named !== null && !isVoid(named)) {
          named = null;
          return;
        }
        events.push(['close', name, open.length]);
        open.pop();
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return events;
}

function driverEvents(html: string): Event[] {
  const events: Event[] = [];
  driveTags(
    html,
    {
      open: (name, depth, values) => events.push(['open', name, depth, [...values]]),
      text: (text, depth) => events.push(['text', text, depth]),
      close: (name, depth) => events.push(['close', name, depth]),
    },
    ATTRIBUTES,
  );
  return events;
}

const expectSameEvents = (html: string) => expect(driverEvents(html)).toEqual(parserEvents(html));

const htmlIn = (dir: URL): [string, string][] =>
  readdirSync(fileURLToPath(dir))
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => [name, readFileSync(new URL(name, dir), 'utf8')]);

describe('driveTags reports what htmlparser2 Parser reports', () => {
  it.each([
    ['<p>one<p>two<div>three</div><li>a<li>b</li>', 'implied closes of p and li'],
    ['<table><tr><td>1<td>2<th>h<tr><td>3</table>', 'implied closes of tr, td, th'],
    ['<table><thead><tr><td>x<tbody><tr><td>y<tfoot><tr><td>z</table>', 'table sections'],
    ['<table><thead><td>x<td>y</table>', 'a td closing a thead'],
    ['<select><option value=1>a<option value=2 selected>b<optgroup><option>c</select>', 'options'],
    ['<dl><dt>a<dd>b<dt>c</dl><ruby>x<rt>y<rp>z</ruby>', 'dd, dt, rt, rp'],
    ['<h1>a<h2>b<p>c<h3>d</h3>', 'headings'],
    ['<br><hr><img src=a.png><input value=x><meta><link><wbr><area><col>', 'void elements'],
    ['<div><br/><span/>text</span></div><img src="x"/>', 'self-closing syntax in HTML'],
    ['</div>text</span><div>a</b>b</div></table>', 'stray close tags'],
    ['<div><span><b>x</div>after', 'a close tag closing the elements inside'],
    ['<p>a</br>b</br ></p>', '</br>'],
    ['x</p>y<div></p></div>', '</p> with no open p'],
    ['<DIV CLASS="A" Href=B ID=c><SPAN>x</SPAN></Div><TABLE><TR><TD>1</td></TABLE>', 'upper-case tags'],
    ['<div><span>unclosed<p>para', 'unclosed tags at the end'],
    ['<d\u0130v>a</D\u0130V><\u212Ab>b</kb></\u212AB><x\u03A3>c</X\u03A3>', 'non-ASCII tag names'],
    ['<div><span class="x"', 'a start tag cut off at the end'],
    ['<div><img src="x', 'a void start tag cut off at the end'],
    ['<div></sp', 'a close tag cut off at the end'],
    [
      '<svg viewBox="0 0 1 1"><clipPath id=a><rect/></clipPath><foreignObject><div>html<br/></div></foreignObject>' +
        '<path d="M0"/><image href=a/><title>t</title></svg><image src=b>',
      'svg foreign content',
    ],
    [
      '<math><mi>x<b>bold</b></mi><mo>+</mo><annotation-xml><svg><desc>d</desc></svg></annotation-xml></math>',
      'math foreign content',
    ],
    ['<svg><![CDATA[a<b]]><style>s{}</style></svg><![CDATA[hidden]]>', 'CDATA inside and outside svg'],
    [
      '<svg><foreignObject><svg><clippath></clippath></foreignObject></svg>',
      'svg names under an integration point',
    ],
    [
      '<svg><clipPath><foreignObject><clippath>x</clippath>y</foreignObject>z</clipPath></svg>',
      'an svg close tag inside an integration point, matching an outer svg element',
    ],
    ['<form id=a><div><form id=b class=c><input></form></div></form>', 'a form inside a form'],
    ['<a href=1>one<a href=2>two</a>', 'a inside a'],
    ['<body><head><link><script>x</script><body>y', 'body closing head'],
    [
      '<div class="a" class="b" HREF="h1" href="h2" data-driver-id=7 title="T &amp; U" selected>x</div>',
      'repeated, upper-case, entity and empty attribute values',
    ],
    ['<div data-\u212Aind=x data-kind=y>k</div>', 'a Kelvin sign in an attribute name (lower-cased to k)'],
    ['<script>if (a < b) { x = "</div>"; }</script><style>p{}</style><textarea><b></textarea>', 'raw text'],
    ['a &amp; b &nbsp; &#x41; &unknown; <!-- c --><!DOCTYPE html><?php x ?>', 'entities, comments'],
    [
      '<div\fclass=a\rid=b\tdata-kind\n=c title=d/>x</div\f><br\r/><SPAN\tCLASS="e">y</span\n>',
      'every character ending a tag or attribute name',
    ],
    ['', 'nothing'],
  ])('%#: %s', (html) => {
    expectSameEvents(html);
  });

  it.each(htmlIn(new URL('./fixtures/', import.meta.url)))('fixture %s', (_, html) => {
    expectSameEvents(html);
  });

  it.each(htmlIn(new URL('../../../tools/liverc-replay/pages/', import.meta.url)))(
    'replay page %s',
    (_, html) => {
      expectSameEvents(html);
    },
  );
});

describeRealPages('driveTags on the saved LiveRC pages', () => {
  const pages = readdirSync(fileURLToPath(realPagesDir)).filter((name) => name.endsWith('.html'));
  it.each(pages)('%s', (name) => {
    const html = readRealPage(name);
    const events = driverEvents(html);
    expect(events.length).toBeGreaterThan(500);
    expect(events).toEqual(parserEvents(html));
  });
});
