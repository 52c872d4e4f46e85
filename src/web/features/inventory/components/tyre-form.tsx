// The add/edit tyre set form, inline on the Inventory tab: the catalogue pickers fill what they know
// (tyre-form.ts holds every rule), and saving or cancelling closes it, so the next one opens fresh.
import { useEffect, useId, useRef, useState } from 'react';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { changedFields } from '../../../../domain/changed-fields';
import {
  catalogueBrands,
  compoundsOf,
  findCompound,
  findPattern,
  patternsOf,
} from '../../../../domain/tyre-catalogue';
import {
  canSubmit,
  changeBrand,
  changeCompound,
  changeTreadPattern,
  defaultTyreForm,
  fromTyreItem,
  INCOMPLETE_TYRE_FORM_MESSAGE,
  TYRE_FORM_CONDITIONS,
  type TyreFormState,
  toTyreCreate,
} from '../../../../domain/tyre-form';
import type { TyreItem } from '../../../../domain/tyres';
import { currencyDigits, currencySymbol, temperatureSymbol } from '../../../../domain/units';
import { useAddTyre, useUpdateTyre } from '../../../api/tyres';
import { useUnits } from '../../../api/units';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DateField } from '../../../components/ui/form/date-field';
import { Form } from '../../../components/ui/form/form';
import { NumberField } from '../../../components/ui/form/number-field';
import { SelectField } from '../../../components/ui/form/select-field';
import { showServerFieldErrors } from '../../../components/ui/form/server-field-errors';
import { TextField } from '../../../components/ui/form/text-field';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { CONDITION_LABELS, optionsOf, SIZE_LABELS, TRACK_TYPE_LABELS } from '../tyre-labels';
import { tyreToasts } from '../tyre-toasts';
import { CatalogueField } from './catalogue-field';

/** A field the width of the form on a phone, one of three columns on a wide screen. */
const WIDE = 'col-span-2 lg:col-span-1';
const BRAND_OPTIONS = catalogueBrands().map((brand) => ({ value: brand, label: brand }));
const CONDITION_OPTIONS = TYRE_FORM_CONDITIONS.map((value) => ({ value, label: CONDITION_LABELS[value] }));

/** Puts a state the tyre-form rules worked out into the form, field by field. */
function setFormState(form: UseFormReturn<TyreFormState>, next: TyreFormState) {
  for (const [field, value] of Object.entries(next) as [keyof TyreFormState, string | number][]) {
    if (form.getValues(field) !== value) form.setValue(field, value, { shouldDirty: true });
  }
}

/** `item`: the set being edited; none for a new one. `onAdded`: the new set, once added. */
export function TyreForm({
  item,
  onClose,
  onAdded,
}: {
  item?: TyreItem | undefined;
  onClose: () => void;
  onAdded?: (tyre: TyreItem) => void;
}) {
  const units = useUnits();
  // The set as the form opened on it, kept while the list refreshes: an edit sends what changed since. Its
  // price is in its own currency (a new set's in the racer's), its temperatures in the racer's unit.
  const [opened] = useState(() =>
    item ? fromTyreItem(item, units.temperatureUnit) : defaultTyreForm(units),
  );
  const degrees = temperatureSymbol(opened.temperatureUnit);
  const form = useForm<TyreFormState>({ defaultValues: opened });
  const state = useWatch({ control: form.control }) as TyreFormState;
  const add = useAddTyre();
  const update = useUpdateTyre();
  const saving = add.isPending || update.isPending;
  const complete = canSubmit(state);
  const title = item ? `Edit Set #${item.setNumber}` : 'Add Tyre Set';
  const submitLabel = item ? 'Save Changes' : 'Add to Inventory';
  const savingLabel = item ? 'Updating...' : 'Adding...';
  const titleId = useId();

  // The form opens away from where the racer tapped (under its group, or above the list): bring it into view.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);

  const apply = (rule: (current: TyreFormState, value: string) => TyreFormState) => (value: string) =>
    setFormState(form, rule(form.getValues(), value));

  const save = (values: TyreFormState) => {
    const [saved, failed] = item
      ? [tyreToasts.updated, tyreToasts.updateFailed]
      : [tyreToasts.added, tyreToasts.addFailed];
    const callbacks = {
      onSuccess: (tyre: TyreItem) => {
        saved();
        if (!item) onAdded?.(tyre);
        onClose();
      },
      onError: (error: Error) => {
        showServerFieldErrors(form, error);
        failed(error);
      },
    };
    const body = toTyreCreate(values);
    // Only the fields changed here: another device's edits to the others stay.
    if (item) update.mutate({ id: item.id, patch: changedFields(body, toTyreCreate(opened)) }, callbacks);
    else add.mutate(body, callbacks);
  };

  return (
    <Card aria-labelledby={titleId} className="col-span-full border-(--primary)">
      <h2
        id={titleId}
        ref={heading}
        tabIndex={-1}
        className="mb-4 scroll-mt-24 text-lg font-bold outline-none"
      >
        {title}
      </h2>
      <Form form={form} onSubmit={save}>
        {/* Two columns even on a phone: the short fields pair up, so the form is half as long to scroll. */}
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          <CatalogueField
            className={WIDE}
            name="brand"
            label="Brand"
            options={BRAND_OPTIONS}
            value={state.brand}
            onChange={apply(changeBrand)}
          />
          {/* Keyed by brand: a new brand starts its pickers over, 'Other…' included. */}
          <CatalogueField
            className={WIDE}
            key={`pattern-${state.brand}`}
            name="treadPattern"
            label="Tread pattern"
            options={patternsOf(state.brand).map((pattern) => ({ value: pattern.name, label: pattern.name }))}
            value={state.treadPattern}
            onChange={apply(changeTreadPattern)}
            description={findPattern(state.brand, state.treadPattern)?.description ?? undefined}
          />
          <CatalogueField
            className={WIDE}
            key={`compound-${state.brand}`}
            name="compound"
            label="Compound"
            options={compoundsOf(state.brand).map((compound) => ({
              value: compound.code,
              label: compound.code,
            }))}
            value={state.compound}
            onChange={apply(changeCompound)}
            description={findCompound(state.brand, state.compound)?.description ?? undefined}
          />
          <SelectField name="size" label="Size" options={optionsOf(SIZE_LABELS)} />
          <NumberField name="quantity" label="Quantity (sets)" inputMode="numeric" />
          <DateField name="purchaseDate" label="Purchase date" />
          <TextField
            name="purchasePrice"
            label={`Price per set (${currencySymbol(opened.currency)})`}
            type="number"
            inputMode="decimal"
            step={String(10 ** -currencyDigits(opened.currency))}
            min="0"
          />
          <SelectField name="condition" label="Condition" options={CONDITION_OPTIONS} />
          <SelectField
            name="trackType"
            label="Track type"
            placeholder="Not set"
            options={optionsOf(TRACK_TYPE_LABELS)}
          />
          <TextField name="tempRangeMin" label={`Min temperature (${degrees})`} type="number" step="any" />
          <TextField name="tempRangeMax" label={`Max temperature (${degrees})`} type="number" step="any" />
          <div className="col-span-2 lg:col-span-3">
            <TextareaField name="notes" label="Notes" maxLength={2000} />
          </div>
        </div>
        {!complete && (
          <p role="status" className="text-sm font-medium text-(--muted-foreground)">
            {INCOMPLETE_TYRE_FORM_MESSAGE}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!complete || saving}>
            {saving ? savingLabel : submitLabel}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
    </Card>
  );
}
