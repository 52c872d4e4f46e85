// 'Setup sheet': which of the racer's sheets the car ran (optional), or the way to write a first one.
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
  if (sheets === undefined) {
    return (
      <p role="status" className="text-sm text-(--muted-foreground)">
        Your setup sheets could not be loaded, so none can be chosen just now.
      </p>
    );
  }
  if (sheets.length === 0) {
    return (
      <p className="text-sm text-(--muted-foreground)">
        No setup sheets yet: save one to log the setup the car ran with its tyres.{' '}
        <Link
          to={paths.setupSheet}
          className="inline-flex min-h-11 items-center font-semibold text-(--primary) underline"
        >
          Add a setup sheet
        </Link>
      </p>
    );
  }
  return (
    <SelectField
      name="setupSheetId"
      label="Setup sheet"
      placeholder="No setup sheet"
      options={setupSheetOptions(sheets, trackName)}
    />
  );
}
