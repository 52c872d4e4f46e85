// The Setup Sheet screen; a placeholder until its feature ships.
import { PlaceholderPage } from '../../components/placeholder-page';

export function SetupSheetPage() {
  return <PlaceholderPage title="Setup Sheet" note="Car setup sheets arrive with a later release." />;
}
