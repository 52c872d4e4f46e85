// The Analysis screen: 'My races' first (log tyres on the racer's races); the tyre ranking comes below it.
import { PageTitle } from '../../components/page-title';
import { MyRaces } from './components/my-races';
import { TyreAnalysis } from './components/tyre-analysis';

/** Also shown in the home page's Analysis tab. */
export const ANALYSIS_NOTE = 'Lap analysis arrives with a later release.';

export function AnalysisPage() {
  return (
    <div className="space-y-6">
      <PageTitle>Analysis</PageTitle>
      <MyRaces />
      <TyreAnalysis />
    </div>
  );
}
