// The Dashboard screen; a placeholder until its feature ships.
import { PlaceholderPage } from '../../components/placeholder-page';

export function DashboardPage() {
  return <PlaceholderPage title="Dashboard" note="Your race-day overview arrives with a later release." />;
}
