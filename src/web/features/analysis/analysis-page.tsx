// The Analysis screen; a placeholder until its feature ships.
import { PlaceholderPage } from '../../components/placeholder-page';

/** Also shown in the home page's Analysis tab. */
export const ANALYSIS_NOTE = 'Lap analysis arrives with a later release.';

export function AnalysisPage() {
  return <PlaceholderPage title="Analysis" note={ANALYSIS_NOTE} />;
}
