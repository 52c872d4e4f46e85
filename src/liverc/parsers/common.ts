// Shared by every LiveRC page parser: the result type, DOM loading, visible-text extraction and link resolution.
import { compile, is, selectAll, selectOne } from 'css-select';
import type { AnyNode, Document, Element } from 'domhandler';
import { getAttributeValue } from 'domutils';
import { pageRefOf } from '../urls.ts';
import { elementsByTag, parseLeanDocument } from './lean-dom.ts';

/** Runs of whitespace (tabs and newlines from LiveRC's templates, &nbsp;) as one space, as a browser shows them. */
export const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

export type ParseResult<T> =
  | { ok: true; data: T; warnings: string[] }
  | { ok: false; error: string; warnings: string[] };

export const ok = <T>(data: T, warnings: string[]): ParseResult<T> => ({ ok: true, data, warnings });
export const fail = <T>(error: string, warnings: string[] = []): ParseResult<T> => ({
  ok: false,
  error,
  warnings,
});

/**
 * Runs a parser body so that no input can make it throw: an unexpected exception becomes the page-type error
 * (with the exception's message as a warning) rather than a crash in the caller.
 */
export function guard<T>(notThisPage: string, body: (warnings: string[]) => ParseResult<T>): ParseResult<T> {
  const warnings: string[] = [];
  try {
    return body(warnings);
  } catch (error) {
    warnings.push(`parser error: ${error instanceof Error ? error.message : String(error)}`);
    return fail(notThisPage, warnings);
  }
}

export const loadDocument = (html: string): Document =>
  parseLeanDocument(typeof html === 'string' ? html : '');

// css-select compiles a selector on every call; a page runs the same few selectors once per row, so each is
// compiled once (that took an entry list from 29 ms to 6). None of them use :scope, the one context-bound form.
const compiled = new Map<string, ReturnType<typeof compile<AnyNode, Element>>>();
function query(selector: string) {
  let match = compiled.get(selector);
  if (!match) {
    match = compile<AnyNode, Element>(selector);
    compiled.set(selector, match);
  }
  return match;
}

/** Elements below `root` (not root itself, as css-select reads a single root), in document order. */
export function all(selector: string, root: AnyNode | AnyNode[]): Element[] {
  return (
    (Array.isArray(root) ? undefined : indexedByTag(selector, root)) ??
    selectAll<AnyNode, Element>(query(selector), root)
  );
}

export const one = (selector: string, root: AnyNode | AnyNode[]): Element | null =>
  selectOne<AnyNode, Element>(query(selector), root);

/**
 * A lookup of a selector starting with a tag name (`table`, `div.panel`), from the document's tag index
 * (lean-dom.ts): for the whole document always; below an element when the page has few elements of that tag
 * (an entry list's tables below its panel), where checking each one's ancestors costs less than a walk.
 */
function indexedByTag(selector: string, root: AnyNode): Element[] | undefined {
  const tag = /^[a-z][a-z0-9]*/.exec(selector)?.[0];
  if (!tag || selector.includes(' ')) return undefined;
  let top = root;
  while (top.parent) top = top.parent;
  const tagged = top.type === 'root' ? elementsByTag(top, tag) : undefined;
  if (!tagged || (root !== top && tagged.length > FEW_TAGGED)) return undefined;
  const matches = (element: Element) =>
    (root === top || isInside(element, root)) && (tag === selector || is(element, query(selector)));
  return tagged.filter(matches);
}
const FEW_TAGGED = 64;

function isInside(node: AnyNode, ancestor: AnyNode): boolean {
  for (let current = node.parent; current; current = current.parent) if (current === ancestor) return true;
  return false;
}

export const attr = (element: Element | null | undefined, name: string): string | null =>
  element ? (getAttributeValue(element, name) ?? null) : null;

export function hasClass(element: Element, name: string): boolean {
  const classes = element.attribs.class;
  if (classes === undefined || !classes.includes(name)) return false;
  return classes.split(/\s+/).includes(name);
}

/** Bootstrap's `.hidden` is display:none: LiveRC puts sort keys there that the reader never sees. */
const isHidden = (element: Element) => hasClass(element, 'hidden');
const SKIPPED_TAGS = new Set(['script', 'style', 'template', 'noscript']);

/** The text a reader sees, with `<br>` kept as '\n' so callers can split lines; hidden cells are left out. */
export function rawVisibleText(node: AnyNode | null | undefined, skipTags?: ReadonlySet<string>): string {
  return node ? visibleIn(node, skipTags) : '';
}

