// 'Car': which of the racer's cars the sheet is for, and so which sheet is shown (the Agama's, a 1/10 2WD
// buggy's ...). A saved sheet offers only the cars with its sheet (its fields are that sheet's); a racer
// with no car yet sees the Agama 1/8 buggy their first sheet is saved to.
import { useController, useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { type Car, carLabel } from '../../../domain/cars';
import { SETUP_TEMPLATES, type SetupTemplateId } from '../../../domain/setup-templates';
import { FormField } from '../../components/ui/form/form-field';
import { selectClasses } from '../../components/ui/form/select-field';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';

const MyCarsLink = () => (
  <Link
    to={paths.cars}
    className="inline-flex min-h-11 items-center text-sm font-semibold text-(--primary) underline"
  >
    My cars
  </Link>
);

export function CarChoice({ cars, only }: { cars: readonly Car[]; only: SetupTemplateId | null }) {
  const { field } = useController({ name: 'carId' });
  const { setValue } = useFormContext();
  const choices = only ? cars.filter((car) => car.template === only) : cars;
  if (choices.length === 0) {
    return (
      <div className="space-y-1 print:hidden">
        <p className="text-sm font-medium">Car</p>
        <p className="text-sm text-(--muted-foreground)">
          Agama 1/8 buggy: your first sheet makes it. Add your other cars, with their own sheets, in{' '}
          <MyCarsLink />.
        </p>
      </div>
    );
  }
  return (
    <div className="flex items-end gap-3 print:hidden">
      <div className="min-w-0 flex-1">
        <FormField name="carId" label="Car">
          {(control) => (
            <select
              className={cn(selectClasses, 'min-w-0')}
              {...control}
              name={field.name}
              value={String(field.value)}
              onBlur={field.onBlur}
              onChange={(event) => {
                const car = choices.find((each) => String(each.id) === event.target.value);
                field.onChange(event.target.value);
                if (car) setValue('template', car.template);
              }}
            >
              {choices.map((car) => (
                <option key={car.id} value={car.id}>
                  {carLabel(car)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <MyCarsLink />
    </div>
  );
}

/** The sheet's own heading on paper and what it is for: 'Club 2WD (1/10 2WD buggy)' or the sheet's name. */
export function carHeading(car: Car | undefined, template: SetupTemplateId): string {
  return car ? `${car.name} (${SETUP_TEMPLATES[template].label})` : SETUP_TEMPLATES[template].label;
}
