// The four highlight cards: 'Champion Tire', 'Most Consistent', 'Speed Demon', 'Win Leader'.
import { tyreTypeName } from '../../../../domain/tyre-format';
import { type TyrePerformance, tyreHighlights } from '../../../../domain/tyre-performance';
import { Card } from '../../../components/ui/card';
import { lapText, percentText, racesText } from './analysis-format';

export function TyreHighlightCards({ tyres }: { tyres: readonly TyrePerformance[] }) {
  const { championTire, mostConsistent, speedDemon, winLeader } = tyreHighlights(tyres);
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Highlight
        title="Champion Tire"
        tyre={championTire}
        figure={(tyre) => `Score ${tyre.performanceScore.toFixed(1)} · ${racesText(tyre.races)}`}
      />
      <Highlight
        title="Most Consistent"
        tyre={mostConsistent}
        figure={(tyre) =>
          `${percentText(tyre.averageConsistency!)} consistency · ${racesText(tyre.consistencySamples)}`
        }
      />
      <Highlight
        title="Speed Demon"
        tyre={speedDemon}
        figure={(tyre) => `Best lap ${lapText(tyre.bestLap!)} · ${racesText(tyre.bestLapSamples)}`}
      />
      <Highlight
        title="Win Leader"
        tyre={winLeader}
        figure={(tyre) => `${percentText(tyre.winRate)} wins · ${racesText(tyre.races)}`}
      />
    </div>
  );
}

function Highlight({
  title,
  tyre,
  figure,
}: {
  title: string;
  tyre: TyrePerformance | null;
  figure: (tyre: TyrePerformance) => string;
}) {
  return (
    <Card aria-label={title} padded={false} className="space-y-1 p-3 sm:p-4">
      <p className="text-xs font-semibold text-(--muted-foreground) uppercase">{title}</p>
      <p className="text-lg font-bold">{tyre ? tyreTypeName(tyre) : 'None yet'}</p>
      <p className="text-sm text-(--muted-foreground)">
        {tyre ? figure(tyre) : 'Needs a race with this figure'}
      </p>
    </Card>
  );
}
