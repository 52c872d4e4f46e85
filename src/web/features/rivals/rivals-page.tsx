// The Rivals screen: 'Add a rival' (names from the racer's own races as they type), the racer's rivals with the
// latest result against each, and the head-to-head with the one chosen (kept in the address, ?rival=ID).
import { Link, useSearchParams } from 'react-router';
import { latestResultText, type Rival } from '../../../domain/rivals';
import { useRemoveRival, useRivals } from '../../api/rivals';
import { PageTitle } from '../../components/page-title';
import { Placeholders, QueryFallback } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { RIVAL_PARAM, rivalPath } from '../../config/paths';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { AddRivalForm } from './components/add-rival-form';
import { HeadToHeadView } from './components/head-to-head-view';

export function RivalsPage() {
  const rivals = useRivals();
  const [params] = useSearchParams();
  const list = rivals.data?.rivals ?? [];
  const chosen = list.find((rival) => String(rival.id) === params.get(RIVAL_PARAM)) ?? list[0] ?? null;
  return (
    <div className="space-y-6">
      <PageTitle>Rivals</PageTitle>
      {!rivals.isSuccess ? (
        <QueryFallback
          query={rivals}
          loading={<Placeholders blocks={['h-24 w-full', 'h-16 w-full']} />}
          title="Failed to load your rivals"
          message="Your rivals could not be read just now."
        />
      ) : (
        <>
          {rivals.data.driverNames.length === 0 && (
            <p role="note" className="rounded-lg border border-(--border) p-3 text-sm">
              Add your driver name in Settings first: Pitboard finds your races against a rival by it.
            </p>
          )}
          <AddRivalForm />
          <section aria-labelledby="my-rivals-title" className="space-y-2">
            <h2 id="my-rivals-title" className="text-lg font-bold">
              My rivals
            </h2>
            {list.length === 0 ? (
              <p className="text-sm text-(--muted-foreground)">No rivals yet: add one above.</p>
            ) : (
              <ul className="space-y-2">
                {list.map((rival) => (
                  <RivalRow key={rival.id} rival={rival} chosen={rival.id === chosen?.id} />
                ))}
              </ul>
            )}
          </section>
          {chosen && <HeadToHeadView id={chosen.id} />}
        </>
      )}
    </div>
  );
}

function RivalRow({ rival, chosen }: { rival: Rival; chosen: boolean }) {
  const remove = useRemoveRival();
  return (
    <li
      className={cn(
        'flex items-center justify-between gap-2 rounded-lg border bg-(--card) p-2',
        chosen ? 'border-(--primary)' : 'border-(--border)',
      )}
    >
      <Link
        to={rivalPath(rival.id)}
        aria-current={chosen ? 'true' : undefined}
        aria-label={`Head-to-head with ${rival.name}`}
        aria-describedby={`rival-${rival.id}-latest`}
        className="min-h-11 min-w-0 flex-1 rounded-md px-1 py-1"
      >
        <span className="block font-semibold break-words">{rival.name}</span>
        <span id={`rival-${rival.id}-latest`} className="block text-sm text-(--muted-foreground)">
          {rival.latest
            ? latestResultText(rival.name, rival.latest, formatDate)
            : 'No race together stored yet'}
        </span>
      </Link>
      <Button
        variant="secondary"
        aria-label={`Remove ${rival.name}`}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(rival.id, {
            onError: (failure) =>
              toast({
                title: 'Could not remove the rival',
                description: failure.message,
                variant: 'destructive',
              }),
          })
        }
      >
        Remove
      </Button>
    </li>
  );
}
