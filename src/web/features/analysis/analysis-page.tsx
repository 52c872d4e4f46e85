// The Analysis screen: 'My races' and 'My practice' first (log tyres on the racer's races and practice);
// the tyre ranking below them.
import { PageTitle } from '../../components/page-title';
import { MyPractice } from './components/my-practice';
import { MyRaces } from './components/my-races';
import { TyreAnalysis } from './components/tyre-analysis';

/** What the screen answers, in the home page's Analysis tab. */
export const ANALYSIS_SUMMARY = 'Which tyre makes you fast: your races with their tyre sets, ranked.';

export function AnalysisPage() {
  return (
    <div className="space-y-6">
      <PageTitle>Analysis</PageTitle>
      <MyRaces />
      <MyPractice />
      <TyreAnalysis />
    </div>
  );
}
