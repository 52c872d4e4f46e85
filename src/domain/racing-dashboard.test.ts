// Unit tests of the Racing Dashboard's tiles and cards.
import { describe, expect, it } from 'vitest';
import { positionBadge, racingDashboard } from './racing-dashboard.ts';
import { raceLogEntry } from './testing/race-log-entries.ts';
import { tyreItem } from './testing/tyre-items.ts';

describe('positionBadge', () => {
  it('is gold for P1, grey P2, bronze P3, blue from P4', () => {
    expect([1, 2, 3, 4, 10].map(positionBadge)).toEqual(['gold', 'grey', 'bronze', 'blue', 'blue']);
  });
});

describe('racingDashboard', () => {
  const empty = racingDashboard([], []);

  it('counts tyres four to a set, used being the used and worn sets', () => {
    const { tyres } = racingDashboard(
      [
        tyreItem({ quantity: 3, condition: 'new' }),
        tyreItem({ quantity: 2, condition: 'used', compound: 'M4' }),
        tyreItem({ quantity: 1, condition: 'worn', compound: 'S3' }),
        tyreItem({ quantity: 0, condition: 'used', compound: 'MC' }),
      ],
      [],
    );
    expect(tyres).toEqual({ total: 24, fresh: 12, used: 12 });
    expect(empty.tyres).toEqual({ total: 0, fresh: 0, used: 0 });
  });

  it('gives the win rate, podium rate and top-3 finishes of every race', () => {
    const entries = [1, 2, 3, 4, 1, 9, 3, 12].map((position) => raceLogEntry({ position }, null));
    expect(racingDashboard([], entries)).toMatchObject({
      races: 8,
      winRate: 25,
      podiumRate: 62.5,
      top3Finishes: 5,
    });
    expect(empty).toMatchObject({ races: 0, winRate: 0, podiumRate: 0, top3Finishes: 0 });
  });

  it('averages the ratings given and counts each number of stars, 5 down to 1', () => {
    const entries = [5, 4, 4, null, 2].map((userRating) => raceLogEntry({ userRating }));
    expect(racingDashboard([], entries).rating).toEqual({
      average: 3.75,
      rated: 4,
      distribution: [
        { stars: 5, count: 1 },
        { stars: 4, count: 2 },
        { stars: 3, count: 0 },
        { stars: 2, count: 1 },
        { stars: 1, count: 0 },
      ],
    });
    expect(empty.rating.average).toBeNull();
    expect(empty.rating.distribution.map((star) => star.count)).toEqual([0, 0, 0, 0, 0]);
  });

  it('counts the tyre types at 2 sets or fewer as low stock', () => {
    const status = (...quantities: number[]) =>
      racingDashboard(
        quantities.map((quantity, index) => tyreItem({ quantity, compound: `C${index}` })),
        [],
      );
    expect(status(3, 4)).toMatchObject({ lowStockItems: 0, inventoryStatus: 'All items well stocked' });
    expect(status(3, 2)).toMatchObject({ lowStockItems: 1, inventoryStatus: '1 item low stock' });
    expect(status(1, 0, 5)).toMatchObject({ lowStockItems: 2, inventoryStatus: '2 items low stock' });
    // Two rows of one type make 3 sets: healthy.
    expect(
      racingDashboard([tyreItem({ quantity: 2, setNumber: 1 }), tyreItem({ quantity: 1, setNumber: 2 })], []),
    ).toMatchObject({ lowStockItems: 0 });
  });

  it('names the brand whose sets ran the most laps, whatever its case', () => {
    const { mostUsedBrand } = racingDashboard(
      [
        tyreItem({ brand: 'JConcepts', quantity: 5, totalLaps: 150 }),
        tyreItem({ brand: 'Pro-Line', quantity: 1, totalLaps: 100 }),
        tyreItem({ brand: 'pro-line', treadPattern: 'Reflex', quantity: 0, totalLaps: 90 }),
      ],
      [],
    );
    expect(mostUsedBrand).toEqual({ brand: 'Pro-Line', laps: 190, sets: 1 });
    expect(racingDashboard([tyreItem({ quantity: 4 })], []).mostUsedBrand).toBeNull();
  });

  it('lists the latest 5 races, newest first, with their badge and trophy', () => {
    const race = (day: number, position: number) =>
      raceLogEntry({ raceDate: `2026-03-0${day}T10:00:00.000Z`, position, raceTitle: `Day ${day}` });
    const entries = [race(1, 1), race(6, 4), race(2, 2), race(5, 3), race(3, 7), race(4, 1)];
    expect(
      racingDashboard([], entries).recentResults.map(({ entry, badge, trophy }) => [
        entry.raceTitle,
        badge,
        trophy,
      ]),
    ).toEqual([
      ['Day 6', 'blue', false],
      ['Day 5', 'bronze', true],
      ['Day 4', 'gold', true],
      ['Day 3', 'blue', false],
      ['Day 2', 'grey', true],
    ]);
    expect(empty.recentResults).toEqual([]);
  });

  it('puts the later saved of two races at the same time first', () => {
    const earlier = raceLogEntry({ raceTitle: 'Heat', createdAt: '2026-03-01T12:00:00.000Z' });
    const later = raceLogEntry({ raceTitle: 'Main', createdAt: '2026-03-01T13:00:00.000Z' });
    expect(racingDashboard([], [earlier, later]).recentResults.map(({ entry }) => entry.raceTitle)).toEqual([
      'Main',
      'Heat',
    ]);
  });
});
