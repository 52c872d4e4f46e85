// One streaming pass over a track dashboard, read on every live poll of every followed track (decision 009):
// it collects, without building a DOM, exactly what the DOM reader (track-dashboard-dom.ts, kept as the tests'
// reference) looks up — the tiles, every panel's heading, addresses, logos, rows, tables and the breadcrumb —
// so track-dashboard.ts can pick the same elements afterwards. Tags come from tag-driver.ts with their depth in
// htmlparser2's tree (implied closes included), so the element a record was opened on is the one on the stack at
// that depth.
import { classFlagsReader } from './class-flags.ts';
import { driveTags } from './tag-driver.ts';

/** The visible text of one element as `rawVisibleText` gives it (`<br>` as '\n', hidden and script parts left out). */
export type Capture = { depth: number; raw: string };

export type StatsRecord = { text: Capture; parentId: number; inLiveTile: boolean };
export type HugeRecord = { text: Capture; ancestorIds: number[] };
export type PanelRecord = { id: number; heading: Capture | null };
export type LinkRecord = { href: string | null; text: Capture };
export type AddressRecord = {
  panelIds: number[];
  depth: number;
  lines: string[];
  line: string;
  stopped: boolean;
  child: Capture | null;
  strong: Capture | null;
  /** The first `abbr` of each known title → the link after it (null: none before the next `<br>`). */
  links: Map<string, LinkRecord | null>;
  seekers: { title: string; depth: number }[];
};
export type RowRecord = { parentId: number; text: Capture; hasAddress: boolean; hasHr: boolean };
export type TableRow = { th: Capture | null; td: Capture | null };
export type TableRecord = { panelIds: number[]; depth: number; rows: TableRow[] };

export type DashboardScan = {
  sawTiles: boolean;
  sawLiveTile: boolean;
  stats: StatsRecord[];
  huge: HugeRecord[];
  panels: PanelRecord[];
  addresses: AddressRecord[];
  logos: { panelIds: number[]; src: string }[];
  panelBodies: { id: number; panelIds: number[] }[];
  rows: RowRecord[];
  tables: TableRecord[];
  firstStrong: Capture | null;
  sawCrumb: boolean;
  crumbH1: Capture | null;
  firstH1: Capture | null;
};

type Frame = { id: number; bodyLike: boolean };

const SKIPPED_TAGS = new Set(['script', 'style', 'template', 'noscript']);
const LINK_TITLES = new Set(['phone', 'website', 'e-mail']);
const LIVE_LINK = /\/live\/?$/;
const LOGO = /track_logos\//;
// The attributes the scan reads, by their position in what the driver hands over.
const ATTRIBUTES = ['class', 'href', 'src', 'title'];
const CLASS = 0;
const HREF = 1;
const SRC = 2;
const TITLE = 3;
// The class words the scan looks for, one bit each, in the order of `classFlags`'s words.
const STATS = 1;
const HUGE = 2;
const TILES = 4;
const CRUMB = 8;
const PANEL_HEADING = 16;
const PANEL_BODY = 32;
const ROW = 64;
const PANEL = 128;
const HIDDEN = 256;
const classFlags = classFlagsReader([
  'stats',
  'huge',
  'dashboard_panels',
  'page-breadcrumb',
  'panel-heading',
  'panel-body',
  'row',
  'panel',
  'hidden',
]);

