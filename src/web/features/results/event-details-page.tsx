// The Event Details screen; a placeholder until its feature ships.
import { PlaceholderPage } from '../../components/placeholder-page';

export function EventDetailsPage() {
  return (
    <PlaceholderPage title="Event Details" note="Event details from LiveRC arrive with a later release." />
  );
}
