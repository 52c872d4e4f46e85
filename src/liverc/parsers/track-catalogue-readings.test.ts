// The track catalogue reader (track-catalogue.ts) gives its recorded readings (testing/readings.ts).
import { describeReadings } from './testing/readings.ts';
import { parseTrackCatalogue } from './track-catalogue.ts';

describeReadings({
  name: 'track-catalogue',
  read: parseTrackCatalogue,
  pageUrl: 'https://live.liverc.com/',
  prefix: 'track-catalogue',
  realPages: 1,
  replayPages: 1,
});
