// The Live screen; a placeholder until its feature ships.
import { PlaceholderPage } from '../../components/placeholder-page';

export function LivePage() {
  return <PlaceholderPage title="Live" note="Live timing from LiveRC arrives with a later release." />;
}
