// The Inventory tab's filters and sort order, applied as they change; 'Clear Filters' puts them all back.
import { defaultTyreFilters, type TyreFilters, type TyreGroup } from '../../../../domain/tyre-inventory-view';
import { tyreNameKey } from '../../../../domain/tyre-names';
import { TYRE_CONDITIONS } from '../../../../domain/tyres';
import { Button } from '../../../components/ui/button';
import { LabelledSelect } from '../../../components/ui/form/select-field';
import { CONDITION_LABELS, optionsOf, SORT_LABELS, TRACK_TYPE_LABELS } from '../tyre-labels';

/**
 * The brands the racer owns, each once however it is cased, A-Z; and the one filtered on, also once its
 * last set is gone, so the select still shows what filters the list.
 */
const brandsOf = (groups: readonly TyreGroup[], chosen: string | null): string[] =>
  [
    ...new Map(
      [...groups.map((group) => group.brand), ...(chosen ? [chosen] : [])].map((brand) => [
        tyreNameKey(brand),
        brand,
      ]),
    ).values(),
  ].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));

function FilterCheckbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
      <input
        type="checkbox"
        className="size-5 shrink-0 accent-(--primary)"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

type InventoryFiltersProps = {
  filters: TyreFilters;
  onChange: (filters: TyreFilters) => void;
  groups: readonly TyreGroup[];
};

export function InventoryFilters({ filters, onChange, groups }: InventoryFiltersProps) {
  const set = (change: Partial<TyreFilters>) => onChange({ ...filters, ...change });
  return (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        <LabelledSelect
          label="Brand"
          all="All brands"
          value={filters.brand ?? ''}
          options={brandsOf(groups, filters.brand).map((brand) => ({ value: brand, label: brand }))}
          onChange={(brand) => set({ brand: brand || null })}
        />
        <LabelledSelect
          label="Condition"
          all="All conditions"
          value={filters.condition ?? ''}
          options={TYRE_CONDITIONS.map((value) => ({ value, label: CONDITION_LABELS[value] }))}
          onChange={(condition) => set({ condition: (condition || null) as TyreFilters['condition'] })}
        />
        <LabelledSelect
          label="Track type"
          all="All track types"
          value={filters.trackType ?? ''}
          options={optionsOf(TRACK_TYPE_LABELS)}
          onChange={(trackType) => set({ trackType: (trackType || null) as TyreFilters['trackType'] })}
        />
        <LabelledSelect
          label="Sort by"
          value={filters.sort}
          options={optionsOf(SORT_LABELS)}
          onChange={(sort) => set({ sort: sort as TyreFilters['sort'] })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-6">
        <FilterCheckbox
          label="Low Stock Only"
          checked={filters.lowStockOnly}
          onChange={(lowStockOnly) => set({ lowStockOnly })}
        />
        <FilterCheckbox
          label="Hide Empty"
          checked={filters.hideEmpty}
          onChange={(hideEmpty) => set({ hideEmpty })}
        />
        <Button variant="link" className="px-0" onClick={() => onChange(defaultTyreFilters())}>
          Clear Filters
        </Button>
      </div>
    </div>
  );
}
