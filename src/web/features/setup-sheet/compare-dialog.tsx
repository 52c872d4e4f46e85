// 'Compare' (any two sheets, chosen in two lists) and 'What changed since' (a sheet against the racer's
// sheet for the same car just before it at the same track), in one dialog.
import { useState } from 'react';
import { previousSheetAtTrack } from '../../../domain/setup-sheet-compare';
import type { SetupSheet } from '../../../domain/setup-sheets';
import { useSetupSheets } from '../../api/setup-sheets';
import { Dialog } from '../../components/ui/dialog';
import { LabelledSelect } from '../../components/ui/form/select-field';
import { ComparisonTable } from './comparison-table';
import { sheetChoices, sheetName } from './sheet-list';

export type CompareRequest = { kind: 'choose' } | { kind: 'since'; sheet: SetupSheet };

/**
 * The list is newest first: the second newest against the newest, to start with. A sheet just saved shows
 * under a stand-in id until the server's list replaces it, so a choice that left the list falls back to
 * the start rather than emptying the dialog.
 */
function ChooseTwo({ sheets }: { sheets: SetupSheet[] }) {
  const [chosenFirst, setFirstId] = useState<number | null>(null);
  const [chosenSecond, setSecondId] = useState<number | null>(null);
  const listed = (id: number | null) => sheets.find((sheet) => sheet.id === id);
  const first = listed(chosenFirst) ?? sheets[1] ?? sheets[0];
  const second = listed(chosenSecond) ?? sheets[0];
  const firstId = first?.id ?? 0;
  const secondId = second?.id ?? 0;
  const options = sheetChoices(sheets);
  const picker = 'min-w-0 flex-1 space-y-1.5';
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        {(
          [
            ['First sheet', firstId, setFirstId],
            ['Second sheet', secondId, setSecondId],
          ] as const
        ).map(([label, id, setId]) => (
          <LabelledSelect
            key={label}
            label={label}
            className={picker}
            value={id}
            options={options}
            onChange={(chosen) => setId(Number(chosen))}
          />
        ))}
      </div>
      {first && second && (
        <ComparisonTable before={first} after={second} beforeLabel="First" afterLabel="Second" />
      )}
    </div>
  );
}

function ChangesSince({ sheets, sheet }: { sheets: SetupSheet[]; sheet: SetupSheet }) {
  const previous = previousSheetAtTrack(sheets, sheet);
  if (!previous) {
    return (
      <p role="status">
        There is no earlier sheet for this car at {sheet.track}: this is its first one there, so there is
        nothing to compare it with.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <p>
        The sheet of {sheetName(sheet)} against your sheet before it there, of {sheetName(previous)}.
      </p>
      <ComparisonTable before={previous} after={sheet} beforeLabel="Before" afterLabel="This sheet" />
    </div>
  );
}

export function CompareDialog({ request, onClose }: { request: CompareRequest | null; onClose: () => void }) {
  const sheets = useSetupSheets().data ?? [];
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => !open && onClose()}
      title={request?.kind === 'since' ? 'What changed since' : 'Compare setup sheets'}
      wide
    >
      {request?.kind === 'since' ? (
        <ChangesSince sheets={sheets} sheet={request.sheet} />
      ) : request ? (
        <ChooseTwo sheets={sheets} />
      ) : null}
    </Dialog>
  );
}
