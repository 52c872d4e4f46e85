// The Inventory screen; a placeholder until its feature ships.
import { PlaceholderPage } from '../../components/placeholder-page';

export function InventoryPage() {
  return <PlaceholderPage title="Inventory" note="Your tyre inventory arrives with a later release." />;
}
