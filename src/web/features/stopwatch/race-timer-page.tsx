// The Race Timer screen; a placeholder until its feature ships.
import { PlaceholderPage } from '../../components/placeholder-page';

export function RaceTimerPage() {
  return <PlaceholderPage title="Race Timer" note="The two-racer race timer arrives with a later release." />;
}
