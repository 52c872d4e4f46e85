// The LiveRC API's contract: query parameters and the answers the web app reads.
import { z } from 'zod';

const LIVERC_URL_REQUIRED = 'A LiveRC url is required';

/** `?url=` of the detail endpoints; the address rule itself is checked by the server's LiveRC client. */
export const liveRcUrlQuerySchema = z.object({
  url: z
    .string({ error: LIVERC_URL_REQUIRED })
    .trim()
    .min(1, LIVERC_URL_REQUIRED)
    .max(2048, 'URL must be a LiveRC address'),
});

export const tracksQuerySchema = z.object({
  refresh: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export const savedTrackEventsQuerySchema = z.object({
  trackUrl: z.string({ error: 'A trackUrl is required' }).trim().min(1, 'A trackUrl is required'),
});

/** What every LiveRC answer carries: when the data was read and whether it is past its freshness. */
export type Freshness = { fetchedAt: string; stale: boolean; error?: string };

export type TrackStatus = 'live' | 'practice' | 'completed' | 'upcoming';

export type LiveRcTrack = Freshness & {
  name: string;
  slug: string;
  url: string;
  location: string | null;
  status: TrackStatus;
  /** The current (or last) event's name. */
  eventType: string | null;
  /** LiveRC's last-activity text, e.g. '5 minutes ago'. */
  startTime: string | null;
  liveVideo: boolean;
  source: 'liverc';
};

/** A value as a number where the page has one, with the page's own text beside it. */
export type Figure = { value: number | null; text: string | null };

export type RaceResultRowView = {
  position: number;
  driver: string;
  driverId: number | null;
  carNumber: string | null;
  qualifying: number | null;
  laps: number | null;
  totalTime: string | null;
  /** 'laps/time' as LiveRC writes it, e.g. '20/5:08.675'. */
  lapsTime: string | null;
  behind: string | null;
  fastestLap: Figure;
  fastestLapNumber: number | null;
  averageLap: Figure;
  top5: Figure;
  top10: Figure;
  top15: Figure;
  top3Consecutive: Figure;
  stdDeviation: Figure;
  consistency: Figure;
};

export type DriverLapTimes = {
  driver: string;
  driverId: number;
  laps: { lap: number; time: number; timeText: string; position: number | null }[];
};
