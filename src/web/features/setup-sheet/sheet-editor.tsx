// The sheet itself: what is being edited (a saved sheet, a duplicate, or a new one), then the one form in
// its two views (stacked on a phone, the drawing on a wide screen and on paper), one at a time.
import { useEffect, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import type { Car } from '../../../domain/cars';
import type { SetupTemplateId } from '../../../domain/setup-templates';
import { useTyres } from '../../api/tyres';
import { Button } from '../../components/ui/button';
import { Form } from '../../components/ui/form/form';
import { CarChoice, carHeading } from './car-choice';
import { DrawingView } from './drawing-view';
import { sheetName, tyreChoiceLabels } from './sheet-list';
import { StackedForm } from './stacked-form';
import { useDrawingView } from './use-drawing-view';
import { type SheetEditor as Editor, focusFirstInvalid, SHEET_FORM_ID } from './use-sheet-editor';

function EditingLine({ editor }: { editor: Editor }) {
  const { editing, duplicateOf } = editor;
  // Open and Duplicate are tapped in the list far below: take the racer (and the focus) to the sheet.
  const line = useRef<HTMLDivElement>(null);
  const shownId = editing?.id ?? duplicateOf?.id;
  useEffect(() => {
    if (shownId !== undefined) line.current?.focus();
  }, [shownId]);
  if (!editing && !duplicateOf) return null;
  return (
    <div
      ref={line}
      tabIndex={-1}
      role="status"
      className="scroll-mt-32 outline-none flex flex-wrap items-center gap-2 rounded-lg border border-(--primary) bg-(--card) p-3 print:hidden"
    >
      <p className="min-w-0 flex-1 font-medium">
        {editing
          ? `Editing sheet of ${sheetName(editing)}`
          : `New sheet from ${sheetName(duplicateOf as NonNullable<typeof duplicateOf>)}, not saved yet`}
      </p>
      {editing && (
        <Button variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
      )}
      <Button variant="secondary" onClick={editor.startNew}>
        New sheet
      </Button>
    </div>
  );
}

/** On paper, the sheet's own heading: which car, day and track. */
function PrintHeading({ car, template }: { car: Car | undefined; template: SetupTemplateId }) {
  const [date, track] = useWatch({ name: ['date', 'track'] }) as [string, string];
  return (
    <p className="hidden text-[11pt] font-bold print:block">
      {carHeading(car, template)} setup · {date || 'no date'} · {track || 'no track'}
    </p>
  );
}

export function SheetEditor({ editor, cars }: { editor: Editor; cars: readonly Car[] }) {
  const tyres = useTyres();
  const tyreLabels = useMemo(() => tyreChoiceLabels(tyres.data ?? []), [tyres.data]);
  // Only the Agama has a drawing; the other cars' sheets stay stacked on a wide screen too.
  const [carId, template] = editor.form.watch(['carId', 'template']);
  const drawing = useDrawingView() && template === 'agama-8';
  const car = cars.find((each) => String(each.id) === carId);
  return (
    <div className="space-y-4">
      <EditingLine editor={editor} />
      <Form
        id={SHEET_FORM_ID}
        aria-label="Setup sheet"
        form={editor.form}
        onSubmit={editor.save}
        onInvalidSubmit={focusFirstInvalid}
        className="print:space-y-1"
      >
        <PrintHeading car={car} template={template} />
        <CarChoice cars={cars} only={editor.editing?.template ?? null} />
        {drawing ? (
          <DrawingView tyreLabels={tyreLabels} />
        ) : (
          <StackedForm template={template} tyreLabels={tyreLabels} />
        )}
      </Form>
    </div>
  );
}
