// The tyre analysis's filters (search, brand, conditions, car, tracks), its sort and direction, and the
// show/hide details switch: native controls, 44 px tall, one column on a phone.
import { useId } from 'react';
import { TRACK_CONDITION_LABELS, type TrackCondition } from '../../../../domain/race-log';
import {
  ANALYSIS_SORTS,
  type AnalysisFilterOptions,
  type AnalysisFilters,
  type AnalysisSort,
  type SortDirection,
} from '../../../../domain/tyre-performance';
import { useCars } from '../../../api/cars';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LabelledSelect } from '../../../components/ui/form/select-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { bestDirection, DIRECTION_LABELS, SORT_LABELS } from './analysis-format';

/** What the racer chose to see: the filters, the sort and its direction, and whether details show. */
export type AnalysisView = {
  filters: AnalysisFilters;
  sort: AnalysisSort;
  direction: SortDirection;
  details: boolean;
};

type Props = { options: AnalysisFilterOptions; view: AnalysisView; onChange: (view: AnalysisView) => void };

export function AnalysisControls({ options, view, onChange }: Props) {
  const { filters, sort, direction, details } = view;
  const id = useId();
  const set = (change: Partial<AnalysisFilters>) => onChange({ ...view, filters: { ...filters, ...change } });
  const toggleTrack = (track: string, on: boolean) =>
    set({ tracks: on ? [...filters.tracks, track] : filters.tracks.filter((each) => each !== track) });
  // The racer's cars the entries name, by name; a car no longer kept has no name to offer.
  const cars = (useCars().data ?? []).filter((car) => options.carIds.includes(car.id));
  return (
    <Card aria-label="Filters and sort" className="space-y-3">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <div className="col-span-2 space-y-1">
          <Label htmlFor={`${id}-search`}>Search</Label>
          <Input
            id={`${id}-search`}
            type="search"
            placeholder="Tyre, track or race"
            value={filters.search}
            onChange={(event) => set({ search: event.target.value })}
          />
        </div>
        <LabelledSelect
          label="Brand"
          all="All brands"
          value={filters.brand ?? ''}
          options={options.brands.map((brand) => ({ value: brand, label: brand }))}
          onChange={(brand) => set({ brand: brand || null })}
        />
        <LabelledSelect
          label="Conditions"
          all="Any"
          value={filters.trackConditions ?? ''}
          options={options.trackConditions.map((condition) => ({
            value: condition,
            label: TRACK_CONDITION_LABELS[condition],
          }))}
          onChange={(condition) => set({ trackConditions: (condition || null) as TrackCondition | null })}
        />
        {cars.length > 0 && (
          <LabelledSelect
            label="Car"
            all="All cars"
            value={filters.carId ?? ''}
            options={cars.map((car) => ({ value: String(car.id), label: car.name }))}
            onChange={(carId) => set({ carId: carId ? Number(carId) : null })}
          />
        )}
      </div>
      {options.tracks.length > 1 && (
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium">Tracks (none ticked: every track)</legend>
          <div className="flex flex-wrap gap-x-4">
            {options.tracks.map((track) => (
              <label key={track} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={filters.tracks.includes(track)}
                  onChange={(event) => toggleTrack(track, event.target.checked)}
                />
                {track}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="grid gap-3 sm:grid-cols-3 sm:items-end">
        <LabelledSelect
          label="Sort by"
          value={sort}
          options={ANALYSIS_SORTS.map((each) => ({ value: each, label: SORT_LABELS[each] }))}
          onChange={(next) =>
            onChange({ ...view, sort: next as AnalysisSort, direction: bestDirection(next as AnalysisSort) })
          }
        />
        <LabelledSelect
          label="Order"
          value={direction}
          options={(['desc', 'asc'] as const).map((each) => ({ value: each, label: DIRECTION_LABELS[each] }))}
          onChange={(next) => onChange({ ...view, direction: next as SortDirection })}
        />
        <Button variant="secondary" onClick={() => onChange({ ...view, details: !details })}>
          {details ? 'Hide details' : 'Show details'}
        </Button>
      </div>
    </Card>
  );
}
