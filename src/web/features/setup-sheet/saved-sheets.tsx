// The racer's saved sheets, newest first, found by track: each opened, duplicated, compared or deleted;
// 'Compare' puts any two side by side.
import { useId, useState } from 'react';
import type { Car } from '../../../domain/cars';
import type { SetupSheet } from '../../../domain/setup-sheets';
import { useSetupSheets } from '../../api/setup-sheets';
import { Placeholders, QueryFallback } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { filterByTrack } from './sheet-list';
import { type SheetActions, SheetListItem } from './sheet-list-item';

function SheetList({
  sheets,
  cars,
  query,
  editingId,
  actions,
}: {
  sheets: SetupSheet[];
  cars: readonly Car[];
  query: string;
  editingId: number | null;
  actions: SheetActions;
}) {
  if (sheets.length === 0) {
    return (
      <p className="text-(--muted-foreground)">No saved setup sheets yet. Save one and it shows here.</p>
    );
  }
  const shown = filterByTrack(sheets, query);
  if (shown.length === 0) {
    return <p className="text-(--muted-foreground)">No sheets at a track matching “{query.trim()}”.</p>;
  }
  return (
    <ul aria-label="Saved setup sheets" className="space-y-2">
      {shown.map((sheet) => (
        <SheetListItem
          key={sheet.id}
          sheet={sheet}
          carName={cars.find((car) => car.id === sheet.carId)?.name}
          editing={sheet.id === editingId}
          actions={actions}
        />
      ))}
    </ul>
  );
}

export function SavedSheets({
  cars,
  editingId,
  actions,
  onCompare,
}: {
  cars: readonly Car[];
  editingId: number | null;
  actions: SheetActions;
  onCompare: () => void;
}) {
  const sheets = useSetupSheets();
  const [query, setQuery] = useState('');
  const filterId = useId();
  return (
    <section aria-labelledby="saved-sheets-title" className="space-y-3 print:hidden">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="saved-sheets-title" className="text-xl font-bold">
          Saved sheets
        </h2>
        <Button variant="secondary" onClick={onCompare} disabled={(sheets.data?.length ?? 0) < 2}>
          Compare
        </Button>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={filterId}>Filter by track</Label>
        <Input
          id={filterId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      </div>
      {!sheets.isSuccess ? (
        <QueryFallback
          query={sheets}
          loading={
            <Placeholders
              className="space-y-2"
              note={<p className="text-(--muted-foreground)">Loading your setup sheets...</p>}
              blocks={['h-24 w-full rounded-lg', 'h-24 w-full rounded-lg']}
            />
          }
          title="Failed to load setup sheets"
          message="Your saved setup sheets could not be loaded."
        />
      ) : (
        <SheetList sheets={sheets.data} cars={cars} query={query} editingId={editingId} actions={actions} />
      )}
    </section>
  );
}
