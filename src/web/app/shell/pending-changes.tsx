// The header's word on the racer's writes (offline/queued-write.ts): how many wait to be sent, and each one the
// server refused after the racer moved on, with why and what to do; never dropped in silence.
import { type Mutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { CloudUpload, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { isShownByScreen, NEVER_SAVED, QUEUED_WRITE, type QueuedWrite } from '../../offline/queued-write';

type Change = {
  id: number;
  write: QueuedWrite;
  paused: boolean;
  failures: number;
  error: { message?: string; status?: number } | null;
};

const asChange = (mutation: Mutation<unknown, Error, unknown>): Change => ({
  id: mutation.mutationId,
  write: mutation.state.variables as QueuedWrite,
  paused: mutation.state.isPaused,
  failures: mutation.state.failureCount,
  error: mutation.state.error,
});

/** Waiting in the queue, as the racer sees it: not a save the screen is still waiting for (a second online). */
const isWaiting = (change: Change) => change.paused || change.failures > 0 || !isShownByScreen(change.write);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Why the server said no, in the racer's terms, and what they can do about it. */
export function refusalAdvice(error: Change['error']): { why: string; todo: string } {
  if (error?.message === NEVER_SAVED)
    return { why: `${NEVER_SAVED}.`, todo: 'Make the change again once the first one is saved.' };
  if (error?.status === 404)
    return {
      why: 'It is no longer there: it was deleted, perhaps on another device.',
      todo: 'Nothing to do, unless you still want it: then make it again.',
    };
  return {
    why: `Pitboard refused it: ${error?.message ?? 'no reason given'}.`,
    todo: 'Open it, put it right and save it again.',
  };
}

export function PendingChanges() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const waiting = useMutationState({
    filters: { mutationKey: QUEUED_WRITE, status: 'pending' },
    select: asChange,
  }).filter(isWaiting);
  const refused = useMutationState({
    filters: {
      mutationKey: QUEUED_WRITE,
      status: 'error',
      predicate: (mutation) => !isShownByScreen(mutation.state.variables as QueuedWrite),
    },
    select: asChange,
  });

  // A refusal that came while the racer was elsewhere is said once, where they are.
  const told = useRef(refused.length);
  useEffect(() => {
    const newest = refused.at(-1);
    if (refused.length > told.current && newest)
      toast({
        title: 'A change was not saved',
        description: `${newest.write.label}: ${refusalAdvice(newest.error).why}`,
        variant: 'destructive',
        action: { label: 'See why', onClick: () => setOpen(true) },
      });
    told.current = refused.length;
  }, [refused]);

  const dismiss = (id: number) => {
    const cache = queryClient.getMutationCache();
    const mutation = cache.getAll().find((one) => one.mutationId === id);
    if (mutation) cache.remove(mutation);
  };

  if (waiting.length === 0 && refused.length === 0) return null;
  const name = [
    waiting.length > 0 ? `${plural(waiting.length, 'change', 'changes')} waiting to be sent` : null,
    refused.length > 0 ? `${plural(refused.length, 'change', 'changes')} not saved` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Changes on this phone"
      trigger={
        <button
          type="button"
          aria-label={name}
          title={name}
          className={cn(
            'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 text-sm font-bold tabular-nums hover:bg-(--muted)',
            refused.length > 0 ? 'text-(--destructive)' : 'text-(--sync)',
          )}
        >
          {refused.length > 0 ? (
            <TriangleAlert aria-hidden className="size-5" />
          ) : (
            <CloudUpload aria-hidden className="size-5" />
          )}
          {waiting.length + refused.length}
        </button>
      }
    >
      {refused.length > 0 && (
        <section className="mb-4 space-y-3">
          <h3 className="font-semibold text-(--destructive)">Not saved</h3>
          <ul className="space-y-3">
            {refused.map((change) => {
              const advice = refusalAdvice(change.error);
              return (
                <li key={change.id} className="rounded-lg border border-(--destructive) p-3">
                  <p className="font-medium">{change.write.label}</p>
                  <p className="text-sm">{advice.why}</p>
                  <p className="text-sm text-(--muted-foreground)">{advice.todo}</p>
                  <Button variant="secondary" className="mt-2" onClick={() => dismiss(change.id)}>
                    Dismiss
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {waiting.length > 0 && (
        <section className="space-y-2">
          <h3 className="font-semibold">Waiting to be sent</h3>
          <p className="text-sm text-(--muted-foreground)">
            Saved on this phone, sent in this order as soon as there is signal. Keep Pitboard open or come
            back to it; closing it loses nothing.
          </p>
          <ol className="list-decimal space-y-1 pl-5">
            {waiting.map((change) => (
              <li key={change.id}>
                {change.write.label}
                {change.failures > 0 && (
                  <span className="text-sm text-(--muted-foreground)"> (trying again)</span>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
    </Dialog>
  );
}
