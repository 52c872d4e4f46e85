// The Assign Tyres dialog's content, mounted only while it is open: it reads the inventory, the log and the
// setup sheets then, and the form starts fresh. A chunk of its own (assign-tyres-dialog.tsx loads it when
// opened): a results table with a button on every row need not carry the form, its rules and its schemas.
// With no set to choose, the inventory's own form adds one here, and the dialog comes back to the same race
// with that set chosen.
import { lazy, Suspense, useState } from 'react';
import { carForClass } from '../../../domain/car-for-class';
import type { RaceLogEntry } from '../../../domain/race-log';
import { initialTyreId, type RaceToLog } from '../../../domain/race-to-log';
import { useCars } from '../../api/cars';
import { useRaceLog } from '../../api/race-log';
import { useSettings } from '../../api/settings';
import { useSetupSheets } from '../../api/setup-sheets';
import { useTyres } from '../../api/tyres';
import { LoadFailure } from '../load-failure';
import { NotOnThisPhone } from '../query-state';
import { AssignTyresForm } from './assign-tyres-form';
import { bodyLoading } from './body-loading';

// Loaded only when a set is added here: the catalogue it carries is no weight on every dialog.
const TyreForm = lazy(() =>
  import('../../features/inventory/components/tyre-form').then((module) => ({ default: module.TyreForm })),
);

export function AssignTyresBody({
  race,
  entry,
  preselectedTyreId,
  onClose,
}: {
  race: RaceToLog;
  entry: RaceLogEntry | undefined;
  preselectedTyreId: number | undefined;
  onClose: () => void;
}) {
  const tyres = useTyres();
  const log = useRaceLog();
  const sheets = useSetupSheets();
  const cars = useCars();
  const settings = useSettings();
  const [adding, setAdding] = useState(false);
  const [addedTyreId, setAddedTyreId] = useState<number>();
  if (adding) {
    return (
      <Suspense fallback={bodyLoading}>
        <TyreForm onAdded={(tyre) => setAddedTyreId(tyre.id)} onClose={() => setAdding(false)} />
      </Suspense>
    );
  }
  // With no signal, what was never read has no copy on the phone: say so rather than load for ever.
  if ([tyres, log, sheets, settings].some((read) => read.isPending && read.fetchStatus === 'paused'))
    return <NotOnThisPhone />;
  // The cars only name the car raced: never read and no signal, the race is logged without one.
  const carsLoading = cars.isPending && cars.fetchStatus !== 'paused';
  if (tyres.isPending || log.isPending || sheets.isPending || settings.isPending || carsLoading)
    return bodyLoading;
  if (tyres.isError) {
    return (
      <LoadFailure
        title="Failed to load your tire sets"
        message="The tire sets could not be read, so none can be chosen."
        reason={tyres.error.message}
        onRetry={() => void tyres.refetch()}
      />
    );
  }
  const today = new Date();
  return (
    <AssignTyresForm
      race={race}
      entry={entry}
      tyres={tyres.data}
      // Without the sheets the racer still logs the tyres; the entry keeps the sheet it names.
      sheets={sheets.data}
      // Likewise the cars: the entry keeps the car it names.
      cars={cars.data}
      initialTyreId={initialTyreId({
        preselectedTyreId: addedTyreId ?? preselectedTyreId,
        entry,
        // Without the log the racer still chooses; only the same-day suggestion is lost.
        entries: log.data ?? [],
        tyres: tyres.data,
        raceDate: race.raceDate ?? today.toISOString(),
      })}
      manual={preselectedTyreId !== undefined}
      onAddTyre={() => setAdding(true)}
      // Without the settings the racer types the track and driver themselves.
      prefill={{
        trackName: settings.data?.followedTrackName ?? null,
        driverName: settings.data?.driverName ?? null,
        today,
        // The race's title heads it with its class ('1/8 Nitro Buggy A-Main').
        carId: carForClass(cars.data ?? [], race.raceTitle)?.id ?? null,
      }}
      onClose={onClose}
    />
  );
}
