// The Analysis screen; a placeholder until its feature ships.
import { PlaceholderPage } from '../../components/placeholder-page';

export function AnalysisPage() {
  return <PlaceholderPage title="Analysis" note="Lap analysis arrives with a later release." />;
}
