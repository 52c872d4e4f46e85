// A star rating from 1 to 5: a radio group, so arrow keys and screen readers work as with any choice, each
// star a 44 px target named '3 stars', and a Clear link back to no rating.
import { Star } from 'lucide-react';
import { useController, useFormContext } from 'react-hook-form';
import { cn } from '../../../lib/cn';
import { type FieldProps, useFieldParts } from './form-field';

const STARS = [1, 2, 3, 4, 5];

export function RatingField({ name, label, hint }: FieldProps) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const parts = useFieldParts(name, hint);
  const value = typeof field.value === 'number' ? field.value : 0;
  return (
    <fieldset
      aria-invalid={parts.control['aria-invalid']}
      aria-describedby={parts.control['aria-describedby']}
      className="space-y-1.5"
    >
      <legend className="text-sm font-medium">{label}</legend>
      <div className="flex items-center">
        {STARS.map((stars) => (
          <label
            key={stars}
            className="relative inline-flex size-11 cursor-pointer items-center justify-center"
          >
            <input
              type="radio"
              name={field.name}
              value={stars}
              checked={value === stars}
              onChange={() => field.onChange(stars)}
              onBlur={field.onBlur}
              ref={stars === 1 ? field.ref : undefined}
              aria-label={stars === 1 ? '1 star' : `${stars} stars`}
              className="peer absolute inset-0 size-full cursor-pointer opacity-0"
            />
            <Star
              aria-hidden
              className={cn(
                'pointer-events-none size-7 rounded-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-(--ring)',
                stars <= value ? 'fill-amber-400 text-amber-500' : 'text-(--muted-foreground)',
              )}
            />
          </label>
        ))}
        {value > 0 && (
          <button
            type="button"
            aria-label="Clear rating"
            onClick={() => field.onChange(null)}
            className="ml-2 min-h-11 px-2 text-sm font-semibold text-(--primary) underline-offset-4 hover:underline"
          >
            Clear
          </button>
        )}
      </div>
      {parts.notes}
    </fieldset>
  );
}
