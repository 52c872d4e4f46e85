// Writes race standings as LiveRC pages: the race result page (results table + `racerLaps` script) and the
// track's `/live/` page, in the markup our parsers read on the real site.
import type { RaceResultPage } from '../../src/domain/liverc.ts';
import { escapeHtml, jsString } from './html.ts';
import { type LapStats, lapStats, paceOf, type RaceLengthMs } from './lap-stats.ts';
import type { Gap, Standing } from './live-race.ts';
import { clockText, lapSecondsText, secondsText, wholeClockText } from './time-text.ts';

/** What a race page says about the race besides its standings, as the recorded page said it. */
export type RaceHeader = {
  trackName: string;
  eventName: string;
  /** The event's date(s) as shown, e.g. `Nov 22, 2026`. */
  eventDate: string;
  /** Panel heading, e.g. `1/8 Nitro Buggy A-Main Results [M1 Race #2]`. */
  title: string;
  raceName: string;
  raceNumber: number | null;
  round: string | null;
  lengthText: string | null;
};

/** `2026-03-07` -> `Mar 7, 2026`, as LiveRC's breadcrumb writes a day. */
const liveRcDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

export function raceHeaderOf(result: RaceResultPage): RaceHeader {
  const raceName = result.raceName ?? 'Race';
  return {
    trackName: result.trackName ?? '',
    eventName: result.eventName ?? '',
    eventDate: [result.eventDate, result.eventEndDate]
      .flatMap((day) => (day ? [liveRcDate(day)] : []))
      .join(' to '),
    title: result.raceTitle ?? `${raceName} Results`,
    raceName,
    raceNumber: result.raceNumber,
    round: result.round,
    lengthText: result.length,
  };
}

export function renderRaceResultPage(
  header: RaceHeader,
  standings: Standing[],
  length: RaceLengthMs | null,
): string {
  return pageShell(header, header.raceName, resultsPanel(header, standings, length));
}

/** Where the race stands on the live page: running with its clock, or complete with a link to its result. */
export type RaceClock = { running: boolean; elapsedMs: number; lengthMs: number | null; resultPath: string };

export function renderLivePage(
  header: RaceHeader,
  standings: Standing[],
  length: RaceLengthMs | null,
  clock: RaceClock,
): string {
  const status = clock.running
    ? 'Running'
    : `Complete (<a href="${escapeHtml(clock.resultPath)}">View Results</a>)`;
  const remaining =
    clock.lengthMs === null ? '' : wholeClockText(Math.max(0, clock.lengthMs - clock.elapsedMs));
  const statusPanel = `<div class="panel panel-default live_status">
			<div class="panel-heading"><i class="fa fa-flag-checkered fa-fw"></i> Race Status</div>
			<div class="panel-body no_padding">
				<table class="table">
					<tbody>
						<tr><th>Race</th><td>Race ${header.raceNumber ?? ''}: ${escapeHtml(header.raceName)}</td></tr>
						<tr><th>Status</th><td>${status}</td></tr>
						<tr><th>Elapsed</th><td>${wholeClockText(clock.elapsedMs)}</td></tr>
						<tr><th>Remaining</th><td>${remaining}</td></tr>
					</tbody>
				</table>
			</div>
		</div>
		`;
  return pageShell(header, 'Live', statusPanel + resultsPanel(header, standings, length));
}

