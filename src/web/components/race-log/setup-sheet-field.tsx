// 'Setup sheet': which of the racer's sheets the car ran (optional), or the way to write a first one. With a
// car chosen, only that car's sheets are offered (the server refuses another car's).
import { type ReactNode, useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { SetupSheet } from '../../../domain/setup-sheets';
import { paths } from '../../config/paths';
import { SelectField } from '../ui/form/select-field';
import { setupSheetOptions } from './setup-sheet-choice';

type Props = {
  /** undefined: the sheets could not be read (the entry keeps the sheet it names). */
  sheets: readonly SetupSheet[] | undefined;
  trackName: string;
};

export function SetupSheetField({ sheets, trackName }: Props) {
  const carId = useWatch({ name: 'carId' }) as string | null | undefined;
  const { getValues, setValue } = useFormContext();
  const offered = useMemo(
    () => (carId ? sheets?.filter((sheet) => String(sheet.carId) === carId) : sheets),
    [sheets, carId],
  );
  // Another car chosen: a sheet of the car before is not this one's.
  useEffect(() => {
    const chosen = getValues('setupSheetId');
    if (chosen && offered && !offered.some((sheet) => String(sheet.id) === chosen))
      setValue('setupSheetId', '');
  }, [offered, getValues, setValue]);
  if (sheets === undefined || offered === undefined) {
    return (
      <NoChoice>
        <p role="status" className="text-sm text-(--muted-foreground)">
          Your setup sheets could not be loaded, so none can be chosen just now.
        </p>
      </NoChoice>
    );
  }
  if (sheets.length === 0) {
    return (
      <NoChoice>
        <p className="text-sm text-(--muted-foreground)">
          No setup sheets yet: save one to log the setup the car ran with its tyres.
        </p>
        <Link
          to={paths.setupSheet}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-(--primary) underline"
        >
          Add a setup sheet
        </Link>
      </NoChoice>
    );
  }
  return (
    <SelectField
      name="setupSheetId"
      label="Setup sheet"
      placeholder="No setup sheet"
      options={setupSheetOptions(offered, trackName)}
    />
  );
}

/** Where the select would be, headed as it would be: why there is nothing to choose. */
function NoChoice({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium">Setup sheet</p>
      {children}
    </div>
  );
}
