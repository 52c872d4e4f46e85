// Settings for live timing: the racer's name as timing shows it, and the track they follow.
import { type FormEvent, useEffect, useState } from 'react';
import { useSettings, useUpdateSettings } from '../../../api/settings';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';

export function RacerSettings() {
  const settings = useSettings();
  const update = useUpdateSettings();
  const [driverName, setDriverName] = useState('');
  const saved = settings.data?.driverName ?? '';

  useEffect(() => setDriverName(saved), [saved]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { driverName },
      {
        onSuccess: () => toast({ title: 'Settings saved', description: 'Your driver name is saved.' }),
        onError: (error) => toast({ title: 'Not saved', description: error.message, variant: 'destructive' }),
      },
    );
  };

  const followed = settings.data?.followedTrackUrl;
  return (
    <div className="mb-5 space-y-4">
      <form onSubmit={save} className="space-y-2">
        <FormField
          label="My driver name"
          name="driverName"
          maxLength={100}
          autoComplete="name"
          placeholder="As LiveRC shows it, e.g. Sam Obrien"
          value={driverName}
          onChange={(event) => setDriverName(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={update.isPending || driverName.trim() === saved}>
          Save name
        </Button>
      </form>
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
