// Settings for live timing: the racer's name as timing shows it, and the track they follow.
import { useWatch } from 'react-hook-form';
import { settingsUpdateSchema } from '../../../../domain/settings';
import { useSettings, useUpdateSettings } from '../../../api/settings';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form/form';
import { showServerFieldErrors } from '../../../components/ui/form/server-field-errors';
import { TextField } from '../../../components/ui/form/text-field';
import { useZodForm } from '../../../components/ui/form/use-zod-form';
import { toast } from '../../../components/ui/toast';

const driverNameSchema = settingsUpdateSchema.pick({ driverName: true });

export function RacerSettings() {
  const settings = useSettings();
  const update = useUpdateSettings();
  const saved = settings.data?.driverName ?? '';
  // `values`: the form follows the saved name, also when it arrives after the form is drawn.
  const form = useZodForm(driverNameSchema, { values: { driverName: saved } });
  const typed = useWatch({ control: form.control, name: 'driverName' }) ?? '';

  const save = ({ driverName }: { driverName?: string | null | undefined }) =>
    update.mutate(
      { driverName: driverName ?? null },
      {
        onSuccess: () => toast({ title: 'Settings saved', description: 'Your driver name is saved.' }),
        onError: (error) => {
          showServerFieldErrors(form, error);
          toast({ title: 'Not saved', description: error.message, variant: 'destructive' });
        },
      },
    );

  const followed = settings.data?.followedTrackUrl;
  return (
    <div className="mb-5 space-y-4">
      <Form form={form} onSubmit={save} className="space-y-2">
        <TextField
          name="driverName"
          label="My driver name"
          maxLength={100}
          autoComplete="name"
          placeholder="As LiveRC shows it, e.g. Sam Obrien"
        />
        <Button type="submit" variant="secondary" disabled={update.isPending || typed.trim() === saved}>
          Save name
        </Button>
      </Form>
      <div className="space-y-2">
        <p className="font-semibold">Followed track</p>
        {followed ? (
          <div className="flex items-center justify-between gap-3">
            <span>{settings.data?.followedTrackName ?? followed}</span>
            <Button
              variant="secondary"
              disabled={update.isPending}
              onClick={() => update.mutate({ followedTrackUrl: null })}
            >
              Stop following
            </Button>
          </div>
        ) : (
          <p className="text-sm text-(--muted-foreground)">None yet: follow a track from the Dashboard.</p>
        )}
      </div>
    </div>
  );
}
