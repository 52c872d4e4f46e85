// One streaming pass over a LiveRC results or practice page (issue 17, item 4), for the events list, entry list
// and practice readers: it records, without building a DOM, what their DOM readers (kept as `*-dom.ts`, the
// tests' reference) looked up — panels and their first heading, tables with their own and all their rows, every
// row's direct cells, each cell's first link, `small` and hidden element, the breadcrumb, and on request the
// month picker's options, the scripts and the shown lap list. Texts are kept raw, as `rawVisibleText` (or, for a
// hidden element, as `hiddenText`) would read them from the DOM. Tag depth mirrors htmlparser2's (it reports
// implied closes), so the element a record was opened on is the one closing at that depth.
import { Parser } from 'htmlparser2';
import { SkippingTokenizer } from './skipping-tokenizer.ts';

/**
 * The text of one element: `rawVisibleText` (`<br>` as '\n', hidden and script parts left out), or for `all`,
 * every text below it but a script's or style's (`hiddenText` before collapsing).
 */
export type Capture = { depth: number; raw: string; all: boolean };
export type Link = { href: string; text: Capture };

export type Cell = {
  name: 'td' | 'th';
  text: Capture;
  /** The first `a[href]`, `small` and `.hidden` element below the cell, in document order. */
  link: Link | null;
  small: Capture | null;
  hidden: Capture | null;
};

export type Row = {
  /** The name of the element the row sits in directly (`thead`, `tbody`, `table`…). */
  parentName: string;
  inThead: boolean;
  /** The direct `td`/`th` children. */
  cells: Cell[];
  /** The first `th` and `td` below the row (a key/value row's label and value). */
  firstTh: Capture | null;
  firstTd: Capture | null;
  link: Link | null;
  /** The row's visible text, kept for rows inside a `thead` when asked for (the entry list's older class title). */
  text: Capture | null;
};

export type Table = {
  id: string | null;
  /** Rows whose nearest table is this one, and every row below it, in document order. */
  ownRows: Row[];
  allRows: Row[];
  /** The first `.class_header` and `.class_sub_header` below the table (the entry list's class title). */
  classHeader: Capture | null;
  classSubHeader: Capture | null;
};

