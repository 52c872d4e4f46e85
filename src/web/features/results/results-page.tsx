// The Results screen; a placeholder until its feature ships.
import { PlaceholderPage } from '../../components/placeholder-page';

export function ResultsPage() {
  return <PlaceholderPage title="Results" note="Race results from LiveRC arrive with a later release." />;
}
