// The racer's driver names as LiveRC spells them (tracks differ: 'ARI BAKLA', 'A Bakla'): races under any
// of them are theirs. The first one fills in forms.
import { z } from 'zod';
import { driverNameSchema } from '../../../../domain/settings';
import { useSettings, useUpdateSettings } from '../../../api/settings';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form/form';
import { TextField } from '../../../components/ui/form/text-field';
import { useZodForm } from '../../../components/ui/form/use-zod-form';
import { toast } from '../../../components/ui/toast';
import { DriverNameCandidates } from './driver-name-candidates';

const addNameSchema = z.object({ name: driverNameSchema });

export function DriverNames() {
  const names = useSettings().data?.driverNames ?? [];
  const update = useUpdateSettings();
  const form = useZodForm(addNameSchema, { defaultValues: { name: '' } });

  const saveNames = (driverNames: string[], saved: string, onFailed?: () => void) =>
    update.mutate(
      { driverNames },
      {
        onSuccess: () => toast({ title: 'Settings saved', description: saved }),
        onError: (error) => {
          toast({ title: 'Not saved', description: error.message, variant: 'destructive' });
          onFailed?.();
        },
      },
    );
  // The name shows in the list at once, so the field empties at once for the next one; a name the server
  // refused comes back into the field unless the racer has started typing another.
  const add = ({ name }: { name: string }) => {
    form.reset({ name: '' });
    saveNames([...names, name], `Races under ${name} are yours.`, () => {
      if (form.getValues('name') === '') form.setValue('name', name);
    });
  };

  return (
    <section aria-labelledby="driver-names-title" className="space-y-2">
      <h3 id="driver-names-title" className="font-semibold">
        My driver names
      </h3>
      <p className="text-sm text-(--muted-foreground)">
        As LiveRC spells you at each track. The first one fills in forms.
      </p>
      {names.length > 0 && (
        <ul className="space-y-1">
          {names.map((name) => (
            <li key={name} className="flex items-center justify-between gap-3">
              <span className="min-w-0 break-words">{name}</span>
              <Button
                variant="ghost"
                aria-label={`Remove ${name}`}
                disabled={update.isPending}
                onClick={() =>
                  saveNames(
                    names.filter((each) => each !== name),
                    `${name} is no longer one of your names.`,
                  )
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Form form={form} onSubmit={add} className="space-y-2">
        <TextField
          name="name"
          label="Add a driver name"
          maxLength={100}
          autoComplete="name"
          placeholder="As LiveRC shows it, e.g. Sam Obrien"
        />
        <Button type="submit" variant="secondary" disabled={update.isPending}>
          Add name
        </Button>
      </Form>
      {names.length > 0 && <DriverNameCandidates names={names} />}
    </section>
  );
}