export type Panel = {
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
  /** The first h1, h3 and h5 below the first `.page-breadcrumb` (or in the page when it has none). */
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

const SKIPPED_TAGS = new Set(['script', 'style', 'template', 'noscript']);

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
  readonly names: string[] = [];
  readonly hiddenDepths: number[] = [];
  readonly active: Capture[] = [];
  readonly openPanels: Panel[] = [];
  readonly openPanelDepths: number[] = [];
  readonly openTables: Table[] = [];
  readonly openTableDepths: number[] = [];
  readonly openRows: Row[] = [];
  readonly openRowDepths: number[] = [];
  readonly openCells: Cell[] = [];
  readonly openCellDepths: number[] = [];
  crumbDepth = 0;
  theads = 0;
  selects = 0;
  readonly lapsListDepths: number[] = [];
  script: string | null = null;

  constructor(readonly options: ScanOptions) {}

  capture(depth: number, all = false): Capture {
    const made: Capture = { depth, raw: '', all };
    this.active.push(made);
    return made;
  }

  onopentag(name: string, attribs: Record<string, string>): void {
    const names = this.names;
    const depth = names.length + 1;
    const parentName = names.length > 0 ? (names[names.length - 1] as string) : '';
    names.push(name);
    const classes = attribs.class;
    // A `<br>` is a line break even when hidden; it has nothing inside.
    if (name === 'br') {
      if (this.active.length > 0) this.append('\n', false);
      if (classes !== undefined) this.openClassed(name, classes, depth);
      return;
    }
    if (classes !== undefined) this.openClassed(name, classes, depth);
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
              text ??= this.capture(depth);
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
        break;
      case 'option':
        if (this.options.options && this.selects > 0 && attribs.value !== undefined) {
          const option: Option = {
            value: attribs.value,
            selected: attribs.selected !== undefined,
            text: this.capture(depth),
          };
          for (const panel of this.openPanels) panel.options.push(option);
        }
        break;
      case 'span':
        if (this.lapsListDepths.length > 0) this.scan.lapSpans.push(this.capture(depth));
        break;
      case 'script':
        if (this.options.scripts) this.script = '';
        break;
    }
    if (SKIPPED_TAGS.has(name) || (classes !== undefined && hasClassWord(classes, 'hidden')))
      this.hiddenDepths.push(depth);
  }

  openClassed(name: string, classes: string, depth: number): void {
    if (classes.includes('hidden') && this.openCells.length > 0 && hasClassWord(classes, 'hidden')) {
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
            text ??= this.capture(depth);
            panel.heading = text;
          }
      }
      if (name === 'div' && hasClassWord(classes, 'panel')) {
        const panel: Panel = { heading: null, tables: [], rows: [], options: [] };
        this.scan.panels.push(panel);
        this.openPanels.push(panel);
        this.openPanelDepths.push(depth);
      }
    }
    if (!this.scan.sawCrumb && hasClassWord(classes, 'page-breadcrumb')) {
      this.scan.sawCrumb = true;
      this.crumbDepth = depth;
    }
    if (classes.includes('class_') && this.openTables.length > 0) {
      if (hasClassWord(classes, 'class_header'))
        for (const table of this.openTables) table.classHeader ??= this.capture(depth);
      if (hasClassWord(classes, 'class_sub_header'))
        for (const table of this.openTables) table.classSubHeader ??= this.capture(depth);
    }
    if (this.options.lapSpans && hasClassWord(classes, 'laps_list')) this.lapsListDepths.push(depth);
  }

  openCell(name: 'td' | 'th', depth: number): void {
    const text = this.capture(depth);
    const cell: Cell = { name, text, link: null, small: null, hidden: null };
    const rows = this.openRows;
    for (const row of rows) {
      if (name === 'th') row.firstTh ??= text;
      else row.firstTd ??= text;
    }
    if (rows.length > 0 && this.openRowDepths[rows.length - 1] === depth - 1)
      (rows[rows.length - 1] as Row).cells.push(cell);
    this.openCells.push(cell);
    this.openCellDepths.push(depth);
  }

  openRow(parentName: string, depth: number): void {
    const inThead = this.theads > 0;
    const row: Row = {
      parentName,
      inThead,
      cells: [],
      firstTh: null,
      firstTd: null,
      link: null,
      text: inThead && this.options.theadRowText ? this.capture(depth) : null,
    };
    const tables = this.openTables;
    if (tables.length > 0) (tables[tables.length - 1] as Table).ownRows.push(row);
    for (const table of tables) table.allRows.push(row);
    for (const panel of this.openPanels) panel.rows.push(row);
    this.openRows.push(row);
    this.openRowDepths.push(depth);
  }

  openTable(attribs: Record<string, string>, depth: number): void {
    const table: Table = {
      id: attribs.id ?? null,
      ownRows: [],
      allRows: [],
      classHeader: null,
      classSubHeader: null,
    };
    this.scan.tables.push(table);
    for (const panel of this.openPanels) panel.tables.push(table);
    this.openTables.push(table);
    this.openTableDepths.push(depth);
  }

  openLink(href: string, depth: number): void {
    let link: Link | null = null;
    for (const cell of this.openCells)
      if (cell.link === null) {
        link ??= { href, text: this.capture(depth) };
        cell.link = link;
      }
    for (const row of this.openRows)
      if (row.link === null) {
        link ??= { href, text: this.capture(depth) };
        row.link = link;
      }
  }

  openHeader(name: 'h1' | 'h3' | 'h5', depth: number): void {
    const { crumb, page } = this.scan;
    let text: Capture | null = null;
    if (page[name] === null) page[name] = text = this.capture(depth);
    if (this.crumbDepth > 0 && depth > this.crumbDepth && crumb[name] === null)
      crumb[name] = text ?? this.capture(depth);
  }

  ontext(text: string): void {
    if (this.script !== null) {
      const names = this.names;
      if (names[names.length - 1] === 'script') this.script += text;
    }
    if (this.active.length > 0) {
      const names = this.names;
      const top = names.length > 0 ? names[names.length - 1] : '';
      this.append(text, top === 'script' || top === 'style');
    }
  }

  /** Adds text to every capture it is seen in (`raw`: inside a script or style, seen by none). */
  append(text: string, raw: boolean): void {
    const hiddenDepths = this.hiddenDepths;
    const hidden = hiddenDepths.length > 0 ? (hiddenDepths[hiddenDepths.length - 1] as number) : 0;
    for (const each of this.active) {
      if (each.all ? !raw : hidden < each.depth) each.raw += text;
    }
  }

  onclosetag(name: string): void {
    const depth = this.names.length;
    if (this.active.length > 0) endCaptures(this.active, depth);
    const hiddenDepths = this.hiddenDepths;
    if (hiddenDepths.length > 0 && hiddenDepths[hiddenDepths.length - 1] === depth) hiddenDepths.pop();
    if (popAt(this.openCellDepths, depth)) this.openCells.pop();
    if (popAt(this.openRowDepths, depth)) this.openRows.pop();
    if (popAt(this.openTableDepths, depth)) this.openTables.pop();
    if (popAt(this.openPanelDepths, depth)) this.openPanels.pop();
    if (this.crumbDepth === depth) this.crumbDepth = 0;
    popAt(this.lapsListDepths, depth);
    if (name === 'thead') this.theads -= 1;
    else if (name === 'select') this.selects -= 1;
    else if (name === 'script' && this.script !== null) {
      this.scan.scripts.push(this.script);
      this.script = null;
    }
    this.names.pop();
  }
}

/** Pops a stack of depths when its top element closes now; true when it did. */
function popAt(depths: number[], depth: number): boolean {
  if (depths.length === 0 || depths[depths.length - 1] !== depth) return false;
  depths.pop();
  return true;
}

/** Ends the captures of the element closing at `depth` (a loop, not a closure: this runs on every close). */
function endCaptures(active: Capture[], depth: number): void {
  let kept = 0;
  for (let index = 0; index < active.length; index += 1) {
    const each = active[index] as Capture;
    if (each.depth !== depth) active[kept++] = each;
  }
  active.length = kept;
}

export function scanPage(html: string, options: ScanOptions = {}): PageScan {
  const scanner = new Scanner(options);
  new Parser(scanner, { decodeEntities: true, Tokenizer: SkippingTokenizer }).end(
    typeof html === 'string' ? html : '',
  );
  return scanner.scan;
}

/** `hasClass` on a class attribute: `split(/\s+/).includes(word)`, splitting only a class that holds the word. */
function hasClassWord(classes: string, word: string): boolean {
  return classes.includes(word) && classes.split(/\s+/).includes(word);
}
