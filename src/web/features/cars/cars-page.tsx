// The My cars screen: the racer's cars, each with the setup sheet it uses, and the form to add or change one.
import { useState } from 'react';
import { useCars } from '../../api/cars';
import { PageTitle } from '../../components/page-title';
import { Placeholders, QueryFallback } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { CarCard } from './components/car-card';
import { AddCarForm, EditCarForm } from './components/car-form';

export function CarsPage() {
  const cars = useCars();
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const done = () => setEditing(null);
  const edited = cars.data?.find((car) => car.id === editing);

  return (
    <div className="space-y-6">
      <PageTitle>My cars</PageTitle>
      {!cars.isSuccess ? (
        <QueryFallback
          query={cars}
          loading={<Placeholders blocks={['h-32 w-full', 'h-32 w-full']} />}
          title="Failed to load your cars"
          message="Your cars could not be read just now."
        />
      ) : editing === 'new' ? (
        <AddCarForm onDone={done} />
      ) : edited ? (
        <EditCarForm car={edited} onDone={done} />
      ) : (
        <>
          {cars.data.length === 0 ? (
            <p className="text-sm">
              Add the cars you race: each keeps its setup sheets, on the sheet its class uses.
            </p>
          ) : (
            <ul aria-label="Your cars" className="space-y-3">
              {cars.data.map((car) => (
                <li key={car.id}>
                  <CarCard car={car} onEdit={() => setEditing(car.id)} />
                </li>
              ))}
            </ul>
          )}
          <Button
            variant={cars.data.length === 0 ? 'primary' : 'secondary'}
            className="w-full"
            onClick={() => setEditing('new')}
          >
            Add a car
          </Button>
        </>
      )}
    </div>
  );
}
