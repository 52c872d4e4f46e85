import { describe, expect, it } from 'vitest';
import { filterTracks } from './track-search.ts';

const tracks = [
  { name: 'Red Gum Raceway', location: 'Millbrook SA 5231, Australia', eventType: 'Nitro Series Round 6' },
  { name: 'Coastline Off-Road Club', location: null, eventType: 'Sunday Open Practice' },
  { name: 'Pine Hollow RC Park', location: 'Oregon, USA', eventType: null },
];

describe('filterTracks', () => {
  it('matches name, location or event, ignoring case and spaces around the term', () => {
    expect(filterTracks(tracks, '  RED gum ').map((t) => t.name)).toEqual(['Red Gum Raceway']);
    expect(filterTracks(tracks, 'australia').map((t) => t.name)).toEqual(['Red Gum Raceway']);
    expect(filterTracks(tracks, 'practice').map((t) => t.name)).toEqual(['Coastline Off-Road Club']);
  });

  it('keeps every track for an empty term and none for a term nothing has', () => {
    expect(filterTracks(tracks, '')).toHaveLength(3);
    expect(filterTracks(tracks, 'zzz')).toEqual([]);
  });
});
