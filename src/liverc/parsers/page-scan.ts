// One streaming pass over a LiveRC results or practice page (issue 17, item 4), for the events list, entry list
// and practice readers: it records, without building a DOM, what their DOM readers (kept as `*-dom.ts`, the
// tests' reference) looked up — panels and their first heading, tables with their own and all their rows, every
// row's direct cells, each cell's first link, `small` and hidden element, the breadcrumb, and on request the
// month picker's options, the scripts and the shown lap list. Texts are kept raw, as `rawVisibleText` (or, for a
// hidden element, as `hiddenText`) would read them from the DOM. Tag depth mirrors htmlparser2's (it reports
// implied closes), so the element a record was opened on is the one closing at that depth.
import { Parser } from 'htmlparser2';
import { SkippingTokenizer } from './skipping-tokenizer.ts';
import { hasClassWord } from './whitespace.ts';

/**
 * The text of the element at `depth`: `rawVisibleText` (`<br>` as '\n', hidden and script parts left out), or for
 * `all`, every text below it but a script's or style's (`hiddenText` before collapsing).
 */
export type Capture = { depth: number; raw: string; all: boolean };
/** An `a[href]`, its text captured. */
export type Link = Capture & { href: string };

/** A `td` or `th`, its own visible text captured. */
export type Cell = Capture & {
  name: 'td' | 'th';
  /** The first `a[href]`, `small` and `.hidden` element below the cell, in document order. */
  link: Link | null;
  small: Capture | null;
  hidden: Capture | null;
};

export type Row = {
  depth: number;
  /** The name of the element the row sits in directly (`thead`, `tbody`, `table`…). */
  parentName: string;
  inThead: boolean;
  /** The direct `td`/`th` children. */
  cells: Cell[];
  /** The first `th` and `td` below the row (a key/value row's label and value). */
  firstTh: Cell | null;
  firstTd: Cell | null;
  link: Link | null;
  /** The row's visible text, kept for rows inside a `thead` when asked for (the entry list's older class title). */
  text: Capture | null;
};

export type Table = {
  depth: number;
  id: string | null;
  /** Rows whose nearest table is this one, and every row below it, in document order. */
  ownRows: Row[];
  allRows: Row[];
  /** The first `.class_header` and `.class_sub_header` below the table (the entry list's class title). */
  classHeader: Capture | null;
  classSubHeader: Capture | null;
};

export type Panel = {
  depth: number;
  /** The first `.panel-heading` below the `div.panel`. */
  heading: Capture | null;
  /** Every table and row below the panel, in document order. */
  tables: Table[];
  rows: Row[];
  /** `select option[value]` below the panel. */
  options: Option[];
};

export type Option = { value: string; selected: boolean; text: Capture };

export type PageScan = {
  /** Every `div.panel`, in document order. */
  panels: Panel[];
  /** Every table, in document order. */
  tables: Table[];
  sawCrumb: boolean;
  /** The first h1, h3 and h5 below the first `.page-breadcrumb`, and in the whole page (for a page without one). */
  crumb: { h1: Capture | null; h3: Capture | null; h5: Capture | null };
  page: { h1: Capture | null; h3: Capture | null; h5: Capture | null };
  /** Each script's text, when asked for. */
  scripts: string[];
  /** The visible text of every `span` below a `.laps_list`, when asked for. */
  lapSpans: Capture[];
};

export type ScanOptions = {
  scripts?: boolean;
  lapSpans?: boolean;
  options?: boolean;
  theadRowText?: boolean;
};

// What an open element started, so its close undoes only that (most elements start nothing).
const CAPTURE = 1;
const CELL = 2;
const ROW = 4;
const TABLE = 8;
const PANEL = 16;
const HIDDEN = 32;
const CRUMB = 64;
const LAPS_LIST = 128;
const THEAD = 256;
const SELECT = 512;
const SCRIPT = 1024;

/** The scan's state, one per page; the handler's methods are shared, not closures made per page. */
class Scanner {
  readonly scan: PageScan = {
    panels: [],
    tables: [],
    sawCrumb: false,
    crumb: { h1: null, h3: null, h5: null },
    page: { h1: null, h3: null, h5: null },
    scripts: [],
    lapSpans: [],
  };
  /** The open elements' names and marks (what each started), outermost first. */
  readonly names: string[] = [];
  readonly marks: number[] = [];
  /** Open captures, outermost first: each is an open element's, so their depths never decrease. */
  readonly active: Capture[] = [];
  /** The innermost open hidden (or script…) element's depth, 0 for none, and the ones it hides. */
  hiddenDepth = 0;
  readonly outerHidden: number[] = [];
  readonly openPanels: Panel[] = [];
  readonly openTables: Table[] = [];
  readonly openRows: Row[] = [];
  readonly openCells: Cell[] = [];
  crumbDepth = 0;
  theads = 0;
  selects = 0;
  lapsLists = 0;
  script: string | null = null;
  /** The current element's marks, set while it opens, and whether its text is never seen (a script…). */
  mark = 0;
  skipped = false;

