// 'Tire Set': the racer's sets to choose from, the chosen set's condition, and what an empty inventory means.
import { useWatch } from 'react-hook-form';
import { conditionLabel, tyreOptionLabel } from '../../../domain/race-log-form';
import type { TyreItem } from '../../../domain/tyres';
import { Badge } from '../ui/badge';
import { SelectField } from '../ui/form/select-field';

const NO_SETS = 'No tire sets available in inventory';

export function TyreSetField({ tyres }: { tyres: readonly TyreItem[] }) {
  const tyreId = useWatch({ name: 'tyreId' });
  const chosen = tyres.find((tyre) => String(tyre.id) === tyreId);
  const empty = tyres.length === 0;
  return (
    <div className="space-y-1.5">
      <SelectField
        name="tyreId"
        label="Tire Set"
        required
        disabled={empty}
        placeholder={empty ? NO_SETS : 'Choose a tire set'}
        options={tyres.map((tyre) => ({ value: String(tyre.id), label: tyreOptionLabel(tyre) }))}
      />
      {empty && (
        <p role="status" className="text-sm text-(--muted-foreground)">
          {NO_SETS}. Add tire sets to your inventory first.
        </p>
      )}
      {chosen && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {chosen.brand} {chosen.treadPattern} {chosen.compound}, Set #{chosen.setNumber}
          <Badge variant={chosen.condition === 'new' ? 'default' : 'secondary'}>
            {conditionLabel(chosen)}
          </Badge>
        </p>
      )}
    </div>
  );
}
