// The Track Events screen; a placeholder until its feature ships.
import { PlaceholderPage } from '../../components/placeholder-page';

export function TrackEventsPage() {
  return (
    <PlaceholderPage title="Track Events" note="A track's events from LiveRC arrive with a later release." />
  );
}