  constructor(readonly options: ScanOptions) {}

  capture(depth: number, all: boolean): Capture {
    const made: Capture = { depth, raw: '', all };
    this.active.push(made);
    this.mark |= CAPTURE;
    return made;
  }

  onopentag(name: string, attribs: Record<string, string>): void {
    const names = this.names;
    const depth = names.length + 1;
    const parentName = names.length > 0 ? (names[names.length - 1] as string) : '';
    names.push(name);
    this.mark = 0;
    this.skipped = false;
    const classes = attribs.class;
    // A `<br>` is a line break even when hidden (it has nothing inside).
    if (name === 'br' && this.active.length > 0) this.appendBreak();
    if (classes !== undefined) this.openClassed(name, classes, depth);
    this.openNamed(name, attribs, depth, parentName);
    if (this.skipped || (classes !== undefined && hasClassWord(classes, 'hidden'))) {
      this.outerHidden.push(this.hiddenDepth);
      this.hiddenDepth = depth;
      this.mark |= HIDDEN;
    }
    this.marks.push(this.mark);
  }

  openNamed(name: string, attribs: Record<string, string>, depth: number, parentName: string): void {
    switch (name) {
      case 'td':
      case 'th':
        this.openCell(name, depth);
        break;
      case 'tr':
        this.openRow(parentName, depth);
        break;
      case 'table':
        this.openTable(attribs, depth);
        break;
      case 'thead':
        this.theads += 1;
        this.mark |= THEAD;
        break;
      case 'a':
        if (attribs.href !== undefined && (this.openCells.length > 0 || this.openRows.length > 0))
          this.openLink(attribs.href, depth);
        break;
      case 'small':
        if (this.openCells.length > 0) {
          let text: Capture | null = null;
          for (const cell of this.openCells)
            if (cell.small === null) {
              text ??= this.capture(depth, false);
              cell.small = text;
            }
        }
        break;
      case 'h1':
      case 'h3':
      case 'h5':
        this.openHeader(name, depth);
        break;
      case 'select':
        this.selects += 1;
        this.mark |= SELECT;
        break;
      case 'option':
        if (this.options.options && this.selects > 0 && attribs.value !== undefined) {
          const option: Option = {
            value: attribs.value,
            selected: attribs.selected !== undefined,
            text: this.capture(depth, false),
          };
          for (const panel of this.openPanels) panel.options.push(option);
        }
        break;
      case 'span':
        if (this.lapsLists > 0) this.scan.lapSpans.push(this.capture(depth, false));
        break;
      case 'script':
        this.skipped = true;
        if (this.options.scripts) {
          this.script = '';
          this.mark |= SCRIPT;
        }
        break;
      case 'style':
      case 'template':
      case 'noscript':
        this.skipped = true;
        break;
    }
  }

  openClassed(name: string, classes: string, depth: number): void {
    if (this.openCells.length > 0 && hasClassWord(classes, 'hidden')) {
      let text: Capture | null = null;
      for (const cell of this.openCells)
        if (cell.hidden === null) {
          text ??= this.capture(depth, true);
          cell.hidden = text;
        }
    }
    if (classes.includes('panel')) {
      if (this.openPanels.length > 0 && hasClassWord(classes, 'panel-heading')) {
        let text: Capture | null = null;
        for (const panel of this.openPanels)
          if (panel.heading === null) {
            text ??= this.capture(depth, false);
            panel.heading = text;
          }
      }
      if (name === 'div' && hasClassWord(classes, 'panel')) {
        const panel: Panel = { depth, heading: null, tables: [], rows: [], options: [] };
        this.scan.panels.push(panel);
        this.openPanels.push(panel);
        this.mark |= PANEL;
      }
    }
    if (!this.scan.sawCrumb && hasClassWord(classes, 'page-breadcrumb')) {
      this.scan.sawCrumb = true;
      this.crumbDepth = depth;
      this.mark |= CRUMB;
    }
    if (this.openTables.length > 0 && classes.includes('class_')) {
      if (hasClassWord(classes, 'class_header'))
        for (const table of this.openTables) table.classHeader ??= this.capture(depth, false);
      if (hasClassWord(classes, 'class_sub_header'))
        for (const table of this.openTables) table.classSubHeader ??= this.capture(depth, false);
    }
    if (this.options.lapSpans && hasClassWord(classes, 'laps_list')) {
      this.lapsLists += 1;
      this.mark |= LAPS_LIST;
    }
  }

