// The Inventory screen; a placeholder until its feature ships.
import { PlaceholderPage } from '../../components/placeholder-page';

/** Also shown in the home page's Inventory tab. */
export const INVENTORY_NOTE = 'Your tyre inventory arrives with a later release.';

export function InventoryPage() {
  return <PlaceholderPage title="Inventory" note={INVENTORY_NOTE} />;
}
