// 'Car': which of the racer's cars ran the race (optional). Left on 'No car' with a setup sheet chosen, the
// server names the sheet's car.
import { type Car, carLabel } from '../../../domain/cars';
import { SelectField } from '../ui/form/select-field';

/** undefined or none: no choice to offer (the entry keeps the car it names). */
export function CarField({ cars }: { cars: readonly Car[] | undefined }) {
  if (!cars?.length) return null;
  return (
    <SelectField
      name="carId"
      label="Car"
      placeholder="No car"
      options={cars.map((car) => ({ value: String(car.id), label: carLabel(car) }))}
    />
  );
}
