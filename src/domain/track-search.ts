// The Results screen's track search: a case-insensitive match on name, location or current event.

export type SearchableTrack = { name: string; location: string | null; eventType: string | null };

export function filterTracks<T extends SearchableTrack>(tracks: readonly T[], term: string): T[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...tracks];
  return tracks.filter((track) =>
    [track.name, track.location, track.eventType].some((field) => field?.toLowerCase().includes(needle)),
  );
}
