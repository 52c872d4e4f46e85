// The Inventory screen's Insights tab. Being built (issue 14): what the racer's tyres say.
import type { TyreItem } from '../../../../domain/tyres';

export function InsightsTab(_props: { items: readonly TyreItem[] }) {
  return <p className="text-(--muted-foreground)">Tyre insights are on their way.</p>;
}
