// Pace against the field (beyond the spec): per tyre type, the mean gap of the racer's average lap to the
// median average lap of the same race, each of clean laps, with the number of races it is made of and the
// racer's laps left out (lap-marks.ts). Faster than the field first; a tyre with no race lap data is left out.
import { leftOutText } from '../../../../domain/lap-marks';
import { entryPaceGap, paceByTyreType } from '../../../../domain/pace-and-fade';
import type { RaceLogDetailedEntry } from '../../../../domain/race-log';
import { tyreTypeName } from '../../../../domain/tyre-format';
import { Card } from '../../../components/ui/card';
import { gapText, racesText } from './analysis-format';

export function PaceAgainstField({ entries }: { entries: readonly RaceLogDetailedEntry[] }) {
  const paces = paceByTyreType(entries, (entry) => entryPaceGap(entry as RaceLogDetailedEntry));
  return (
    <Card aria-labelledby="pace-title" className="space-y-2">
      <h3 id="pace-title" className="font-bold">
        Pace against the field
      </h3>
      <p className="text-sm text-(--muted-foreground)">
        Your average lap against the median average lap of the same race, so a slow track day does not hide a
        fast tyre. Crashes, refuels and timing glitches are left out on both sides.
      </p>
      {paces.length === 0 ? (
        <p className="text-(--muted-foreground)">
          No race with the field's lap times yet: races assigned from LiveRC results show here.
        </p>
      ) : (
        <ul className="space-y-2">
          {paces.map((pace) => (
            <li
              key={pace.key}
              className="flex flex-wrap items-baseline justify-between gap-x-3 border-t border-(--border) pt-2"
            >
              <span className="font-semibold">{tyreTypeName(pace)}</span>
              <span>
                <span
                  className={
                    pace.meanGapSeconds < 0 ? 'font-semibold text-green-700 dark:text-green-400' : ''
                  }
                >
                  {gapText(pace.meanGapSeconds, pace.meanGapPercent)}
                </span>{' '}
                <span className="text-sm text-(--muted-foreground)">
                  · {racesText(pace.samples)}
                  {pace.lapsLeftOut > 0 && ` · ${leftOutText(pace.lapsLeftOut)}`}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
