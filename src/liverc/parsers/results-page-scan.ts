// One streaming pass over a results page (race result, event), without building a DOM: it collects what the DOM
// readers (race-result-dom.ts, event-dom.ts, kept as the fallback and the tests' reference) look up — every table
// with its rows and cells, the visible text of each, the links, classes and attributes inside cells, the
// scripts, the panels and the breadcrumb — for race-result.ts and event.ts to read afterwards. Tags come from
// tag-driver.ts with their depth in htmlparser2's tree (implied closes included), so a capture opened on an
// element ends when that element does.
// Tables nested in tables, rows in rows, cells in cells or outside a row's own children are marked `irregular`:
// LiveRC never writes them, and the callers hand such a page to the DOM reader rather than mirror every case.
import type { LiveRcPageRef } from '../urls.ts';
import { classFlagsReader } from './class-flags.ts';
import { driveTags } from './tag-driver.ts';
import { collapse } from './whitespace.ts';

/**
 * The text of one element: `visible` as `rawVisibleText` gives it (`<br>` as '\n'; script, style, template,
 * noscript and `.hidden` parts left out), or `all` its text nodes as `hiddenText` reads them (script and style
 * left out).
 */
export type Capture = { depth: number; raw: string; all: boolean };

export type AnchorRecord = {
  href: string;
  text: Capture;
  /** The link resolved against the page, kept by the reader that resolves it (once for all its readings). */
  resolved: { url: string | null; ref: LiveRcPageRef | null } | null;
};

export type CellRecord = {
  name: string;
  text: Capture;
  /** [start, end) pairs of `text.raw` written inside an outermost `sup`: the text without them is the cell less its sups. */
  supSpans: number[] | null;
  firstSup: Capture | null;
  /** All text of the first `.hidden` element inside the cell. */
  hidden: Capture | null;
  driverName: Capture | null;
  carNumber: Capture | null;
  /** Every `a` inside the cell, with or without `href`. */
  links: Capture[];
  /** The first `data-driver-id` attribute inside the cell (null: none). */
  driverId: string | null;
};

export type RowRecord = { parentName: string; cells: CellRecord[]; anchors: AnchorRecord[] };

export type TableRecord = {
  entryListData: boolean;
  /** The `div.panel`s the table sits in. */
  panelIds: number[];
  /** The table's ancestors, nearest first (root left out). */
  ancestorIds: number[];
  rows: RowRecord[];
  /** Every `a[href]` inside the table, in document order. */
  anchors: AnchorRecord[];
  classHeader: Capture | null;
  subHeaders: Capture[];
  raceNumber: Capture | null;
};

export type PanelRecord = { id: number; heading: Capture | null };

export type ResultsPageScan = {
  irregular: boolean;
  tables: TableRecord[];
  panels: PanelRecord[];
  /** Element id → the first child element with class `panel-heading`. */
  headingChildren: Map<number, Capture>;
  scripts: string[];
  sawCrumb: boolean;
  crumb: { h1: Capture | null; h3: Capture | null; h5: Capture | null };
  first: { h1: Capture | null; h3: Capture | null; h5: Capture | null };
};

// The classes the readers look for, one bit each, in the order of `classFlags`'s words.
const HIDDEN = 1;
const CRUMB = 2;
const PANEL_HEADING = 4;
const PANEL = 8;
const ENTRY_LIST_DATA = 16;
const CLASS_HEADER = 32;
const SUB_HEADER = 64;
const RACE_NUMBER = 128;
const DRIVER_NAME = 256;
const CAR_NUMBER = 512;
const classFlags = classFlagsReader([
  'hidden',
  'page-breadcrumb',
  'panel-heading',
  'panel',
  'entry_list_data',
  'class_header',
  'class_sub_header',
  'race_num',
  'driver_name',
  'car_num',
]);
// The attributes the scan reads, by their position in what the driver hands over.
const ATTRIBUTES = ['class', 'href', 'data-driver-id'];
const CLASS = 0;
const HREF = 1;
const DRIVER_ID = 2;

