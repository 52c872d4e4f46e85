// 'Manual Race Result Details': the race's figures, typed by the racer when no result row gives them.
import { NumberField } from '../ui/form/number-field';
import { TextField } from '../ui/form/text-field';

export function ManualRaceFields() {
  return (
    <section aria-labelledby="manual-details-title" className="space-y-3">
      <h3 id="manual-details-title" className="font-semibold">
        Manual Race Result Details
      </h3>
      <div className="grid grid-cols-2 gap-3">
        <NumberField name="position" label="Position" inputMode="numeric" />
        <NumberField name="lapsCompleted" label="Laps Completed" inputMode="numeric" />
        <div className="col-span-2">
          <TextField name="vehicle" label="Vehicle" autoComplete="off" />
        </div>
        <TextField name="fastestLap" label="Fastest Lap" placeholder="38.061" inputMode="decimal" />
        <TextField name="avgLap" label="Average Lap" placeholder="39.512" inputMode="decimal" />
        <TextField name="avgTop5" label="Average Top 5" placeholder="38.420" inputMode="decimal" />
        <TextField name="consistency" label="Consistency" placeholder="92.5%" />
      </div>
    </section>
  );
}