  openCell(name: 'td' | 'th', depth: number): void {
    const cell: Cell = { depth, raw: '', all: false, name, link: null, small: null, hidden: null };
    this.active.push(cell);
    this.mark |= CAPTURE | CELL;
    const rows = this.openRows;
    for (const row of rows) {
      if (name === 'th') row.firstTh ??= cell;
      else row.firstTd ??= cell;
    }
    const row = rows.length > 0 ? (rows[rows.length - 1] as Row) : null;
    if (row !== null && row.depth === depth - 1) row.cells.push(cell);
    this.openCells.push(cell);
  }

  openRow(parentName: string, depth: number): void {
    const inThead = this.theads > 0;
    const row: Row = {
      depth,
      parentName,
      inThead,
      cells: [],
      firstTh: null,
      firstTd: null,
      link: null,
      text: inThead && this.options.theadRowText ? this.capture(depth, false) : null,
    };
    const tables = this.openTables;
    if (tables.length > 0) (tables[tables.length - 1] as Table).ownRows.push(row);
    for (const table of tables) table.allRows.push(row);
    for (const panel of this.openPanels) panel.rows.push(row);
    this.openRows.push(row);
    this.mark |= ROW;
  }

  openTable(attribs: Record<string, string>, depth: number): void {
    const table: Table = {
      depth,
      id: attribs.id ?? null,
      ownRows: [],
      allRows: [],
      classHeader: null,
      classSubHeader: null,
    };
    this.scan.tables.push(table);
    for (const panel of this.openPanels) panel.tables.push(table);
    this.openTables.push(table);
    this.mark |= TABLE;
  }

  openLink(href: string, depth: number): void {
    let link: Link | null = null;
    for (const cell of this.openCells)
      if (cell.link === null) {
        link ??= this.link(href, depth);
        cell.link = link;
      }
    for (const row of this.openRows)
      if (row.link === null) {
        link ??= this.link(href, depth);
        row.link = link;
      }
  }

  link(href: string, depth: number): Link {
    const made: Link = { depth, raw: '', all: false, href };
    this.active.push(made);
    this.mark |= CAPTURE;
    return made;
  }

  openHeader(name: 'h1' | 'h3' | 'h5', depth: number): void {
    const { crumb, page } = this.scan;
    let text: Capture | null = null;
    if (page[name] === null) page[name] = text = this.capture(depth, false);
    if (this.crumbDepth > 0 && depth > this.crumbDepth && crumb[name] === null)
      crumb[name] = text ?? this.capture(depth, false);
  }

  ontext(text: string): void {
    if (this.active.length === 0 && this.script === null) return;
    const names = this.names;
    const top = names.length > 0 ? names[names.length - 1] : '';
    if (this.script !== null && top === 'script') this.script += text;
    if (this.active.length > 0) this.append(text, top === 'script' || top === 'style');
  }

  /** Adds text to every capture it is seen in (`raw`: inside a script or style, seen by none). */
  append(text: string, raw: boolean): void {
    const hidden = this.hiddenDepth;
    const active = this.active;
    for (let index = 0; index < active.length; index += 1) {
      const each = active[index] as Capture;
      if (each.all ? !raw : hidden < each.depth) each.raw += text;
    }
  }

  /** A `<br>`: a line break in the visible texts it is seen in; hidden texts take only text. */
  appendBreak(): void {
    const hidden = this.hiddenDepth;
    for (const each of this.active) if (!each.all && hidden < each.depth) each.raw += '\n';
  }

  onclosetag(): void {
    const names = this.names;
    const depth = names.length;
    names.pop();
    const mark = this.marks.pop() ?? 0;
    if (mark === 0) return;
    if (mark & CAPTURE) {
      const active = this.active;
      while (active.length > 0 && (active[active.length - 1] as Capture).depth === depth) active.pop();
    }
    if (mark & HIDDEN) this.hiddenDepth = this.outerHidden.pop() ?? 0;
    if (mark & CELL) this.openCells.pop();
    if (mark & ROW) this.openRows.pop();
    if (mark & TABLE) this.openTables.pop();
    if (mark & PANEL) this.openPanels.pop();
    if (mark & CRUMB) this.crumbDepth = 0;
    if (mark & LAPS_LIST) this.lapsLists -= 1;
    if (mark & THEAD) this.theads -= 1;
    if (mark & SELECT) this.selects -= 1;
    if (mark & SCRIPT && this.script !== null) {
      this.scan.scripts.push(this.script);
      this.script = null;
    }
  }
}

export function scanPage(html: string, options: ScanOptions = {}): PageScan {
  const scanner = new Scanner(options);
  new Parser(scanner, { decodeEntities: true, Tokenizer: SkippingTokenizer }).end(
    typeof html === 'string' ? html : '',
  );
  return scanner.scan;
}
