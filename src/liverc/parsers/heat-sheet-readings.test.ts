// The heat-sheet reader (heat-sheet.ts) gives its recorded readings (testing/readings.ts).
import { parseHeatSheet } from './heat-sheet.ts';
import { describeReadings } from './testing/readings.ts';

describeReadings({
  name: 'heat-sheet',
  read: parseHeatSheet,
  pageUrl: 'https://synthetic.liverc.com/results/?p=view_heat_sheet&id=8810203',
  prefix: 'heat-sheet',
  realPages: 0,
  replayPages: 1,
});
