// 'Add a rival': the racer types part of a name and picks from the drivers of races Pitboard stored naming them
// (most races together first), or adds the name as typed. The new rival's head-to-head opens.
import { type FormEvent, useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAddRival, useRivalNames } from '../../../api/rivals';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { rivalPath } from '../../../config/paths';

export function AddRivalForm() {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The list follows the typing without a request per keystroke blocking it.
  const search = useDeferredValue(typed.trim());
  const names = useRivalNames(search);
  const add = useAddRival();
  const navigate = useNavigate();
  const options = search.length >= 2 ? (names.data?.names ?? []) : [];

  const addName = (name: string) =>
    add.mutate(name, {
      onSuccess: (rival) => {
        setTyped('');
        setError(null);
        toast({ title: 'Rival added', description: `${rival.name}: your head-to-head is below.` });
        void navigate(rivalPath(rival.id));
      },
      onError: (failure) => setError(failure.message),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    addName(typed);
  };

  return (
    <form onSubmit={submit} className="space-y-2" noValidate aria-labelledby="add-rival-title">
      <h2 id="add-rival-title" className="text-lg font-bold">
        Add a rival
      </h2>
      <label htmlFor="rival-name" className="block text-sm">
        Rival's name, as LiveRC writes it
      </label>
      <div className="flex gap-2">
        <Input
          id="rival-name"
          autoComplete="off"
          placeholder="Type part of a name"
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? 'rival-name-error' : undefined}
        />
        <Button type="submit" disabled={add.isPending || typed.trim() === ''} className="shrink-0">
          Add
        </Button>
      </div>
      {error && (
        <p id="rival-name-error" role="alert" className="text-sm text-(--destructive)">
          {error}
        </p>
      )}
      {options.length > 0 && (
        <ul aria-label="Drivers from your races" className="space-y-1">
          {options.map((option) => (
            <li key={option.name}>
              <Button
                variant="ghost"
                className="w-full justify-between"
                disabled={add.isPending}
                aria-label={`Add ${option.name}`}
                onClick={() => addName(option.name)}
              >
                <span className="break-words text-left">{option.name}</span>
                <span className="text-sm font-normal text-(--muted-foreground)">
                  {option.races} {option.races === 1 ? 'race' : 'races'} together
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