export function scanDashboard(html: string): DashboardScan {
  const scan: DashboardScan = {
    sawTiles: false,
    sawLiveTile: false,
    stats: [],
    huge: [],
    panels: [],
    addresses: [],
    logos: [],
    panelBodies: [],
    rows: [],
    tables: [],
    firstStrong: null,
    sawCrumb: false,
    crumbH1: null,
    firstH1: null,
  };
  const stack: Frame[] = [];
  const hiddenDepths: number[] = [];
  const active: Capture[] = [];
  let nextId = 1;
  let tilesDepth = 0;
  let liveTileDepth = 0;
  let crumbDepth = 0;
  const openPanels: PanelRecord[] = [];
  const openPanelDepths: number[] = [];
  const openAddresses: AddressRecord[] = [];
  const openRows: RowRecord[] = [];
  const openRowDepths: number[] = [];
  const openTables: TableRecord[] = [];
  const openTableRows: { row: TableRow; depth: number }[] = [];

  const capture = (depth: number): Capture => {
    const made = { depth, raw: '' };
    active.push(made);
    return made;
  };
  // Each `top` checks the length first: reading index -1 of an empty array is a slow property lookup in V8.
  const hiddenTop = (): number =>
    hiddenDepths.length > 0 ? (hiddenDepths[hiddenDepths.length - 1] as number) : 0;
  const append = (text: string) => {
    const hidden = hiddenTop();
    for (const each of active) if (hidden < each.depth) each.raw += text;
  };
  const panelIds = (): number[] => idsOf(openPanels);

  driveTags(
    html,
    {
      open(name, depth, attributes) {
        const parent = stack.length > 0 ? stack[stack.length - 1] : undefined;
        const id = nextId++;
        const classes = attributes[CLASS];
        const flags = classes === undefined ? 0 : classFlags(classes);
        const href = attributes[HREF];

        for (const address of openAddresses)
          openInAddress(address, name, href, attributes[TITLE], depth, capture);
        if (name === 'address') for (const row of openRows) row.hasAddress = true;
        if (name === 'hr') for (const row of openRows) row.hasHr = true;
        if (name === 'strong' && !scan.firstStrong) scan.firstStrong = capture(depth);
        if (name === 'h1') {
          if (!scan.firstH1) scan.firstH1 = capture(depth);
          if (crumbDepth > 0 && !scan.crumbH1) scan.crumbH1 = capture(depth);
        }
        if (name === 'tr') {
          const row: TableRow = { th: null, td: null };
          for (const table of openTables) table.rows.push(row);
          openTableRows.push({ row, depth });
        } else if (name === 'th' || name === 'td') {
          let text: Capture | null = null;
          for (const { row } of openTableRows)
            if (row[name] === null) {
              text ??= capture(depth);
              row[name] = text;
            }
        }
        const src = attributes[SRC];
        if (name === 'img' && src !== undefined && LOGO.test(src))
          scan.logos.push({ panelIds: panelIds(), src });

        let bodyLike = false;
        if (flags !== 0) {
          if (tilesDepth > 0) {
            if ((flags & STATS) !== 0)
              scan.stats.push({
                text: capture(depth),
                parentId: parent?.id ?? 0,
                inLiveTile: liveTileDepth > 0,
              });
            if ((flags & HUGE) !== 0) scan.huge.push({ text: capture(depth), ancestorIds: idsOf(stack) });
          } else if (!scan.sawTiles && (flags & TILES) !== 0) {
            scan.sawTiles = true;
            tilesDepth = depth;
          }
          if (!scan.sawCrumb && (flags & CRUMB) !== 0) {
            scan.sawCrumb = true;
            crumbDepth = depth;
          }
          if ((flags & PANEL_HEADING) !== 0) {
            let text: Capture | null = null;
            for (const panel of openPanels)
              if (panel.heading === null) {
                text ??= capture(depth);
                panel.heading = text;
              }
          }
          if ((flags & PANEL_BODY) !== 0) {
            scan.panelBodies.push({ id, panelIds: panelIds() });
            bodyLike = true;
          }
          if (parent?.bodyLike && (flags & ROW) !== 0) {
            const row: RowRecord = {
              parentId: parent.id,
              text: capture(depth),
              hasAddress: false,
              hasHr: false,
            };
            scan.rows.push(row);
            openRows.push(row);
            openRowDepths.push(depth);
          }
          if (name === 'div' && (flags & PANEL) !== 0) {
            const panel: PanelRecord = { id, heading: null };
            scan.panels.push(panel);
            openPanels.push(panel);
            openPanelDepths.push(depth);
            bodyLike = true;
          }
        }
        if (
          tilesDepth > 0 &&
          depth > tilesDepth &&
          !scan.sawLiveTile &&
          name === 'a' &&
          href !== undefined &&
          LIVE_LINK.test(href)
        ) {
          scan.sawLiveTile = true;
          liveTileDepth = depth;
        }
        if (name === 'address') {
          const address: AddressRecord = {
            panelIds: panelIds(),
            depth,
            lines: [],
            line: '',
            stopped: false,
            child: null,
            strong: null,
            links: new Map(),
            seekers: [],
          };
          scan.addresses.push(address);
          openAddresses.push(address);
        }
        if (name === 'table') {
          const table: TableRecord = { panelIds: panelIds(), depth, rows: [] };
          scan.tables.push(table);
          openTables.push(table);
        }
        // A `<br>` is a line break even when hidden; what is inside a hidden or script element is not seen.
        if (name === 'br') append('\n');
        if (SKIPPED_TAGS.has(name) || (flags & HIDDEN) !== 0) hiddenDepths.push(depth);
        stack.push({ id, bodyLike });
      },
      text(text, depth) {
        for (const address of openAddresses)
          if (address.depth === depth && !address.stopped) address.line += text;
        if (active.length > 0) append(text);
      },
      close(_, depth) {
        for (const address of openAddresses) closeInAddress(address, depth);
        if (openAddresses.length > 0 && openAddresses[openAddresses.length - 1]?.depth === depth)
          openAddresses.pop();
        if (active.length > 0) endCaptures(active, depth);
        if (hiddenDepths.length > 0 && hiddenTop() === depth) hiddenDepths.pop();
        if (tilesDepth === depth) tilesDepth = 0;
        if (liveTileDepth === depth) liveTileDepth = 0;
        if (crumbDepth === depth) crumbDepth = 0;
        if (openPanelDepths.length > 0 && openPanelDepths[openPanelDepths.length - 1] === depth) {
          openPanelDepths.pop();
          openPanels.pop();
        }
        if (openRowDepths.length > 0 && openRowDepths[openRowDepths.length - 1] === depth) {
          openRowDepths.pop();
          openRows.pop();
        }
        if (openTableRows.length > 0 && openTableRows[openTableRows.length - 1]?.depth === depth)
          openTableRows.pop();
        if (openTables.length > 0 && openTables[openTables.length - 1]?.depth === depth) openTables.pop();
        stack.pop();
      },
    },
    ATTRIBUTES,
  );
  return scan;
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

/**
 * An element opening inside an `<address>`: its direct children make the lines (a `<strong>` skipped, `<br>`
 * ending a line, the first `<abbr>` ending them all), and each first `abbr[title]` waits for its next sibling link.
 */
function openInAddress(
  address: AddressRecord,
  name: string,
  href: string | undefined,
  title: string | undefined,
  depth: number,
  capture: (depth: number) => Capture,
): void {
  if (address.seekers.length > 0 && (name === 'a' || name === 'br')) {
    const link = name === 'a' ? { href: href ?? null, text: capture(depth) } : null;
    address.seekers = address.seekers.filter((seeker) => {
      if (seeker.depth !== depth) return true;
      address.links.set(seeker.title, link);
      return false;
    });
  }
  if (depth === address.depth + 1 && !address.stopped) {
    if (name === 'abbr') address.stopped = true;
    else if (name === 'br') flushLine(address);
    else if (name !== 'strong') address.child = capture(depth);
  }
  if (name === 'strong' && !address.strong) address.strong = capture(depth);
  const label = name === 'abbr' ? title?.toLowerCase() : undefined;
  if (label !== undefined && LINK_TITLES.has(label) && !address.links.has(label)) {
    address.links.set(label, null);
    address.seekers.push({ title: label, depth });
  }
}

function closeInAddress(address: AddressRecord, depth: number): void {
  if (address.child?.depth === depth) {
    address.line += address.child.raw;
    address.child = null;
  }
  // A label's siblings end with its parent.
  if (address.seekers.length > 0) address.seekers = address.seekers.filter((seeker) => seeker.depth <= depth);
  if (depth === address.depth) flushLine(address);
}

function flushLine(address: AddressRecord): void {
  if (address.line.trim()) address.lines.push(address.line.replace(/\s+/g, ' ').trim());
  address.line = '';
}

function idsOf(stack: readonly { id: number }[]): number[] {
  const ids: number[] = [];
  for (const frame of stack) ids.push(frame.id);
  return ids;
}
