// One streaming pass over a LiveRC results or practice page (issue 17, item 4), for the events list, entry list
// and practice readers: it records, without building a DOM, what their DOM readers (kept as `*-dom.ts`, the
// tests' reference) looked up — panels and their first heading, tables with their own and all their rows, every
// row's direct cells, each cell's first link, `small` and hidden element, the breadcrumb, and on request the
// month picker's options, the scripts and the shown lap list. Texts are kept raw, as `rawVisibleText` (or, for a
// hidden element, as `hiddenText`) would read them from the DOM. Tags come from tag-driver.ts with their depth in
// htmlparser2's tree (implied closes included), so the element a record was opened on is the one closing at that
// depth.
import { classFlagsReader } from './class-flags.ts';
import { driveTags, type TagHandler } from './tag-driver.ts';

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

// The attributes the scan reads, by their position in what the driver hands over.
const ATTRIBUTES = ['class', 'href', 'id', 'value', 'selected'];
const CLASS = 0;
const HREF = 1;
const ID = 2;
const VALUE = 3;
const SELECTED = 4;
type Attributes = readonly (string | undefined)[];

// The class words the scan looks for, one bit each, in the order of `classFlags`'s words.
const HIDDEN_CLASS = 1;
const PANEL_HEADING_CLASS = 2;
const PANEL_CLASS = 4;
const CRUMB_CLASS = 8;
const CLASS_HEADER_CLASS = 16;
const SUB_HEADER_CLASS = 32;
const LAPS_LIST_CLASS = 64;
const classFlags = classFlagsReader([
  'hidden',
  'panel-heading',
  'panel',
  'page-breadcrumb',
  'class_header',
  'class_sub_header',
  'laps_list',
]);

/** The scan's state, one per page; the handler's methods are shared, not closures made per page. */
class Scanner implements TagHandler {
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

  open(name: string, depth: number, attributes: Attributes): void {
    const names = this.names;
    const parentName = names.length > 0 ? (names[names.length - 1] as string) : '';
    names.push(name);
    this.mark = 0;
    this.skipped = false;
    const classes = attributes[CLASS];
    const flags = classes === undefined ? 0 : classFlags(classes);
    // A `<br>` is a line break even when hidden (it has nothing inside).
    if (name === 'br' && this.active.length > 0) this.appendBreak();
    if (flags !== 0) this.openClassed(name, flags, depth);
    this.openNamed(name, attributes, depth, parentName);
    if (this.skipped || (flags & HIDDEN_CLASS) !== 0) {
      this.outerHidden.push(this.hiddenDepth);
      this.hiddenDepth = depth;
      this.mark |= HIDDEN;
    }
    this.marks.push(this.mark);
  }

  openNamed(name: string, attributes: Attributes, depth: number, parentName: string): void {
    switch (name) {
      case 'td':
      case 'th':
        this.openCell(name, depth);
        break;
      case 'tr':
        this.openRow(parentName, depth);
        break;
      case 'table':
        this.openTable(attributes[ID], depth);
        break;
      case 'thead':
        this.theads += 1;
        this.mark |= THEAD;
        break;
      case 'a': {
        const href = attributes[HREF];
        if (href !== undefined && (this.openCells.length > 0 || this.openRows.length > 0))
          this.openLink(href, depth);
        break;
      }
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
      case 'option': {
        const value = attributes[VALUE];
        if (this.options.options && this.selects > 0 && value !== undefined) {
          const option: Option = {
            value,
            selected: attributes[SELECTED] !== undefined,
            text: this.capture(depth, false),
          };
          for (const panel of this.openPanels) panel.options.push(option);
        }
        break;
      }
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

  openClassed(name: string, flags: number, depth: number): void {
    if (this.openCells.length > 0 && (flags & HIDDEN_CLASS) !== 0) {
      let text: Capture | null = null;
      for (const cell of this.openCells)
        if (cell.hidden === null) {
          text ??= this.capture(depth, true);
          cell.hidden = text;
        }
    }
    if ((flags & (PANEL_HEADING_CLASS | PANEL_CLASS)) !== 0) {
      if (this.openPanels.length > 0 && (flags & PANEL_HEADING_CLASS) !== 0) {
        let text: Capture | null = null;
        for (const panel of this.openPanels)
          if (panel.heading === null) {
            text ??= this.capture(depth, false);
            panel.heading = text;
          }
      }
      if (name === 'div' && (flags & PANEL_CLASS) !== 0) {
        const panel: Panel = { depth, heading: null, tables: [], rows: [], options: [] };
        this.scan.panels.push(panel);
        this.openPanels.push(panel);
        this.mark |= PANEL;
      }
    }
    if (!this.scan.sawCrumb && (flags & CRUMB_CLASS) !== 0) {
      this.scan.sawCrumb = true;
      this.crumbDepth = depth;
      this.mark |= CRUMB;
    }
    if (this.openTables.length > 0) {
      if ((flags & CLASS_HEADER_CLASS) !== 0)
        for (const table of this.openTables) table.classHeader ??= this.capture(depth, false);
      if ((flags & SUB_HEADER_CLASS) !== 0)
        for (const table of this.openTables) table.classSubHeader ??= this.capture(depth, false);
    }
    if (this.options.lapSpans && (flags & LAPS_LIST_CLASS) !== 0) {
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

  openTable(id: string | undefined, depth: number): void {
    const table: Table = {
      depth,
      id: id ?? null,
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

  text(text: string): void {
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

  close(_: string, depth: number): void {
    this.names.pop();
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
  driveTags(typeof html === 'string' ? html : '', scanner, ATTRIBUTES);
  return scanner.scan;
}
