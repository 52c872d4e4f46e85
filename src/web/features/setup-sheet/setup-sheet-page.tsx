// SETUP SHEET (/agama-setup-sheet): fill a sheet for one of the racer's cars, as its class's sheet has it
// (the Agama's stacked on a phone and on the drawing of the car on a wide screen; the other cars' stacked),
// save it, and find, reopen, duplicate, compare or print saved ones.
import { useState } from 'react';
import type { SetupSheet } from '../../../domain/setup-sheets';
import { useCars } from '../../api/cars';
import { useSetupSheets } from '../../api/setup-sheets';
import { PageTitle } from '../../components/page-title';
import { CompareDialog, type CompareRequest } from './compare-dialog';
import { DeleteSheetDialog } from './delete-sheet-dialog';
import { PrintPageStyle } from './print-page-style';
import { SavedSheets } from './saved-sheets';
import { SheetEditor } from './sheet-editor';
import { SheetHeader } from './sheet-header';
import { useOpenFromAddress } from './use-open-from-address';
import { useSheetEditor } from './use-sheet-editor';

export function SetupSheetPage() {
  const sheets = useSetupSheets().data;
  const cars = useCars().data;
  const editor = useSheetEditor(cars, sheets);
  useOpenFromAddress(sheets, editor.open);
  const [compare, setCompare] = useState<CompareRequest | null>(null);
  const [deleting, setDeleting] = useState<SetupSheet | null>(null);
  return (
    <div className="space-y-4 print:space-y-1">
      <PrintPageStyle />
      <SheetHeader saving={editor.saving} />
      <div className="print:hidden">
        <PageTitle>Setup Sheet</PageTitle>
      </div>
      <SheetEditor editor={editor} cars={cars ?? []} />
      <SavedSheets
        cars={cars ?? []}
        editingId={editor.editing?.id ?? null}
        onCompare={() => setCompare({ kind: 'choose' })}
        actions={{
          onOpen: editor.open,
          onDuplicate: editor.duplicate,
          onChangesSince: (sheet) => setCompare({ kind: 'since', sheet }),
          onDelete: setDeleting,
        }}
      />
      <CompareDialog request={compare} onClose={() => setCompare(null)} />
      <DeleteSheetDialog
        sheet={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(sheet) => {
          if (editor.editing?.id === sheet.id) editor.startNew();
        }}
      />
    </div>
  );
}