export function scanResultsPage(html: string): ResultsPageScan {
  const scan: ResultsPageScan = {
    irregular: false,
    tables: [],
    panels: [],
    headingChildren: new Map(),
    scripts: [],
    sawCrumb: false,
    crumb: { h1: null, h3: null, h5: null },
    first: { h1: null, h3: null, h5: null },
  };
  // The open elements' names and ids by depth (the root at 0), and the current depth.
  const names: string[] = [''];
  const ids: number[] = [0];
  let level = 0;
  /** Depths of open elements that hide their text from `visible` captures, outermost first. */
  const hiders: number[] = [];
  const active: Capture[] = [];
  let nextId = 1;
  let inRawText = false;
  let crumbDepth = 0;
  let table: TableRecord | null = null;
  let tableDepth = 0;
  let row: RowRecord | null = null;
  let rowDepth = 0;
  let cell: CellRecord | null = null;
  let cellDepth = 0;
  let supDepth = 0;
  const openPanels: PanelRecord[] = [];
  const openPanelDepths: number[] = [];
  // Panels still looking for their first `.panel-heading`, and the heading capture they found.
  const waitingPanels: PanelRecord[] = [];

  const capture = (depth: number, all: boolean): Capture => {
    const made = { depth, raw: '', all };
    active.push(made);
    return made;
  };

  const openElement = (
    name: string,
    classes: string | undefined,
    href: string | undefined,
    driverIdAttribute: string | undefined,
  ): void => {
    const depth = level;
    const id = nextId++;
    const parentId = ids[depth - 1] as number;
    const parentName = names[depth - 1] as string;

    if (name === 'br') {
      const hidden = hiders.length > 0 ? (hiders[hiders.length - 1] as number) : 0;
      for (let index = 0; index < active.length; index += 1) {
        const each = active[index] as Capture;
        if (!each.all && hidden < each.depth) each.raw += '\n';
      }
    }
    names[depth] = name;
    ids[depth] = id;
    const rawText = name === 'script' || name === 'style';
    if (rawText) inRawText = true;
    const flags = classes === undefined ? 0 : classFlags(classes);
    if (
      name === 'script' ||
      name === 'style' ||
      name === 'template' ||
      name === 'noscript' ||
      (flags & HIDDEN) !== 0
    )
      hiders.push(depth);
    if (name === 'script') scan.scripts.push('');

    if (flags !== 0) {
      if (!scan.sawCrumb && (flags & CRUMB) !== 0) {
        scan.sawCrumb = true;
        crumbDepth = depth;
      }
      if ((flags & PANEL_HEADING) !== 0) {
        if (!rawText && parentId !== 0 && !scan.headingChildren.has(parentId))
          scan.headingChildren.set(parentId, capture(depth, false));
        if (waitingPanels.length > 0) {
          const heading = capture(depth, false);
          for (const panel of waitingPanels) panel.heading = heading;
          waitingPanels.length = 0;
        }
      }
      if (name === 'div' && (flags & PANEL) !== 0) {
        const panel: PanelRecord = { id, heading: null };
        scan.panels.push(panel);
        openPanels.push(panel);
        openPanelDepths.push(depth);
        waitingPanels.push(panel);
      }
    }
    if (name === 'h1' || name === 'h3' || name === 'h5') {
      if (scan.first[name] === null) scan.first[name] = capture(depth, false);
      if (crumbDepth > 0 && scan.crumb[name] === null) scan.crumb[name] = capture(depth, false);
    }

    if (name === 'table') {
      if (table) scan.irregular = true;
      else {
        table = {
          entryListData: (flags & ENTRY_LIST_DATA) !== 0,
          panelIds: openPanels.map((panel) => panel.id),
          ancestorIds: ids.slice(1, depth).reverse(),
          rows: [],
          anchors: [],
          classHeader: null,
          subHeaders: [],
          raceNumber: null,
        };
        scan.tables.push(table);
        tableDepth = depth;
      }
      return;
    }
    if (!table) return;
    if (flags !== 0) {
      if (table.classHeader === null && (flags & CLASS_HEADER) !== 0)
        table.classHeader = capture(depth, false);
      if ((flags & SUB_HEADER) !== 0) table.subHeaders.push(capture(depth, false));
      if (table.raceNumber === null && (flags & RACE_NUMBER) !== 0) table.raceNumber = capture(depth, false);
    }
    if (name === 'tr') {
      if (row) scan.irregular = true;
      else {
        row = { parentName, cells: [], anchors: [] };
        table.rows.push(row);
        rowDepth = depth;
      }
      return;
    }
    if (name === 'td' || name === 'th') {
      if (cell || !row || parentName !== 'tr') scan.irregular = true;
      else {
        cell = {
          name,
          text: capture(depth, false),
          supSpans: null,
          firstSup: null,
          hidden: null,
          driverName: null,
          carNumber: null,
          links: [],
          driverId: null,
        };
        row.cells.push(cell);
        cellDepth = depth;
      }
      return;
    }
    if (name === 'a' && href !== undefined) {
      const anchor: AnchorRecord = { href, text: capture(depth, false), resolved: null };
      table.anchors.push(anchor);
      if (row) row.anchors.push(anchor);
    }
    if (!cell) return;
    if (name === 'a') cell.links.push(capture(depth, false));
    if (name === 'sup') {
      if (cell.firstSup === null) cell.firstSup = capture(depth, false);
      if (supDepth === 0) {
        supDepth = depth;
        if (cell.supSpans === null) cell.supSpans = [];
        cell.supSpans.push(cell.text.raw.length);
      }
    }
    if (cell.driverId === null && driverIdAttribute !== undefined) cell.driverId = driverIdAttribute;
    if (flags !== 0) {
      if (cell.hidden === null && (flags & HIDDEN) !== 0) cell.hidden = capture(depth, true);
      if (cell.driverName === null && (flags & DRIVER_NAME) !== 0) cell.driverName = capture(depth, false);
      if (cell.carNumber === null && (flags & CAR_NUMBER) !== 0) cell.carNumber = capture(depth, false);
    }
  };

  driveTags(
    html,
    {
      open(name, depth, attributes) {
        level = depth;
        openElement(name, attributes[CLASS], attributes[HREF], attributes[DRIVER_ID]);
      },

      text(data) {
        if (inRawText) {
          // Script and style text is in no capture; a script's is kept whole for the lap data.
          if (names[level] === 'script')
            scan.scripts[scan.scripts.length - 1] = (scan.scripts[scan.scripts.length - 1] as string) + data;
          return;
        }
        if (active.length === 0) return;
        const hidden = hiders.length > 0 ? (hiders[hiders.length - 1] as number) : 0;
        for (let index = 0; index < active.length; index += 1) {
          const each = active[index] as Capture;
          if (each.all || hidden < each.depth) each.raw += data;
        }
      },

      close(_, depth) {
        level = depth - 1;
        inRawText = false;
        if (hiders.length > 0 && hiders[hiders.length - 1] === depth) hiders.pop();
        // The captures of this element are the last ones opened: any opened inside it have ended already.
        while (active.length > 0 && (active[active.length - 1] as Capture).depth === depth) active.pop();
        if (depth === supDepth) {
          supDepth = 0;
          cell?.supSpans?.push(cell.text.raw.length);
        }
        if (depth === cellDepth) {
          cell = null;
          cellDepth = 0;
        } else if (depth === rowDepth) {
          row = null;
          rowDepth = 0;
        } else if (depth === tableDepth) {
          table = null;
          tableDepth = 0;
        }
        if (depth === crumbDepth) crumbDepth = -1;
        if (openPanelDepths.length > 0 && openPanelDepths[openPanelDepths.length - 1] === depth) {
          openPanelDepths.pop();
          const closed = openPanels.pop();
          const waiting = closed ? waitingPanels.indexOf(closed) : -1;
          if (waiting !== -1) waitingPanels.splice(waiting, 1);
        }
      },
    },
    ATTRIBUTES,
  );
  return scan;
}

/** `visibleText` of a captured element; '' for none. */
export const visible = (capture: Capture | null | undefined): string =>
  capture ? collapse(capture.raw) : '';

/** The cell's visible text less every `sup` in it (`visibleText(cell, new Set(['sup']))` before collapsing). */
export function rawWithoutSups(cell: CellRecord): string {
  const spans = cell.supSpans;
  if (spans === null) return cell.text.raw;
  const raw = cell.text.raw;
  let out = '';
  let from = 0;
  for (let index = 0; index < spans.length; index += 2) {
    out += raw.slice(from, spans[index]);
    from = spans[index + 1] ?? raw.length;
  }
  return out + raw.slice(from);
}
