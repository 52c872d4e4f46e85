// Shared by every LiveRC page parser: the result type, DOM loading, visible-text extraction and link resolution.
import { compile, selectAll, selectOne } from 'css-select';
import type { AnyNode, Document, Element } from 'domhandler';
import { getAttributeValue } from 'domutils';
import { type LiveRcPageRef, pageRefOf } from '../urls.ts';
import { elementsByTag, parseLeanDocument } from './lean-dom.ts';
import { collapse } from './whitespace.ts';

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

export function loadDocument(html: string): Document {
  return parseLeanDocument(typeof html === 'string' ? html : '');
}

// css-select compiles a selector string on every call; parsers run the same few selectors thousands of times
// per page (once per row), so each is compiled once. None of them use :scope, the only context-bound form.
type Compiled = ReturnType<typeof compile<AnyNode, Element>>;
const compiled = new Map<string, Compiled>();
function query(selector: string): Compiled {
  let match = compiled.get(selector);
  if (!match) {
    match = compile<AnyNode, Element>(selector);
    compiled.set(selector, match);
  }
  return match;
}

/** Elements below `root` (not root itself, as css-select reads a single root), in document order. */
export function all(selector: string, root: AnyNode | AnyNode[]): Element[] {
  const indexed = indexedElements(selector, root);
  if (indexed) return [...indexed];
  const simple = Array.isArray(root) ? null : simpleMatcher(selector);
  if (!simple) return selectAll<AnyNode, Element>(query(selector), root);
  const found: Element[] = [];
  collect(root as AnyNode, simple, found, false);
  return found;
}

export function one(selector: string, root: AnyNode | AnyNode[]): Element | null {
  const indexed = indexedElements(selector, root);
  if (indexed) return indexed[0] ?? null;
  const simple = Array.isArray(root) ? null : simpleMatcher(selector);
  if (!simple) return selectOne<AnyNode, Element>(query(selector), root);
  const found: Element[] = [];
  collect(root as AnyNode, simple, found, true);
  return found[0] ?? null;
}

/**
 * A bare tag (`table`) or a tag with one class or attribute (`div.panel`) looked up from the parse's tag index
 * (document order, as a walk gives), filtered by the rest of the selector: on a whole document always; below an
 * element when the page has few elements of that tag (an entry list's tables below its panel), where checking
 * each one's ancestors costs less than walking every cell of the element.
 */
function indexedElements(selector: string, root: AnyNode | AnyNode[]): readonly Element[] | undefined {
  if (Array.isArray(root)) return undefined;
  const tag = /^[a-z][a-z0-9]*/.exec(selector)?.[0];
  if (!tag) return undefined;
  const matcher = tag.length === selector.length ? null : simpleMatcher(selector);
  if (tag.length !== selector.length && !matcher) return undefined;
  if (root.type === 'root') {
    const tagged = elementsByTag(root, tag);
    return tagged && matcher ? tagged.filter(matcher) : tagged;
  }
  let top: AnyNode = root;
  while (top.parent) top = top.parent;
  const tagged = top.type === 'root' ? elementsByTag(top, tag) : undefined;
  if (!tagged || tagged.length > FEW_TAGGED) return undefined;
  return tagged.filter((element) => isBelow(element, root) && (!matcher || matcher(element)));
}
const FEW_TAGGED = 32;

function isBelow(node: AnyNode, ancestor: AnyNode): boolean {
  for (let current = node.parent; current; current = current.parent) if (current === ancestor) return true;
  return false;
}

// The parsers' most frequent selectors, a bare tag (`tr`), class (`.driver_name`) or attribute
// (`[data-driver-id]`), or a tag with one class or attribute (`div.panel`, `a[href]`), are matched by a plain
// walk: css-select's general machinery costs several times more per node, and a page is walked hundreds of times.
type Matcher = (element: Element) => boolean;
const simpleMatchers = new Map<string, Matcher | null>();
const SIMPLE_SELECTOR = /^([a-z][a-z0-9]*)?(?:\.([A-Za-z_][\w-]*)|\[([a-z][\w-]*)\])?$/;
function simpleMatcher(selector: string): Matcher | null {
  let matcher = simpleMatchers.get(selector);
  if (matcher === undefined) {
    const [, tag, className, attribute] = SIMPLE_SELECTOR.exec(selector) ?? [];
    const test: Matcher | null = className
      ? (element) => hasClass(element, className)
      : attribute
        ? (element) => element.attribs[attribute] !== undefined
        : null;
    matcher =
      tag && test
        ? (element) => element.name === tag && test(element)
        : tag
          ? (element) => element.name === tag
          : test;
    simpleMatchers.set(selector, matcher);
  }
  return matcher;
}

/** Pre-order walk below `node`; stops at the first match when `firstOnly`. Returns true once it has stopped. */
function collect(node: AnyNode, matches: Matcher, found: Element[], firstOnly: boolean): boolean {
  if (node.type !== 'root' && node.type !== 'tag' && node.type !== 'script' && node.type !== 'style')
    return false;
  const children = node.children;
  for (let index = 0; index < children.length; index += 1) {
    const child = children[index] as AnyNode;
    if (child.type !== 'tag' && child.type !== 'script' && child.type !== 'style') continue;
    if (matches(child)) {
      found.push(child);
      if (firstOnly) return true;
    }
    if (child.children.length > 0 && collect(child, matches, found, firstOnly)) return true;
  }
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
  return rawVisibleText(node)
    .split('\n')
    .map(collapse)
    .filter((line) => line !== '');
}

