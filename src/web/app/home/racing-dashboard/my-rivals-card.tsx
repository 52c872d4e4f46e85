// The Racing Dashboard's 'My rivals': the latest result against each rival ('Ahead of Kevin Lewis by 2 places ·
// Red Gum · 22/11/2026'), each opening its head-to-head on the Rivals screen.
import { Link } from 'react-router';
import { latestResultText } from '../../../../domain/rivals';
import { useRivals } from '../../../api/rivals';
import { Card } from '../../../components/ui/card';
import { paths, rivalPath } from '../../../config/paths';
import { formatDate } from '../../../lib/format';

export function MyRivalsCard() {
  const rivals = useRivals();
  const list = rivals.data?.rivals ?? [];
  return (
    <Card aria-labelledby="my-rivals-card" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id="my-rivals-card" className="font-semibold">
          My rivals
        </h3>
        <Link
          to={paths.rivals}
          className="inline-flex min-h-11 items-center font-semibold text-(--primary) underline"
        >
          {list.length === 0 ? 'Add a rival' : 'All rivals'}
        </Link>
      </div>
      {rivals.isError ? (
        <p className="text-sm text-(--muted-foreground)">Your rivals could not be read just now.</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-(--muted-foreground)">
          Pick the drivers you race against to see how you finish against them.
        </p>
      ) : (
        <ul className="divide-y divide-(--border)">
          {list.map((rival) => (
            <li key={rival.id}>
              <Link to={rivalPath(rival.id)} className="block min-h-11 py-2 text-sm">
                {rival.latest ? (
                  latestResultText(rival.name, rival.latest, formatDate)
                ) : (
                  <>
                    <span className="font-semibold">{rival.name}</span>: no race together stored yet
                  </>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
