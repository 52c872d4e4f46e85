// A race's result table: Pos, Driver, Qual, Laps/Time, Behind, Fast Lap, Avg Lap, Top 5, Top 10, Top 3,
// Consist. Times are LiveRC's own text; consistency is coloured by the one rule in domain/consistency. Given the
// race's laps, Pitboard's own Clean Time (marked laps taken out, lap-marks.ts) and Best 5 sit beside LiveRC's Top 3.
// The racer's own row (their driver name from Settings) is marked 'You'. On a phone the table keeps Pos,
// Driver, Laps/Time, Fast Lap and Consist. within the screen's width, and a tap on a row opens the rest under it,
// with the row's buttons (its tyres, its result as a picture).
import { type MouseEvent, type ReactNode, useState } from 'react';
import { consistencyOf } from '../../../../domain/consistency';
import { isMyName } from '../../../../domain/driver-names';
import { type DriverLapMarks, leftOutText } from '../../../../domain/lap-marks';
import type { RaceResultRow } from '../../../../domain/liverc';
import { useSettings } from '../../../api/settings';
import { Badge } from '../../../components/ui/badge';
import { type Column, type RowAction, Table } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { formatRaceTime } from '../../../lib/format';
import { useMediaQuery } from '../../../lib/use-media-query';

const EMPTY = '-';
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? EMPTY : String(value);
const TONE = {
  good: 'text-green-600 dark:text-green-400',
  fair: 'text-yellow-600 dark:text-yellow-400',
  poor: 'text-red-600 dark:text-red-400',
};

const OWN_ROW = 'bg-sky-100 dark:bg-sky-950';
/** Tailwind's `sm`: from here every column fits (or the table scrolls as a wide screen's table may). */
const WIDE = '(min-width: 640px)';
/** The columns a phone leaves for the opened row. */
const ON_OPENING = new Set([
  'qualifying',
  'behind',
  'average-lap',
  'top-5',
  'top-10',
  'top-3',
  'clean-time',
  'best-5',
]);

/** On a phone the driver's name is the row's button: it says whether the row is open, for a keyboard and a screen reader. */
type Opener = { isOpen: (row: RaceResultRow) => boolean; toggle: (row: RaceResultRow) => void };