/** The machine value LiveRC keeps in a hidden span/div of a cell; null when the cell has none. */
export function hiddenText(cell: Element): string | null {
  const hidden = one('.hidden', cell);
  return hidden ? collapse(allTextIn(hidden)) : null;
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
  // LiveRC's own links (`/results/?p=view_race_result&id=6304829`): the page's origin, or its address without
  // the query, then the link as written, which is what the URL parser gives for a link of characters it never
  // escapes or rewrites (no dot segments, `%`, `+`, `#` or `\`). Parsing each link took a quarter of an event page.
  const plain = PLAIN_LINK.exec(text);
  if (plain) {
    const base = plainBaseOf(pageUrl);
    if (base) return (plain[1] ? base.origin : base.path) + text;
  }
  return resolveWithUrl(text, pageUrl);
}

function resolveWithUrl(text: string, pageUrl: string): string | null {
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

/** A root-relative path (group 1) or a bare query, of characters the URL parser keeps as they are. */
const PLAIN_LINK = /^(?:(\/(?!\/)[A-Za-z0-9_/-]*)(?:\?[A-Za-z0-9_=&.-]*)?|\?[A-Za-z0-9_=&.-]*)$/;
// The last page's bases: every link of one page is resolved against the same address.
let lastBase: { pageUrl: string; base: { origin: string; path: string } | null } | null = null;
/** `/` and `?` resolved the slow way (https forced alike), less that last character; null if either fails. */
function plainBaseOf(pageUrl: string): { origin: string; path: string } | null {
  if (lastBase?.pageUrl === pageUrl) return lastBase.base;
  const root = resolveWithUrl('/', pageUrl);
  const query = resolveWithUrl('?', pageUrl);
  const base =
    root?.endsWith('/') && query?.endsWith('?')
      ? { origin: root.slice(0, -1), path: query.slice(0, -1) }
      : null;
  lastBase = { pageUrl, base };
  return base;
}

/**
 * `pageRefOf` for a link `resolveUrl` gave (a serialised URL, so it parses): read straight from its query when
 * that holds only characters URLSearchParams takes as they are, as LiveRC's links do.
 */
export function linkRef(url: string): LiveRcPageRef | null {
  const mark = url.indexOf('?');
  const query = mark === -1 ? null : url.slice(mark + 1);
  if (query === null || !PLAIN_QUERY.test(query)) return pageRefOf(url);
  let page: string | null = null;
  let raw: string | null = null;
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = equals === -1 ? pair : pair.slice(0, equals);
    const value = equals === -1 ? '' : pair.slice(equals + 1);
    if (name === 'p' && page === null) page = value;
    else if (name === 'id' && raw === null) raw = value;
  }
  if (!page) return null;
  const parsed = raw !== null && /^[0-9]{1,16}$/.test(raw) ? Number(raw) : null;
  return { page, id: parsed !== null && Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null };
}
const PLAIN_QUERY = /^[A-Za-z0-9_=&.-]*$/;

/** The id of a resolved link to one of these pages (`eventIdFromUrl` and its kin in urls.ts, by `linkRef`). */
export function idOfLink(url: string, ...pages: string[]): number | null {
  const ref = linkRef(url);
  return ref && pages.includes(ref.page) ? ref.id : null;
}

/** Track pages carry the breadcrumb headers h1 (track), h3 (event or section), h5 (date or time). */
export type Breadcrumb = { h1: string | null; h3: string | null; h5: string | null };

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
export function columnIndex(headerRow: Element): Map<string, number> {
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
  return row.children.filter(
    (child): child is Element => child.type === 'tag' && (child.name === 'td' || child.name === 'th'),
  );
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

export type LocatedTable = {
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
    return (
      row !== headerRow &&
      section !== 'thead' &&
      section !== 'tfoot' &&
      cellsOf(row).some((c) => c.name === 'td')
    );
  });
  return { table, headerRow, columns: columnIndex(headerRow), rows };
}

/**
 * The rows whose nearest table is `table`, in document order: `all('tr', table)` filtered by `closestTable`, but
 * read from the rows of the whole document grouped by table once per document, where walking every table's
 * cells again for each lookup took a fifth of an entry list's parse.
 */
function ownRowsOf(table: Element): readonly Element[] {
  let root: AnyNode = table;
  while (root.parent) root = root.parent;
  const byTable = root.type === 'root' ? rowsByTable(root) : undefined;
  if (!byTable) return all('tr', table).filter((row) => closestTable(row) === table);
  return byTable.get(table) ?? [];
}

// Kept on the document under a symbol, as the tag index is (lean-dom.ts): parsers only read their documents.
const ROWS_BY_TABLE = Symbol('rows by table');
type RowsByTable = Map<Element, Element[]>;
function rowsByTable(doc: Document): RowsByTable | undefined {
  const kept = (doc as Document & { [ROWS_BY_TABLE]?: RowsByTable })[ROWS_BY_TABLE];
  if (kept) return kept;
  const rows = elementsByTag(doc, 'tr');
  if (!rows) return undefined;
  const byTable: RowsByTable = new Map();
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

function closestTable(node: Element): Element | null {
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
