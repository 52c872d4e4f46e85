import { describe, expect, it } from 'vitest';
import {
  categoryOf,
  entryBadge,
  isHiddenEvent,
  matchesEventSearch,
  showingLine,
  sortEvents,
} from './event-categories.ts';

describe('categoryOf', () => {
  it('reads the category from the title, in the spec order', () => {
    expect(categoryOf('2026 State Championship')).toBe('championship');
    expect(categoryOf('Winter CUP Round 2')).toBe('championship');
    expect(categoryOf('Wednesday Practice')).toBe('practice');
    expect(categoryOf('Tyre test day')).toBe('practice');
    expect(categoryOf('Charity Enduro')).toBe('special');
    expect(categoryOf('Special Olympics Fun Run')).toBe('special');
    expect(categoryOf('Club Round 6')).toBe('race');
    expect(categoryOf(null)).toBe('race');
  });
});

describe('entryBadge', () => {
  it('shows the number above 0 with a variant by size, else No entries', () => {
    expect(entryBadge(51)).toEqual({ text: '51', variant: 'default' });
    expect(entryBadge(50)).toEqual({ text: '50', variant: 'secondary' });
    expect(entryBadge(21)).toEqual({ text: '21', variant: 'secondary' });
    expect(entryBadge(20)).toEqual({ text: '20', variant: 'outline' });
    expect(entryBadge(1)).toEqual({ text: '1', variant: 'outline' });
    expect(entryBadge(0)).toEqual({ text: 'No entries', variant: 'destructive' });
    expect(entryBadge(null)).toEqual({ text: 'No entries', variant: 'destructive' });
  });
});

describe('showingLine', () => {
  it("counts what is shown of what matches against all the track's events, and names the search and the category", () => {
    expect(showingLine(20, 44, 44, '', 'all')).toBe('Showing 20 of 44 events');
    expect(showingLine(20, 6, 6, '  ', 'all')).toBe('Showing 6 of 6 events');
    expect(showingLine(20, 1, 6, ' ENDURO ', 'all')).toBe('Showing 1 of 6 events matching "ENDURO"');
    expect(showingLine(20, 0, 6, 'zzzz', 'all')).toBe('Showing 0 of 6 events matching "zzzz"');
    expect(showingLine(20, 2, 9, 'nitro', 'championship')).toBe(
      'Showing 2 of 9 events matching "nitro" in Championships',
    );
    expect(showingLine(20, 3, 5, '', 'race')).toBe('Showing 3 of 5 events in Race Events');
  });
});

describe('isHiddenEvent', () => {
  it('hides entry lists, main events, final results, qual points and sections', () => {
    for (const name of ['Entry List', 'Main Events', 'Final Results', 'Qual Points (best 1 of 2)']) {
      expect(isHiddenEvent({ title: name })).toBe(true);
    }
    expect(isHiddenEvent({ title: 'Club Round 6' })).toBe(false);
  });
});

describe('sortEvents and search', () => {
  const events = [
    { title: 'beta', date: '2026-03-01', entries: 10 },
    { title: 'Alpha', date: '2026-05-01', entries: 40 },
    { title: 'gamma', date: null, entries: null },
  ];
  it('sorts by date both ways, by name and by entries', () => {
    expect(sortEvents(events, 'date-desc').map((e) => e.title)).toEqual(['Alpha', 'beta', 'gamma']);
    expect(sortEvents(events, 'date-asc').map((e) => e.title)).toEqual(['gamma', 'beta', 'Alpha']);
    expect(sortEvents(events, 'name-asc').map((e) => e.title)).toEqual(['Alpha', 'beta', 'gamma']);
    expect(sortEvents(events, 'entries-desc').map((e) => e.title)).toEqual(['Alpha', 'beta', 'gamma']);
  });
  it('searches the title and the description, ignoring case', () => {
    expect(matchesEventSearch({ title: 'Club Round', description: 'Points race' }, 'POINTS')).toBe(true);
    expect(matchesEventSearch({ title: 'Club Round' }, 'enduro')).toBe(false);
    expect(matchesEventSearch({ title: 'Club Round' }, ' ')).toBe(true);
  });
});
