// One of the form's brand, tread pattern and compound pickers: a labelled native select of the catalogue's
// names (a phone shows its own wheel) with 'Other…', which reveals a box for a name typed by the racer.
import { useId, useState } from 'react';
import { useFieldParts } from '../../../components/ui/form/form-field';
import { selectClasses } from '../../../components/ui/form/select-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { catalogueChoice, OTHER_CHOICE } from '../catalogue-choice';

type CatalogueFieldProps = {
  /** The form field, for the server's message about it. */
  name: 'brand' | 'treadPattern' | 'compound';
  label: string;
  /** The catalogue's names, in the order offered. */
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  /** Shown under the picker: what the chosen entry is, from the catalogue. */
  description?: string | undefined;
  className?: string;
};

export function CatalogueField({
  name,
  label,
  options,
  value,
  onChange,
  description,
  className,
}: CatalogueFieldProps) {
  const [otherChosen, setOtherChosen] = useState(false);
  const field = useFieldParts(name);
  const customId = useId();
  const choice = catalogueChoice(
    options.map((option) => option.value),
    value,
    otherChosen,
  );
  const choose = (selected: string) => {
    setOtherChosen(selected === OTHER_CHOICE);
    onChange(selected === OTHER_CHOICE ? '' : selected);
  };
  const hasCatalogue = options.length > 0;

  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={hasCatalogue ? field.control.id : customId}>{label}</Label>
      {hasCatalogue && (
        <select
          className={selectClasses}
          value={choice.selected}
          onChange={(event) => choose(event.target.value)}
          {...field.control}
        >
          <option value="">Choose {label.toLowerCase()}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          <option value={OTHER_CHOICE}>Other…</option>
        </select>
      )}
      {choice.custom && (
        <Input
          id={customId}
          aria-label={hasCatalogue ? `Custom ${label.toLowerCase()}` : undefined}
          aria-invalid={field.control['aria-invalid']}
          aria-describedby={field.control['aria-describedby']}
          placeholder={`Type the ${label.toLowerCase()}`}
          maxLength={100}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {description && <p className="text-sm text-(--muted-foreground)">{description}</p>}
      {field.notes}
    </div>
  );
}
