// The sheet being filled: one form state for both views, which saved sheet it edits (Save then changes
// that sheet) or was duplicated from, and the save with the spec's toasts. A successful save starts a new,
// empty sheet dated today, ready for the next round.
import { useEffect, useState } from 'react';
import type { Car } from '../../../domain/cars';
import { changedFields } from '../../../domain/changed-fields';
import type { SetupSheet, SetupSheetCreateParsed } from '../../../domain/setup-sheets';
import { localIsoDate } from '../../../domain/tyre-format';
import { useAddSetupSheet, useUpdateSetupSheet } from '../../api/setup-sheets';
import { showServerFieldErrors } from '../../components/ui/form/server-field-errors';
import { useZodForm } from '../../components/ui/form/use-zod-form';
import { toast } from '../../components/ui/toast';
import { emptySheetValues, sheetFormSchema, sheetToValues, startingCar } from './sheet-form-values';

export const SHEET_FORM_ID = 'setup-sheet-form';

/**
 * Focuses the first field marked invalid that the racer can see: each field has an input in both views,
 * and react-hook-form's own focus could land on the hidden one.
 */
export function focusFirstInvalid() {
  requestAnimationFrame(() => {
    const invalid = document
      .getElementById(SHEET_FORM_ID)
      ?.querySelectorAll<HTMLElement>('[aria-invalid="true"]');
    const visible = [...(invalid ?? [])].find((element) => element.getClientRects().length > 0);
    visible?.focus();
  });
}

export type SheetEditor = ReturnType<typeof useSheetEditor>;

export function useSheetEditor(cars: readonly Car[] | undefined, sheets: readonly SetupSheet[] | undefined) {
  const form = useZodForm(sheetFormSchema, { defaultValues: emptySheetValues(), shouldFocusError: false });
  const [editing, setEditing] = useState<SetupSheet | null>(null);
  const [duplicateOf, setDuplicateOf] = useState<SetupSheet | null>(null);
  const add = useAddSetupSheet();
  const update = useUpdateSetupSheet();

  const load = (
    values: ReturnType<typeof emptySheetValues>,
    edit: SetupSheet | null,
    from: SetupSheet | null,
  ) => {
    form.reset(values);
    setEditing(edit);
    setDuplicateOf(from);
  };
  // The next round's sheet is for the same car.
  const startNew = () => {
    const { carId, template } = form.getValues();
    load(emptySheetValues(undefined, { carId, template }), null, null);
  };
  // A new sheet not yet on a car (or on one deleted since, in My cars) goes on the starting car once the
  // racer's cars are known.
  const carId = form.watch('carId');
  useEffect(() => {
    if (!cars || !sheets || cars.some((car) => String(car.id) === carId)) return;
    if (carId === '' && cars.length === 0) return;
    const car = startingCar(cars, sheets);
    form.setValue('carId', car.carId);
    form.setValue('template', car.template);
  }, [carId, cars, sheets, form]);
  const open = (sheet: SetupSheet) => load(sheetToValues(sheet), sheet, null);
  const duplicate = (sheet: SetupSheet) => load(sheetToValues(sheet, localIsoDate(new Date())), null, sheet);

  const save = (body: SetupSheetCreateParsed) => {
    const callbacks = {
      onSuccess: () => {
        toast({ title: 'Setup Sheet Saved' });
        startNew();
      },
      onError: (error: unknown) => {
        showServerFieldErrors(form, error);
        focusFirstInvalid();
        toast({ title: 'Save Failed', description: 'Unable to save setup sheet', variant: 'destructive' });
      },
    };
    // Only the fields changed since the sheet was opened: another device's edits to the others stay.
    if (editing) update.mutate({ id: editing.id, patch: changedFields(body, editing) }, callbacks);
    else add.mutate(body, callbacks);
  };

  return {
    form,
    editing,
    duplicateOf,
    saving: add.isPending || update.isPending,
    save,
    startNew,
    open,
    duplicate,
  };
}