const driverName = (row: RaceResultRow) => (
  <>
    {row.carNumber && <span className="mr-1 text-(--muted-foreground)">#{row.carNumber}</span>}
    {row.driver}
  </>
);

/** Pitboard's figures from a race's laps, beside LiveRC's own: none without the laps. */
const lapColumns = (laps: ReadonlyMap<string, DriverLapMarks> | undefined): Column<RaceResultRow>[] =>
  laps
    ? [
        {
          id: 'clean-time',
          header: 'Clean Time',
          cell: (row) => {
            const figures = laps.get(row.driver);
            if (!figures || figures.cleanRaceTime === null) return EMPTY;
            return (
              <>
                {formatRaceTime(figures.cleanRaceTime)}
                {figures.marks.length > 0 && (
                  <span className="block text-xs font-normal text-(--muted-foreground)">
                    {leftOutText(figures.marks.length)}
                  </span>
                )}
              </>
            );
          },
        },
        { id: 'best-5', header: 'Best 5', cell: (row) => formatRaceTime(laps.get(row.driver)?.best5) },
      ]
    : [];

const columns = (
  own: (row: RaceResultRow) => boolean,
  opener: Opener | null,
  laps: ReadonlyMap<string, DriverLapMarks> | undefined,
): Column<RaceResultRow>[] => [
  { id: 'position', header: 'Pos', cell: (row) => row.position },
  {
    id: 'driver',
    header: 'Driver',
    sticky: opener === null,
    cell: (row) => (
      <>
        {opener ? (
          <button
            type="button"
            aria-expanded={opener.isOpen(row)}
            onClick={() => opener.toggle(row)}
            className="text-left [overflow-wrap:anywhere]"
          >
            {driverName(row)}
          </button>
        ) : (
          driverName(row)
        )}
        {own(row) && <Badge className="ml-2 bg-sky-600 text-white">You</Badge>}
      </>
    ),
    // The sticky cell has its own background: it must show the row's mark too.
    cellClassName: (row) => own(row) && OWN_ROW,
  },
  { id: 'qualifying', header: 'Qual', cell: (row) => text(row.qualifying) },
  {
    id: 'laps-time',
    header: 'Laps/Time',
    // On a phone the time may go under its laps ('47/' then '30:31.382') rather than widen the table.
    cell: (row) => (opener ? text(row.lapsTime).replace('/', '/\u200b') : text(row.lapsTime)),
  },
  { id: 'behind', header: 'Behind', cell: (row) => text(row.behind) },
  {
    id: 'fastest-lap',
    header: 'Fast Lap',
    nowrap: true,
    cell: (row) => (
      <>
        {text(row.fastestLap)}
        {row.fastestLapNumber !== null && row.fastestLap && (
          <sup className="ml-0.5 text-(--muted-foreground)">{row.fastestLapNumber}</sup>
        )}
      </>
    ),
  },
  { id: 'average-lap', header: 'Avg Lap', cell: (row) => text(row.avgLap) },
  { id: 'top-5', header: 'Top 5', cell: (row) => text(row.avgTop5) },
  { id: 'top-10', header: 'Top 10', cell: (row) => text(row.avgTop10) },
  { id: 'top-3', header: 'Top 3', cell: (row) => text(row.top3Consecutive) },
  ...lapColumns(laps),
  {
    id: 'consistency',
    header: 'Consist.',
    nowrap: true,
    cell: (row) => consistencyOf(row.values.consistency)?.text ?? EMPTY,
    cellClassName: (row) => {
      const consistency = consistencyOf(row.values.consistency);
      return consistency ? TONE[consistency.tone] : undefined;
    },
    cellData: (row) => ({ 'data-tone': consistencyOf(row.values.consistency)?.tone }),
  },
];

/**
 * `rowAction`: a button at the end of each row ('Assign tyres'); `rowPicture`: the row's result shared as a
 * picture, an icon beside that button on a wide screen, labelled under an opened row's figures on a phone;
 * `laps`: each driver's marks and clean figures.
 */
export function RaceResultsTable({
  rows,
  rowAction,
  rowPicture,
  laps,
}: {
  rows: RaceResultRow[];
  rowAction?: RowAction<RaceResultRow>;
  rowPicture?: (row: RaceResultRow, labelled: boolean) => ReactNode;
  laps?: ReadonlyMap<string, DriverLapMarks>;
}) {
  const myNames = useSettings().data?.driverNames ?? [];
  const own = (row: RaceResultRow) => isMyName(row.driver, myNames);
  const wide = useMediaQuery(WIDE);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const key = (row: RaceResultRow) => `${row.position}-${row.driver}`;
  const opener: Opener = {
    isOpen: (row) => opened.has(key(row)),
    toggle: (row) =>
      setOpened((before) => {
        const after = new Set(before);
        if (!after.delete(key(row))) after.add(key(row));
        return after;
      }),
  };
  const all = columns(own, wide ? null : opener, laps);
  if (wide) {
    // The picture sits beside the row's action, in the column at the row's end (the gap keeps two taps apart).
    const wideAction: RowAction<RaceResultRow> | undefined = rowPicture
      ? {
          header: rowAction ? `${rowAction.header} and picture` : 'Picture',
          cell: (row) => (
            <div className="flex items-center justify-end gap-2">
              {rowAction?.cell(row)}
              {rowPicture(row, false)}
            </div>
          ),
        }
      : rowAction;
    return (
      <Table
        columns={all}
        rows={rows}
        rowKey={key}
        nowrap
        highlight={(row) => row.position === 1}
        rowClassName={(row) => own(row) && OWN_ROW}
        rowProps={(row) => ({
          'data-winner': row.position === 1 ? 'true' : undefined,
          'aria-current': own(row) ? 'true' : undefined,
        })}
        rowAction={wideAction}
      />
    );
  }
  // A tap anywhere on a phone's row opens it, but not one on a button or link in it, or inside a dialog one
  // of them opened (React passes a portal's clicks up through the row).
  const tapRow = (row: RaceResultRow) => (event: MouseEvent<HTMLTableRowElement>) => {
    const target = event.target as Element;
    if (event.currentTarget.contains(target) && !target.closest('button, a')) opener.toggle(row);
  };
  const later = all.filter((column) => ON_OPENING.has(column.id));
  return (
    <Table
      columns={all.filter((column) => !ON_OPENING.has(column.id))}
      rows={rows}
      rowKey={key}
      density="tight"
      highlight={(row) => row.position === 1}
      rowClassName={(row) => cn('cursor-pointer', own(row) && OWN_ROW)}
      rowProps={(row) => ({
        'data-winner': row.position === 1 ? 'true' : undefined,
        'aria-current': own(row) ? 'true' : undefined,
        onClick: tapRow(row),
      })}
      rowDetails={(row) =>
        opener.isOpen(row) ? (
          // The row's action (its tyres) comes here too: a column for it would leave no room for the names.
          <>
            <dl className="grid grid-cols-3 gap-x-3 gap-y-1">
              {later.map((column) => (
                <div key={column.id}>
                  <dt className="text-(--muted-foreground)">{column.header}</dt>
                  <dd className="font-semibold">{column.cell(row)}</dd>
                </div>
              ))}
              {rowAction && (
                <div className="col-span-3 flex items-center gap-2">
                  <dt className="text-(--muted-foreground)">{rowAction.header}</dt>
                  <dd>{rowAction.cell(row)}</dd>
                </div>
              )}
            </dl>
            {rowPicture && <div className="mt-2">{rowPicture(row, true)}</div>}
          </>
        ) : null
      }
    />
  );
}