// Plain recursive functions, not closures made per call: these run for every cell of every page.
function visibleIn(node: AnyNode, skipTags: ReadonlySet<string> | undefined): string {
  if (node.type === 'text') return node.data;
  if (node.type !== 'tag' && node.type !== 'root') return '';
  if (node.type === 'tag') {
    if (node.name === 'br') return '\n';
    if (SKIPPED_TAGS.has(node.name) || skipTags?.has(node.name) || isHidden(node)) return '';
  }
  let out = '';
  for (const child of node.children) out += visibleIn(child, skipTags);
  return out;
}

function allTextIn(node: AnyNode): string {
  if (node.type === 'text') return node.data;
  if (node.type !== 'tag') return '';
  let out = '';
  for (const child of node.children) out += allTextIn(child);
  return out;
}

/** Visible text on one line, whitespace collapsed. */
export const visibleText = (node: AnyNode | null | undefined, skipTags?: ReadonlySet<string>): string =>
  collapse(rawVisibleText(node, skipTags));

/** Visible text split at `<br>`, each line collapsed, empty lines dropped. */
export function visibleLines(node: AnyNode | null | undefined): string[] {
  const lines: string[] = [];
  for (const raw of rawVisibleText(node).split('\n')) {
    const line = collapse(raw);
    if (line !== '') lines.push(line);
  }
  return lines;
}

/** The machine value LiveRC keeps in a hidden span/div of a cell; null when the cell has none. */
export function hiddenText(cell: Element): string | null {
  const hidden = firstHiddenIn(cell);
  return hidden ? collapse(allTextIn(hidden)) : null;
}

// A plain walk rather than css-select's `.hidden`: it runs for every driver cell of a 1,000-row entry list.
function firstHiddenIn(node: Element): Element | null {
  for (const child of node.children) {
    if (child.type !== 'tag') continue;
    if (isHidden(child)) return child;
    const below = firstHiddenIn(child);
    if (below) return below;
  }
  return null;
}

/** Empty text as null, so absent fields are `null` instead of ''. */
export const nonEmpty = (text: string | null | undefined): string | null => {
  const value = text == null ? '' : collapse(text);
  return value === '' ? null : value;
};

/**
 * Resolves a link against the page's address. Catalogue links are scheme-less (`//slug.liverc.com/`) and track
 * pages use root- and query-relative links; LiveRC hosts are always forced to https.
 */
