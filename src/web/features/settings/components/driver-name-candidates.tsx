// Spellings of the racer found in stored races: the same name spelled otherwise, then close ones. None
// counts as the racer's until they confirm it; a rejected one is never offered again.
import { useUpdateSettings } from '../../../api/settings';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useDriverNameCandidates, useRejectDriverName } from '../api/driver-names';

const matchLabels = { exact: 'Your name, spelled otherwise', close: 'A close spelling' } as const;

export function DriverNameCandidates({ names }: { names: readonly string[] }) {
  const candidates = useDriverNameCandidates().data?.candidates ?? [];
  const update = useUpdateSettings();
  const reject = useRejectDriverName();
  if (candidates.length === 0) return null;

  const failed = (error: Error) =>
    toast({ title: 'Not saved', description: error.message, variant: 'destructive' });
  const confirm = (name: string) =>
    update.mutate(
      { driverNames: [...names, name] },
      {
        onSuccess: () => toast({ title: 'Settings saved', description: `Races under ${name} are yours.` }),
        onError: failed,
      },
    );
  const busy = update.isPending || reject.isPending;

  return (
    <section aria-labelledby="driver-name-candidates-title" className="space-y-2 pt-2">
      <h4 id="driver-name-candidates-title" className="font-semibold">
        Found in LiveRC results: is this you?
      </h4>
      <ul className="space-y-2">
        {candidates.map(({ name, match }) => (
          <li key={name} className="space-y-1 rounded-lg border border-(--border) p-3">
            <p className="break-words">
              {name} <span className="text-sm text-(--muted-foreground)">· {matchLabels[match]}</span>
            </p>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                aria-label={`Confirm ${name}`}
                disabled={busy}
                onClick={() => confirm(name)}
              >
                Confirm
              </Button>
              <Button
                variant="ghost"
                aria-label={`Reject ${name}`}
                disabled={busy}
                onClick={() => reject.mutate(name, { onError: failed })}
              >
                Reject
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
