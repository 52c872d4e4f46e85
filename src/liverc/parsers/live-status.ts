// Whether a track is live, as its dashboard tile or the catalogue row says: racing, practising or offline.
import type { LiveStatus } from '../../domain/liverc.ts';

/** What the catalogue's status icons say a track is doing (`status_2`, `status_1`, `status_0`). */
export type TrackActivity = 'racing' | 'practising' | 'idle';

/**
 * The dashboard tile's text: `LIVE (Racing)`, `LIVE (Practice)`, `Track is Offline`. A text LiveRC has not
 * been seen to use gives null rather than a guess.
 */
export function liveStatusFromDashboardText(text: string): LiveStatus | null {
  const normalised = text.replace(/\s+/g, ' ').trim().toLowerCase();
  if (/^live \(racing\)$/.test(normalised)) return 'racing';
  if (/^live \(practi[cs]e\)$/.test(normalised)) return 'practising';
  if (normalised === 'track is offline') return 'offline';
  return null;
}

export function liveStatusFromActivity(activity: TrackActivity): LiveStatus {
  return activity === 'idle' ? 'offline' : activity;
}