export function resolveUrl(href: string | null | undefined, pageUrl: string): string | null {
  const text = href?.trim();
  if (!text || text.startsWith('#') || /^javascript:/i.test(text)) return null;
  try {
    const url = new URL(text, pageUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const host = url.hostname.toLowerCase();
    if (url.protocol === 'http:' && (host === 'liverc.com' || host.endsWith('.liverc.com')))
      url.protocol = 'https:';
    return url.toString();
  } catch {
    return null;
  }
}

/** The id of a resolved link to one of these pages. */
export function idOfLink(url: string, ...pages: string[]): number | null {
  const ref = pageRefOf(url);
  return ref && pages.includes(ref.page) ? ref.id : null;
}

/** Track pages carry the breadcrumb headers h1 (track), h3 (event or section), h5 (date or time). */
type Breadcrumb = { h1: string | null; h3: string | null; h5: string | null };

export function readBreadcrumb(doc: Document): Breadcrumb {
  const crumb = one('.page-breadcrumb', doc) ?? doc;
  return {
    h1: nonEmpty(visibleText(one('h1', crumb))),
    h3: nonEmpty(visibleText(one('h3', crumb))),
    h5: nonEmpty(visibleText(one('h5', crumb))),
  };
}

/** The `div.panel` whose heading text matches: panels are found by their titles, which outlive markup changes. */
export function findPanel(doc: Document, heading: RegExp): Element | null {
  for (const panel of all('div.panel', doc)) {
    const title = one('.panel-heading', panel);
    if (title && heading.test(visibleText(title))) return panel;
  }
  return null;
}

/** `th` label → `td` element for two-column key/value tables (stats cards, session details). */
export function keyValueRows(table: Element | null): Map<string, Element> {
  const rows = new Map<string, Element>();
  if (!table) return rows;
  for (const row of all('tr', table)) {
    const th = one('th', row);
    const td = one('td', row);
    if (th && td) rows.set(visibleText(th).toLowerCase(), td);
  }
  return rows;
}

/**
 * Maps header labels to column indexes, so tables are read by header text rather than position (LiveRC's
 * column sets have changed over time). Labels are matched case-insensitively after whitespace collapsing.
 */
function columnIndex(headerRow: Element): Map<string, number> {
  const map = new Map<string, number>();
  cellsOf(headerRow).forEach((cell, index) => {
    const label = visibleText(cell).toLowerCase();
    if (label && !map.has(label)) map.set(label, index);
  });
  return map;
}

/** The index of the first column whose label equals, or starts with, one of the given labels. */
export function findColumn(columns: Map<string, number>, ...labels: string[]): number | null {
  for (const label of labels) {
    const exact = columns.get(label);
    if (exact !== undefined) return exact;
  }
  for (const label of labels) {
    for (const [name, index] of columns) if (name.startsWith(label)) return index;
  }
  return null;
}

/** The direct `td`/`th` children of a row (nested tables must not shift the columns). */
export function cellsOf(row: Element): Element[] {
  const cells: Element[] = [];
  for (const child of row.children)
    if (child.type === 'tag' && (child.name === 'td' || child.name === 'th')) cells.push(child);
  return cells;
}

function hasDataCell(row: Element): boolean {
  for (const child of row.children) if (child.type === 'tag' && child.name === 'td') return true;
  return false;
}

/** Decodes the HTML entities LiveRC leaves inside JavaScript strings (`&amp;`, `&#39;`). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos|nbsp);/gi, (whole, code: string) => {
    const lower = code.toLowerCase();
    if (lower.startsWith('#x')) return safeCodePoint(Number.parseInt(lower.slice(2), 16)) ?? whole;
    if (lower.startsWith('#')) return safeCodePoint(Number.parseInt(lower.slice(1), 10)) ?? whole;
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }[lower] ?? whole;
  });
}

function safeCodePoint(code: number): string | null {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : null;
}

type LocatedTable = {
  table: Element;
  headerRow: Element;
  columns: Map<string, number>;
  rows: Element[];
};

/**
 * The first table with a header row holding every given label (e.g. 'pos' and 'behind'), its column map and its
 * body rows. Tables are found by header text because LiveRC's table classes have changed (docs/liverc/REFERENCE.md §8.15).
 */
export function findTableByHeaders(root: AnyNode, labels: string[]): LocatedTable | null {
  for (const table of all('table', root)) {
    const located = locateTable(table, labels);
    if (located) return located;
  }
  return null;
}

/** The same reading for one given table: null unless one of its own rows holds every label. */
export function locateTable(table: Element, labels: string[]): LocatedTable | null {
  const ownRows = ownRowsOf(table);
  const headerRow = ownRows.find((row) => {
    const columns = columnIndex(row);
    return labels.every((label) => findColumn(columns, label) !== null);
  });
  if (!headerRow) return null;
  // htmlparser2 adds no implied <tbody>, so body rows are the table's own rows outside thead/tfoot.
  const rows = ownRows.filter((row) => {
    const section = row.parent?.type === 'tag' ? row.parent.name : '';
    return row !== headerRow && section !== 'thead' && section !== 'tfoot' && hasDataCell(row);
  });
  return { table, headerRow, columns: columnIndex(headerRow), rows };
}

/** The rows whose nearest table is `table` (a nested table's rows are its own), in document order. */
function ownRowsOf(table: Element): Element[] {
  let top: AnyNode = table;
  while (top.parent) top = top.parent;
  const byTable = top.type === 'root' ? rowsByTable(top) : undefined;
  return byTable ? (byTable.get(table) ?? []) : all('tr', table).filter((row) => closestTable(row) === table);
}

// Every row of a document by its nearest table, grouped once from the tag index: a page's tables are each
// read several times (header search, body rows), and walking a table's every cell each time cost a tenth of
// an entry list's parse. Kept on the document itself, not in a module-level WeakMap: V8's young-generation
// collections kept every document keyed in one alive until a full collection (an entry list's parse went from
// 11 ms to 6 in npm run bench, most of it the collector).
const ROWS_BY_TABLE = Symbol('rows by table');
type RowsKept = Document & { [ROWS_BY_TABLE]?: Map<Element, Element[]> };
function rowsByTable(doc: RowsKept): Map<Element, Element[]> | undefined {
  const kept = doc[ROWS_BY_TABLE];
  if (kept) return kept;
  const rows = elementsByTag(doc, 'tr');
  if (!rows) return undefined;
  const byTable = new Map<Element, Element[]>();
  for (const row of rows) {
    const table = closestTable(row);
    if (!table) continue;
    const own = byTable.get(table);
    if (own) own.push(row);
    else byTable.set(table, [row]);
  }
  Object.defineProperty(doc, ROWS_BY_TABLE, { value: byTable });
  return byTable;
}

export function closestTable(node: Element): Element | null {
  let current = node.parent;
  while (current && current.type === 'tag') {
    if (current.name === 'table') return current;
    current = current.parent;
  }
  return null;
}

/** Text of all `<script>` elements, where LiveRC keeps lap data. */
export function scriptTexts(doc: Document): string[] {
  return all('script', doc).map((script) =>
    script.children.map((child) => (child.type === 'text' ? child.data : '')).join(''),
  );
}
