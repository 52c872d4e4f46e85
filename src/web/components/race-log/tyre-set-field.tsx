// 'Tire Set': the racer's sets to choose from, the chosen set's condition, and with an empty inventory the
// way to add a set right here.
import { Plus } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { conditionLabel, tyreOptionLabel } from '../../../domain/race-log-form';
import type { TyreItem } from '../../../domain/tyres';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { SelectField } from '../ui/form/select-field';

const NO_SETS = 'No tire sets available in inventory';

export function TyreSetField({ tyres, onAddTyre }: { tyres: readonly TyreItem[]; onAddTyre: () => void }) {
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
        <>
          <p role="status" className="text-sm text-(--muted-foreground)">
            {NO_SETS}: add the set you ran, and it is chosen here.
          </p>
          <Button variant="secondary" onClick={onAddTyre}>
            <Plus aria-hidden className="size-5" />
            Add a tyre set
          </Button>
        </>
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
