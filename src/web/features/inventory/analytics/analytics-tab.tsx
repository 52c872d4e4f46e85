// The Inventory screen's Analytics tab. Being built (issue 14): charts of the racer's tyres.
import type { TyreItem } from '../../../../domain/tyres';

export function AnalyticsTab(_props: { items: readonly TyreItem[] }) {
  return <p className="text-(--muted-foreground)">Tyre analytics are on their way.</p>;
}
