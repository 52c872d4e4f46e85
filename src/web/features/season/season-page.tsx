// The My season screen: the racer's series (the one shown kept in the address, ?series=ID), its standings with
// the racer's place and the points to the one ahead, and the form to make or change a series.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pointsTableText, type Series } from '../../../domain/series';
import { PageTitle } from '../../components/page-title';
import { Placeholders, QueryFallback } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { paths, SERIES_PARAM, seasonPath } from '../../config/paths';
import { cn } from '../../lib/cn';
import { useDeleteSeries, useSeriesList } from './api/series';
import { SeriesForm } from './components/series-form';
import { StandingsView } from './components/standings-view';

export function SeasonPage() {
  const list = useSeriesList();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const all = list.data?.series ?? [];
  const chosen = all.find((one) => String(one.id) === params.get(SERIES_PARAM)) ?? all[0] ?? null;

  const done = (id: number | null) => {
    setEditing(null);
    if (id !== null) void navigate(seasonPath(id));
  };

  return (
    <div className="space-y-6">
      <PageTitle>My season</PageTitle>
      {!list.isSuccess ? (
        <QueryFallback
          query={list}
          loading={<Placeholders blocks={['h-16 w-full', 'h-48 w-full']} />}
          title="Failed to load your series"
          message="Your series could not be read just now."
        />
      ) : editing !== null ? (
        <SeriesForm
          series={editing === 'new' ? null : (all.find((one) => one.id === editing) ?? null)}
          onDone={done}
        />
      ) : (
        <>
          {all.length === 0 ? (
            <p className="text-sm">
              Follow a championship across the year: pick its events, your class and your points table, and
              Pitboard keeps the standings from the results as they are posted.
            </p>
          ) : (
            <SeriesChooser all={all} chosen={chosen} />
          )}
          {chosen && (
            <>
              <StandingsView id={chosen.id} />
              <SeriesActions series={chosen} onEdit={() => setEditing(chosen.id)} />
            </>
          )}
          <Button
            variant={all.length === 0 ? 'primary' : 'secondary'}
            className="w-full"
            onClick={() => setEditing('new')}
          >
            New series
          </Button>
        </>
      )}
    </div>
  );
}

function SeriesChooser({ all, chosen }: { all: Series[]; chosen: Series | null }) {
  if (all.length < 2) return null;
  return (
    <nav aria-label="Your series">
      <ul className="flex flex-wrap gap-2">
        {all.map((one) => (
          <li key={one.id}>
            <Link
              to={seasonPath(one.id)}
              aria-current={one.id === chosen?.id ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-11 items-center rounded-lg border px-3 font-semibold',
                one.id === chosen?.id ? 'border-(--primary) bg-(--card)' : 'border-(--border)',
              )}
            >
              {one.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SeriesActions({ series, onEdit }: { series: Series; onEdit: () => void }) {
  const remove = useDeleteSeries();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const deleteIt = () =>
    remove.mutate(series.id, {
      onSuccess: () => void navigate(paths.season),
      onError: (failure) =>
        toast({ title: 'Could not delete the series', description: failure.message, variant: 'destructive' }),
    });
  return (
    <div className="space-y-2 text-sm">
      <p className="text-(--muted-foreground)">Points by place: {pointsTableText(series.points)}</p>
      {asking ? (
        <div
          role="alertdialog"
          aria-label={`Delete ${series.name}?`}
          className="space-y-2 rounded-lg border border-(--destructive) p-3"
        >
          <p className="font-semibold">Delete {series.name}? Its standings go with it; the results stay.</p>
          <div className="flex gap-2">
            <Button variant="destructive" className="flex-1" disabled={remove.isPending} onClick={deleteIt}>
              Delete series
            </Button>
            <Button variant="secondary" className="flex-1" onClick={() => setAsking(false)}>
              Keep it
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex gap-2">
          <Button variant="secondary" className="flex-1" onClick={onEdit} aria-label={`Edit ${series.name}`}>
            Edit series
          </Button>
          <Button
            variant="secondary"
            className="flex-1"
            aria-label={`Delete ${series.name}`}
            onClick={() => setAsking(true)}
          >
            Delete series
          </Button>
        </div>
      )}
    </div>
  );
}
