// The race's details the racer types: those a result row does not give or, for a race typed by hand
// ('Manual Race Result Details'), every one and its figures. No placeholder that could pass for a value.
import type { ReactNode } from 'react';
import type { RaceDetail } from '../../../domain/race-to-log';
import { DateField } from '../ui/form/date-field';
import { NumberField } from '../ui/form/number-field';
import { TextField } from '../ui/form/text-field';

const DETAIL_FIELDS: Record<RaceDetail, { node: ReactNode; wide: boolean }> = {
  raceTitle: {
    node: <TextField name="raceTitle" label="Race title" required autoComplete="off" />,
    wide: true,
  },
  trackName: { node: <TextField name="trackName" label="Track" required autoComplete="off" />, wide: true },
  raceDate: { node: <DateField name="raceDate" label="Date" required />, wide: false },
  position: {
    node: <NumberField name="position" label="Position" required inputMode="numeric" />,
    wide: false,
  },
  driverName: {
    node: <TextField name="driverName" label="Driver" required autoComplete="off" />,
    wide: true,
  },
};
// Date and position side by side: the short ones pair up on a phone.
const ORDER: readonly RaceDetail[] = ['raceTitle', 'trackName', 'raceDate', 'position', 'driverName'];

export function RaceDetailsFields({ asked, manual }: { asked: readonly RaceDetail[]; manual: boolean }) {
  return (
    <section aria-labelledby="race-details-title" className="space-y-3">
      <h3 id="race-details-title" className="font-semibold">
        {manual ? 'Manual Race Result Details' : 'Race details'}
      </h3>
      <div className="grid grid-cols-2 gap-3">
        {ORDER.filter((detail) => asked.includes(detail)).map((detail) => (
          <div key={detail} className={DETAIL_FIELDS[detail].wide ? 'col-span-2' : undefined}>
            {DETAIL_FIELDS[detail].node}
          </div>
        ))}
        {manual && (
          <>
            <NumberField name="lapsCompleted" label="Laps Completed" inputMode="numeric" />
            <TextField name="consistency" label="Consistency (%)" inputMode="decimal" />
            <div className="col-span-2">
              <TextField name="vehicle" label="Vehicle" autoComplete="off" />
            </div>
            <TextField name="fastestLap" label="Fastest Lap (s)" inputMode="decimal" />
            <TextField name="avgLap" label="Average Lap (s)" inputMode="decimal" />
            <TextField name="avgTop5" label="Average Top 5 (s)" inputMode="decimal" />
          </>
        )}
      </div>
    </section>
  );
}
