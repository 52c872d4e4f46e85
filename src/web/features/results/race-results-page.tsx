// The Race Results screen; a placeholder until its feature ships.
import { PlaceholderPage } from '../../components/placeholder-page';

export function RaceResultsPage() {
  return (
    <PlaceholderPage
      title="Race Results"
      note="Your race results with the tyres you ran arrive with a later release."
    />
  );
}
