// The one table for rows of figures (timing, results, entries, laps): columns with a header and a cell
// renderer, keyed rows, an optional sticky first column and row action, and a highlighted row (P1, the winner).
import { Fragment, type HTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type Column<Row> = {
  /** Unique among the columns; React's key. */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'end' | 'center';
  /** Stays in view while the table scrolls sideways: the driver's name beside a long row of figures. */
  sticky?: boolean;
  /** Keeps the column's header and cells on one line (a lap time must not break at its colon). */
  nowrap?: boolean;
  /** A class for one cell, from its row: a colour that depends on the value. */
  cellClassName?: (row: Row) => string | false | undefined;
  /** Data attributes for one cell, from its row (`data-tone`), for styles and tests to read. */
  cellData?: (row: Row) => Record<`data-${string}`, string | undefined>;
};

/**
 * The trailing column of a per-row button ('Assign tyres'); its header is read, not shown. It stays in view
 * at the right edge while a wide table scrolls, so a phone reaches it without scrolling sideways.
 */
export type RowAction<Row> = { header: string; cell: (row: Row) => ReactNode };

type TableProps<Row> = {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /**
   * 'framed': its own rounded border and a shaded header, on a page or in a dialog. 'inset': inside a Card,
   * running to the card's edges, with the card's padding on the outer columns.
   */
  variant?: 'framed' | 'inset';
  /**
   * 'compact' rows for long lists (laps, entries), 'comfortable' for the figures a racer reads at a glance,
   * 'tight' (smaller type, narrower cells) for a row of figures that must fit a phone's width.
   */
  density?: 'compact' | 'comfortable' | 'tight';
  /** false: as wide as its columns (a grid of laps), scrolled sideways on a phone. */
  fullWidth?: boolean;
  /** Keeps every cell on one line: a wide table scrolls rather than wraps. */
  nowrap?: boolean;
  /** Keeps the header in view while a short scrolling box (the stopwatch's laps) scrolls. */
  stickyHeader?: boolean;
  /** The row that stands out: P1, the race winner. */
  highlight?: (row: Row) => boolean;
  rowClassName?: (row: Row) => string | false | undefined;
  /** Attributes for a row, from it: `data-winner`, `aria-current` for the racer's own row, a tap that opens it. */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | undefined>;
  rowAction?: RowAction<Row>;
  /** What an opened row shows under it, across the whole table (the figures a phone leaves out); null when closed. */
  rowDetails?: (row: Row) => ReactNode;
  /** The scrolling box's classes (a height limit). */
  className?: string;
  /** The table's name, where no heading next to it gives one. */
  'aria-label'?: string;
};

const ALIGN = { start: 'text-left', end: 'text-right', center: 'text-center' };

export function Table<Row>({
  columns,
  rows,
  rowKey,
  variant = 'framed',
  density = 'comfortable',
  fullWidth = true,
  nowrap = false,
  stickyHeader = false,
  highlight,
  rowClassName,
  rowProps,
  rowAction,
  rowDetails,
  className,
  'aria-label': ariaLabel,
}: TableProps<Row>) {
  const framed = variant === 'framed';
  const last = columns.length - (rowAction ? 0 : 1);
  const padding = (index: number) => {
    const y = { compact: 'py-1', comfortable: 'py-2', tight: 'py-1.5' }[density];
    const x = density === 'tight' ? 'px-1.5' : 'px-2';
    if (framed) return `${x} ${y}`;
    // Inset, the outer columns line up with the card's own padding.
    if (index === 0) return `${y} pr-2 pl-4 sm:pl-6`;
    if (index === last) return `${y} pr-4 pl-2 sm:pr-6`;
    return `${x} ${y}`;
  };
  // A sticky cell covers the ones scrolling under it, so it needs the colour of its row, not a see-through one.
  const stickyHeaderBackground = framed ? 'bg-(--muted)' : 'bg-(--card)';
  const stickyBackground = (highlighted: boolean) =>
    highlighted ? 'bg-amber-100 dark:bg-amber-950' : framed ? 'bg-(--background)' : 'bg-(--card)';

  return (
    <div className={cn('overflow-x-auto', framed && 'rounded-lg border border-(--border)', className)}>
      <table
        aria-label={ariaLabel}
        className={cn(
          density === 'tight' ? 'text-xs' : 'text-sm',
          'tabular-nums',
          fullWidth && 'w-full',
          nowrap && 'whitespace-nowrap',
        )}
      >
        <thead
          className={cn(
            'text-left text-(--muted-foreground)',
            framed && 'bg-(--muted)',
            stickyHeader && cn('sticky top-0 z-10', stickyHeaderBackground),
          )}
        >
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.id}
                scope="col"
                className={cn(
                  padding(index),
                  ALIGN[column.align ?? 'start'],
                  column.nowrap && 'whitespace-nowrap',
                  column.sticky && cn('sticky left-0', stickyHeaderBackground),
                )}
              >
                {column.header}
              </th>
            ))}
            {rowAction && (
              <th scope="col" className={cn(padding(last), 'sticky right-0', stickyHeaderBackground)}>
                <span className="sr-only">{rowAction.header}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const highlighted = highlight?.(row) ?? false;
            const details = rowDetails?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <tr
                  {...rowProps?.(row)}
                  className={cn(
                    'border-t border-(--border)',
                    highlighted && 'bg-amber-400/20 font-semibold',
                    rowClassName?.(row),
                  )}
                >
                  {columns.map((column, index) => (
                    <td
                      key={column.id}
                      {...column.cellData?.(row)}
                      className={cn(
                        padding(index),
                        ALIGN[column.align ?? 'start'],
                        column.nowrap && 'whitespace-nowrap',
                        column.sticky && cn('sticky left-0', stickyBackground(highlighted)),
                        column.cellClassName?.(row),
                      )}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                  {rowAction && (
                    <td
                      className={cn(
                        padding(last),
                        'sticky right-0 border-l border-(--border) py-0 text-right',
                        stickyBackground(highlighted),
                      )}
                    >
                      {rowAction.cell(row)}
                    </td>
                  )}
                </tr>
                {details != null && (
                  <tr className={cn(highlighted && 'bg-amber-400/20', rowClassName?.(row))}>
                    <td colSpan={columns.length + (rowAction ? 1 : 0)} className={cn(padding(0), 'pt-0')}>
                      {details}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
