// Fills in the locations the track catalogue lacks, in the background and politely: one dashboard at a
// time, a few seconds apart, racing tracks first (LiveRcService.fillNextLocation), so a new install shows
// every track's town within the hour instead of 'Location TBD'.
import type { FastifyBaseLogger } from 'fastify';
import type { LiveRcService } from './service.ts';

export type LocationFillTiming = {
  /** Before the first read, so start-up and the first racers come first. */
  startMs: number;
  /** Between two dashboards. */
  gapMs: number;
  /** After every known track has been looked at: then the catalogue is read again for new ones. */
  idleMs: number;
  /** After LiveRC could not be reached. */
  retryMs: number;
};

export const DEFAULT_LOCATION_FILL: LocationFillTiming = {
  startMs: 10_000,
  gapMs: 3_000,
  idleMs: 60 * 60_000,
  retryMs: 60_000,
};

export class LocationFiller {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(
    private readonly liverc: Pick<LiveRcService, 'fillNextLocation' | 'tracks'>,
    private readonly timing: LocationFillTiming,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.schedule(this.timing.startMs, true);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private schedule(ms: number, readCatalogue = false): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.step(readCatalogue), ms);
    // A pending look-up must never keep the process alive.
    this.timer.unref?.();
  }

  private async step(readCatalogue: boolean): Promise<void> {
    try {
      // The catalogue stores the track list the filler works through, and any track new since the last pass.
      if (readCatalogue) await this.liverc.tracks({ refresh: false });
      const more = await this.liverc.fillNextLocation();
      if (more) this.schedule(this.timing.gapMs);
      else this.schedule(this.timing.idleMs, true);
    } catch (error) {
      this.log.info({ err: error }, 'track locations: LiveRC unavailable, trying again later');
      this.schedule(this.timing.retryMs, readCatalogue);
    }
  }
}