function pageShell(header: RaceHeader, pageName: string, content: string): string {
  const title = [header.trackName, header.eventName, pageName, 'LiveRC'].map(escapeHtml).join(' :: ');
  return `<!DOCTYPE html>
<html lang="en">
<head>
	<meta charset="utf-8" />
	<title>${title}</title>
	<script src="//assets.liveracemedia.com/lib/jquery/jquery.min.js"></script>
</head>
<body>
	<ul class="nav" id="side-menu">
		<li><a href="/"><i class="fa fa-dashboard fa-fw"></i> Track Dashboard</a></li>
		<li><a href="/live/"><i class="fa fa-video-camera fa-fw"></i> Watch Live</a></li>
		<li><a href="/results/"><i class="fa fa-list-ol fa-fw"></i> Race Results</a></li>
		<li><a href="/practice/"><i class="fa fa-clock-o fa-fw"></i> Practice Times</a></li>
		<!--<li><a href="/events/"><i class="fa fa-calendar fa-fw"></i> Past Events</a></li>-->
		<li><a href="//live.liverc.com"><i class="fa fa-road fa-fw"></i> Switch Tracks</a></li>
	</ul>
	<div id="page-wrapper">
<div class="row page-breadcrumb">
	<div class="col-lg-12">
		<h1 class="page-header"><span class="fa fa-road"></span> ${escapeHtml(header.trackName)}</h1>
		<div class="clearfix">
			<h3 class="page-header text-nowrap pull-left"><span class="fa fa-list-ol"></span> ${escapeHtml(header.eventName)}</h3>
			<h5 class="page-header text-nowrap pull-left"><span class="fa fa-calendar"></span> ${escapeHtml(header.eventDate)}</h5>
		</div>
	</div>
</div>
<div class="row">
	<div class="col-lg-12">
		${content}
	</div>
</div>
	</div>
</body>
</html>
`;
}

function resultsPanel(header: RaceHeader, standings: Standing[], length: RaceLengthMs | null): string {
  const labels = [
    'Pos',
    'Driver',
    'Qual',
    'Laps/Time',
    'Behind',
    'Fastest Lap',
    'Avg Lap',
    'Avg Top 5',
    'Avg Top 10',
    'Avg Top 15',
    'Top 3 Consecutive',
    'Std. Deviation',
    'Consistency',
  ];
  const headRow = labels.map((label) => `<th>${label}</th>`).join('');
  const footRow = labels
    .map((label) => `<th>${label === 'Fastest Lap' ? 'Fastest Lap <sup>(Lap #)</sup>' : label}</th>`)
    .join('');
  const subHeaders = [
    header.round === null ? null : `Round: ${header.round}`,
    header.lengthText === null ? null : `Length: ${header.lengthText}`,
  ]
    .filter((line): line is string => line !== null)
    .map((line) => `<br /><span class="class_sub_header">${escapeHtml(line)}</span>`)
    .join('');
  return `<div class="panel panel-default">
			<div class="panel-heading"><i class="fa fa-trophy"></i> ${escapeHtml(header.title)}</div>
			<div class="panel-body no_padding">
					<script type="text/javascript">
						var racerLaps = {};
						var positionData = [];
						var driverNames = [];
${standings.map((standing) => racerLapsScript(standing, length)).join('')}					</script>
					<div class="table-responsive">
						<table class="table table-striped race_result" cellspacing="0" width="100%">
							<thead>
								<tr>
									<th colspan="14">
										<div class="race_num" style="background: #00FA00;color: black;">${header.raceNumber ?? ''}</div>
										<div class="race_info">
											<span class="class_header">${escapeHtml(header.raceName)}</span>${subHeaders}
										</div>
									</th>
								</tr>
								<tr>${headRow}</tr>
							</thead>
							<tfoot>
								<tr>${footRow}</tr>
							</tfoot>
							<tbody>
${standings.map(resultRow).join('')}							</tbody>
						</table>
					</div>
			</div>
		</div>
		<div class="panel panel-default">
			<div class="panel-heading"><i class="fa fa-line-chart fa-fw"></i> Lap-by-Lap Position Graph</div>
			<div class="panel-body"><div id="position_graph" style="height: 400px;"></div></div>
		</div>`;
}

