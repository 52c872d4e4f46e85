// The tyre analysis below 'My races': which tyre makes the racer fast, from their race log. Loading,
// the empty state's three steps, then the filters and sort over the ranking and its breakdowns.

import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { RaceLogDetailedEntry } from '../../../../domain/race-log';
import {
  analysisFilterOptions,
  defaultAnalysisFilters,
  filterEntries,
  tyrePerformance,
} from '../../../../domain/tyre-performance';
import { useRaceLogDetails } from '../../../api/race-log';
import { Placeholders, QueryFallback } from '../../../components/query-state';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { AnalysisControls, type AnalysisView } from './analysis-controls';
import { PaceAgainstField } from './pace-against-field';
import { SetFadeCards } from './set-fade';
import { TyreBreakdowns } from './tyre-breakdowns';
import { TyreHighlightCards } from './tyre-highlights';
import { TyreInsights } from './tyre-insights';
import { TyreRankingList } from './tyre-ranking';

export function TyreAnalysis() {
  const details = useRaceLogDetails();
  return (
    <section aria-labelledby="tyre-analysis-title" className="space-y-4">
      <h2 id="tyre-analysis-title" className="text-lg font-bold">
        Tyre performance
      </h2>
      {!details.isSuccess ? (
        <QueryFallback
          query={details}
          loading={
            <Placeholders
              note={<p className="sr-only">Loading tyre performance…</p>}
              blocks={['h-24 w-full', 'h-40 w-full']}
            />
          }
          title="Failed to load your tyre performance"
          message="Your race log could not be read just now."
        />
      ) : tyrePerformance(details.data).length === 0 ? (
        <EmptyAnalysis />
      ) : (
        <AnalysisBody entries={details.data} />
      )}
    </section>
  );
}

function EmptyAnalysis() {
  return (
    <Card className="space-y-3">
      <h3 className="font-bold">No tyre performance data yet</h3>
      <p className="text-(--muted-foreground)">Three steps and your tyres are ranked by real results:</p>
      <ol className="list-decimal space-y-2 pl-6">
        <li>
          Browse live race results on{' '}
          <Link to={paths.results} className="font-semibold text-(--primary) underline">
            Results
          </Link>{' '}
          (or in 'My races' above).
        </li>
        <li>Assign tire sets to your races with the + button on your row.</li>
        <li>Return here to see which tyre makes you fast.</li>
      </ol>
    </Card>
  );
}

function AnalysisBody({ entries }: { entries: RaceLogDetailedEntry[] }) {
  const [view, setView] = useState<AnalysisView>(() => ({
    filters: defaultAnalysisFilters(),
    sort: 'score',
    direction: 'desc',
    details: false,
  }));
  const options = useMemo(() => analysisFilterOptions(entries), [entries]);
  const kept = useMemo(() => filterEntries(entries, view.filters), [entries, view.filters]);
  const tyres = useMemo(() => tyrePerformance(kept), [kept]);
  return (
    <div className="space-y-4">
      <AnalysisControls options={options} view={view} onChange={setView} />
      {tyres.length === 0 ? (
        <Card>
          <p className="text-(--muted-foreground)">No races match these filters.</p>
        </Card>
      ) : (
        <>
          <TyreHighlightCards tyres={tyres} />
          <TyreRankingList tyres={tyres} sort={view.sort} direction={view.direction} details={view.details} />
          <TyreInsights tyres={tyres} />
          <TyreBreakdowns entries={kept} />
          <PaceAgainstField entries={kept as RaceLogDetailedEntry[]} />
          <SetFadeCards entries={kept as RaceLogDetailedEntry[]} />
        </>
      )}
    </div>
  );
}
