// One of the racer's cars: its name, make and model, class and setup sheet, with Edit and Delete. Delete asks
// first, and says why when the server keeps the car (its setup sheets would lose their car).
import { useState } from 'react';
import type { Car } from '../../../../domain/cars';
import { SETUP_TEMPLATES } from '../../../../domain/setup-templates';
import { useDeleteCar } from '../../../api/cars';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';

export function CarCard({ car, onEdit }: { car: Car; onEdit: () => void }) {
  const makeAndModel = [car.make, car.model].filter(Boolean).join(' ');
  return (
    <Card aria-labelledby={`car-${car.id}`} className="space-y-3">
      <div>
        <h2 id={`car-${car.id}`} className="text-lg font-bold break-words">
          {car.name}
        </h2>
        {makeAndModel && <p className="break-words">{makeAndModel}</p>}
        <p className="text-sm text-(--muted-foreground)">{car.carClass}</p>
        <p className="text-sm">Setup sheet: {SETUP_TEMPLATES[car.template].label}</p>
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" className="flex-1" aria-label={`Edit ${car.name}`} onClick={onEdit}>
          Edit
        </Button>
        <DeleteCar car={car} />
      </div>
    </Card>
  );
}

function DeleteCar({ car }: { car: Car }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteCar();
  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) remove.reset();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={openChange}
      title={`Delete ${car.name}?`}
      description="Race results logged with it stay, without the car."
      trigger={
        <Button variant="secondary" className="flex-1" aria-label={`Delete ${car.name}`}>
          Delete
        </Button>
      }
    >
      {remove.isError && (
        <p role="alert" className="mb-3 text-sm font-medium text-(--destructive)">
          {remove.error.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="destructive"
          className="flex-1"
          disabled={remove.isPending}
          onClick={() => remove.mutate(car.id, { onSuccess: () => setOpen(false) })}
        >
          {remove.isPending ? 'Deleting...' : 'Delete car'}
        </Button>
        <Button variant="secondary" className="flex-1" onClick={() => openChange(false)}>
          Keep it
        </Button>
      </div>
    </Dialog>
  );
}