function racerLapsScript(standing: Standing, length: RaceLengthMs | null): string {
  const { driver } = standing;
  if (driver.driverId === null) return '';
  const stats = lapStats(standing.laps.map((lap) => lap.ms));
  const stat = (value: number | null | undefined) => jsString(value == null ? '' : secondsText(value));
  const grid = `{ 'lapNum' : '0', 'pos' : '${driver.qualifying ?? standing.position}', 'time' : '0', 'pace' : '0', 'segments' : [] }`;
  const laps = standing.laps.map((lap) => {
    const pace = paceOf(lap.ms, length);
    const paceText = pace ? `${pace.laps}/${clockText(pace.totalMs)}` : '';
    return `{ 'lapNum' : '${lap.lap}', 'pos' : '${lap.position}', 'time' : '${lapSecondsText(lap.ms)}', 'pace' : '${paceText}', 'segments' : [] }`;
  });
  // A non-starter's block has no laps at all, not even the grid slot (as on LiveRC).
  const entries = driver.lapsMs.length === 0 ? [] : [grid, ...laps];
  const name = jsString(driver.name);
  return `							positionDataDriver = {};
							positionDataDriver.label = ${name};
							positionDataDriver.data = [];
							driverNames.push(${name});
							racerLaps[${driver.driverId}] = {
								'driverName' : ${name},
								'fastLap' : ${stat(stats?.fastestMs)},
								'avgLap' : ${stat(stats?.averageMs)},
								'avgTop5' : ${stat(stats?.top5Ms)},
								'avgTop10' : ${stat(stats?.top10Ms)},
								'avgTop15' : ${stat(stats?.top15Ms)},
								'top3Consecutive' : ${stat(stats?.top3ConsecutiveMs)},
								'stdDeviation' : ${jsString(stats ? stats.stdDeviation.toFixed(3) : '')},
								'consistency' : ${jsString(stats ? stats.consistency.toFixed(3) : '')},
								'laps' : [
									${entries.join(',\n\t\t\t\t\t\t\t\t\t')}
								]
							};
${standing.laps.map((lap) => `							positionDataDriver.data.push([${lap.lap}, ${lap.position}]);\n`).join('')}							positionData.push(positionDataDriver);
							console.log(racerLaps[${driver.driverId}]);
`;
}

function resultRow(standing: Standing): string {
  const { driver } = standing;
  const stats = lapStats(standing.laps.map((lap) => lap.ms));
  const lapsLink =
    stats && driver.driverId !== null
      ? `\n\t\t\t\t\t\t\t\t\t\t\t<br /><span class="text-nowrap"><small><small><a href="#" data-driver-id="${driver.driverId}" class="driver_laps"><span class="fa fa-eye"></span> View Laps</a></small></small></span>`
      : '';
  const carNumber =
    driver.carNumber === null
      ? ''
      : `<span class="car_num">${escapeHtml(driver.carNumber)}</span>\n\t\t\t\t\t\t\t\t\t\t\t`;
  const cells = [
    String(standing.position),
    `\n\t\t\t\t\t\t\t\t\t\t\t${carNumber}<span class="driver_name">${escapeHtml(driver.name)}</span>${lapsLink}\n\t\t\t\t\t\t\t\t\t\t`,
    driver.qualifying === null ? '' : String(driver.qualifying),
    stats ? `${standing.laps.length}/${clockText(standing.totalMs)}` : '0',
    gapText(standing.behind),
    stats ? `${secondsText(stats.fastestMs)}<sup>${stats.fastestLap}</sup>` : '',
    ...statCells(stats),
  ];
  return `									<tr>
${cells.map((cell) => `										<td>${cell}</td>\n`).join('')}									</tr>
`;
}

/** Avg lap … top 3 consecutive carry a hidden seconds sort value beside the shown time, as on LiveRC. */
function statCells(stats: LapStats | null): string[] {
  const sorted = (ms: number | null | undefined) =>
    ms == null
      ? '<div class="hidden"></div>'
      : `<div class="hidden">${secondsText(ms)}</div>${clockText(ms)}`;
  return [
    sorted(stats?.averageMs),
    sorted(stats?.top5Ms),
    sorted(stats?.top10Ms),
    sorted(stats?.top15Ms),
    sorted(stats?.top3ConsecutiveMs),
    stats ? stats.stdDeviation.toFixed(2) : '',
    stats ? `${stats.consistency.toFixed(2)}%` : '',
  ];
}

function gapText(gap: Gap | null): string {
  if (gap === null) return '';
  if ('laps' in gap) return `${gap.laps} ${gap.laps === 1 ? 'Lap' : 'Laps'}`;
  return clockText(gap.ms);
}
