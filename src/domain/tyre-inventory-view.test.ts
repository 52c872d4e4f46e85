// Unit tests of the Inventory tab's data: grouping, totals, search, filters, sort orders, banner texts.
import { describe, expect, it } from 'vitest';
import { tyreItem } from './testing/tyre-items.ts';
import {
  defaultTyreFilters,
  groupTyres,
  inventoryTotals,
  pricedIn,
  showingText,
  sortTyreGroups,
  stockCounts,
  stockWarning,
  type TyreFilters,
  type TyreGroup,
  type TyreSort,
  visibleTyreGroups,
} from './tyre-inventory-view.ts';
import { formatMoney } from './units.ts';

const names = (groups: readonly TyreGroup[]) =>
  groups.map((g) => `${g.brand} ${g.treadPattern} ${g.compound}`);

describe('groupTyres', () => {
  it('puts the rows of one tyre type on one card, whatever the case of its names', () => {
    const groups = groupTyres([
      tyreItem({ setNumber: 2, quantity: 2, totalLaps: 40, purchasePrice: 40 }),
      tyreItem({ brand: 'JConcepts', treadPattern: 'Reflex', compound: 'Blue' }),
      tyreItem({ brand: 'pro-line ', treadPattern: 'BLOCKADE', setNumber: 1, quantity: 1, totalLaps: 10 }),
      tyreItem({ compound: 'M4' }),
    ]);
    expect(names(groups)).toEqual(['pro-line  BLOCKADE M3', 'JConcepts Reflex Blue', 'Pro-Line Blockade M4']);
    const blockade = groups[0]!;
    expect(blockade.items.map((item) => item.setNumber)).toEqual([1, 2]);
    expect(blockade).toMatchObject({ totalSets: 3, stockLevel: 'healthy', totalLaps: 50, totalValue: 80 });
  });

  it('gives each type its stock level: 0 out, 1-2 low, 3 or more healthy', () => {
    const levels = [0, 1, 2, 3].map((quantity) => groupTyres([tyreItem({ quantity })])[0]!.stockLevel);
    expect(levels).toEqual(['out', 'low', 'low', 'healthy']);
  });

  it("knows the last priced row's price and the newest row's date", () => {
    const [group] = groupTyres([
      tyreItem({ setNumber: 1, purchasePrice: 35, createdAt: '2026-01-05T10:00:00.000Z' }),
      tyreItem({ setNumber: 2, purchasePrice: 42.5, createdAt: '2026-03-01T10:00:00.000Z' }),
      tyreItem({ setNumber: 3, purchasePrice: null, createdAt: '2026-02-01T10:00:00.000Z' }),
    ]);
    expect(group).toMatchObject({ latestPrice: 42.5, latestCreatedAt: '2026-03-01T10:00:00.000Z' });
  });
});

describe('inventoryTotals', () => {
  it('adds up sets, tyres (four a set), laps, value and distinct tread patterns', () => {
    const items = [
      tyreItem({ quantity: 2, purchasePrice: 40.25, totalLaps: 120 }),
      tyreItem({ compound: 'M4', quantity: 1, purchasePrice: 35, totalLaps: 30 }),
      tyreItem({ treadPattern: 'blockade', compound: 'S3', quantity: 0, purchasePrice: 50 }),
      tyreItem({ treadPattern: 'Hole Shot 2.0', quantity: 1, purchasePrice: null }),
    ];
    const totals = inventoryTotals(items);
    expect(totals).toEqual({
      totalSets: 4,
      totalTyres: 16,
      totalLaps: 150,
      totalValue: 115.5,
      treadPatterns: 2,
    });
    expect(formatMoney(totals.totalValue, 'GBP', 'en-GB')).toBe('£115.50');
  });

  it('adds money in pence, so the total is exact', () => {
    const items = [0.1, 0.2, 19.99].map((purchasePrice) => tyreItem({ purchasePrice, quantity: 3 }));
    expect(inventoryTotals(items).totalValue).toBe(60.87);
  });

  it('is all zero for an empty inventory', () => {
    expect(inventoryTotals([])).toEqual({
      totalSets: 0,
      totalTyres: 0,
      totalLaps: 0,
      totalValue: 0,
      treadPatterns: 0,
    });
  });
});

describe('visibleTyreGroups', () => {
  const groups = groupTyres([
    tyreItem({ notes: 'Glued for the Nationals', quantity: 4, trackType: 'dirt' }),
    tyreItem({ compound: 'M4', quantity: 2, condition: 'used', trackType: 'dirt' }),
    tyreItem({
      brand: 'JConcepts',
      treadPattern: 'Smoothie 2',
      compound: 'G2',
      quantity: 1,
      trackType: 'clay',
    }),
    tyreItem({ brand: 'Matrix', treadPattern: 'Atlas', compound: 'Soft', quantity: 0, condition: 'worn' }),
  ]);
  const show = (filters: Partial<TyreFilters>) =>
    names(visibleTyreGroups(groups, { ...defaultTyreFilters(), sort: 'brand', ...filters }));

  it('shows every type with no filter', () => {
    expect(show({})).toHaveLength(4);
  });

  it('searches brand, pattern, compound and notes, case-insensitively, every word', () => {
    expect(show({ search: 'smoothie' })).toEqual(['JConcepts Smoothie 2 G2']);
    expect(show({ search: 'MATRIX' })).toEqual(['Matrix Atlas Soft']);
    expect(show({ search: 'm4' })).toEqual(['Pro-Line Blockade M4']);
    expect(show({ search: 'nationals' })).toEqual(['Pro-Line Blockade M3']);
    expect(show({ search: ' blockade  m3 ' })).toEqual(['Pro-Line Blockade M3']);
    expect(show({ search: 'slicks' })).toEqual([]);
  });

  it('filters by brand, condition and track type', () => {
    expect(show({ brand: 'jconcepts' })).toEqual(['JConcepts Smoothie 2 G2']);
    expect(show({ condition: 'used' })).toEqual(['Pro-Line Blockade M4']);
    expect(show({ condition: 'worn' })).toEqual(['Matrix Atlas Soft']);
    expect(show({ trackType: 'dirt' })).toEqual(['Pro-Line Blockade M3', 'Pro-Line Blockade M4']);
    expect(show({ trackType: 'carpet' })).toEqual([]);
  });

  it('Low Stock Only shows the types that need buying, out of stock included', () => {
    expect(show({ lowStockOnly: true })).toEqual([
      'JConcepts Smoothie 2 G2',
      'Matrix Atlas Soft',
      'Pro-Line Blockade M4',
    ]);
  });

  it('Hide Empty hides the types with no set left; with Low Stock Only it leaves the 1-2 set types', () => {
    expect(show({ hideEmpty: true })).not.toContain('Matrix Atlas Soft');
    expect(show({ hideEmpty: true })).toHaveLength(3);
    expect(show({ lowStockOnly: true, hideEmpty: true })).toEqual([
      'JConcepts Smoothie 2 G2',
      'Pro-Line Blockade M4',
    ]);
  });

  it('combines the filters', () => {
    expect(show({ search: 'pro-line', condition: 'new' })).toEqual(['Pro-Line Blockade M3']);
  });
});

describe('sortTyreGroups', () => {
  const groups = groupTyres([
    tyreItem({
      brand: 'Matrix',
      treadPattern: 'Atlas',
      compound: 'Soft',
      quantity: 5,
      purchasePrice: 30,
      createdAt: '2026-02-01T10:00:00Z',
    }),
    tyreItem({
      brand: 'hot race',
      treadPattern: 'Roma',
      compound: 'Clay',
      quantity: 1,
      purchasePrice: null,
      condition: 'worn',
      createdAt: '2026-03-01T10:00:00Z',
    }),
    tyreItem({
      brand: 'JConcepts',
      treadPattern: 'Reflex',
      compound: 'Blue',
      quantity: 2,
      purchasePrice: 45,
      condition: 'used',
      createdAt: '2026-01-01T10:00:00Z',
    }),
    tyreItem({
      brand: 'Pro-Line',
      quantity: 3,
      purchasePrice: 38,
      condition: 'used',
      createdAt: '2026-01-15T10:00:00Z',
    }),
    tyreItem({
      brand: 'Pro-Line',
      quantity: 0,
      purchasePrice: 40,
      condition: 'new',
      setNumber: 2,
      createdAt: '2025-12-01T10:00:00Z',
    }),
  ]);
  const brands = (sort: TyreSort) => sortTyreGroups(groups, sort).map((g) => g.brand);

  it.each<[TyreSort, string[]]>([
    ['recent', ['hot race', 'Matrix', 'Pro-Line', 'JConcepts']],
    ['brand', ['hot race', 'JConcepts', 'Matrix', 'Pro-Line']],
    ['quantity-high', ['Matrix', 'Pro-Line', 'JConcepts', 'hot race']],
    ['quantity-low', ['hot race', 'JConcepts', 'Pro-Line', 'Matrix']],
    // Pro-Line's last row cost £40; hot race has no price and goes last both ways.
    ['price-high', ['JConcepts', 'Pro-Line', 'Matrix', 'hot race']],
    ['price-low', ['Matrix', 'Pro-Line', 'JConcepts', 'hot race']],
    // A type with any new set counts as new; then used; then the rest (worn).
    ['condition', ['Matrix', 'Pro-Line', 'JConcepts', 'hot race']],
  ])('%s', (sort, expected) => {
    expect(brands(sort)).toEqual(expected);
  });

  it('breaks ties by name, so equal groups keep a steady order', () => {
    const tied = groupTyres([
      tyreItem({ compound: 'M4' }),
      tyreItem({ compound: 'M2' }),
      tyreItem({ compound: 'M3' }),
    ]);
    expect(sortTyreGroups(tied, 'quantity-high').map((g) => g.compound)).toEqual(['M2', 'M3', 'M4']);
  });
});

describe('texts', () => {
  it('counts the types shown', () => {
    expect(showingText(3, 7)).toBe('Showing 3 of 7 tyre types');
  });

  it('warns of the types out of stock and running low', () => {
    const counts = stockCounts(
      groupTyres([
        tyreItem({ compound: 'M2', quantity: 0 }),
        tyreItem({ compound: 'M3', quantity: 0 }),
        tyreItem({ compound: 'M4', quantity: 1 }),
        tyreItem({ compound: 'S3', quantity: 2 }),
        tyreItem({ compound: 'S4', quantity: 2 }),
        tyreItem({ compound: 'S5', quantity: 3 }),
      ]),
    );
    expect(counts).toEqual({ out: 2, low: 3, healthy: 1 });
    expect(stockWarning(counts)).toBe('2 tyre types out of stock, 3 running low');
  });

  it.each([
    [{ out: 1, low: 0, healthy: 4 }, '1 tyre type out of stock'],
    [{ out: 0, low: 1, healthy: 4 }, 'No tyre types out of stock, 1 running low'],
    [{ out: 0, low: 0, healthy: 4 }, null],
  ])('banner for %j: %j', (counts, text) => {
    expect(stockWarning(counts)).toBe(text);
  });
});

describe('pricedIn', () => {
  it("adds money only in the racer's currency: no exchange rates", () => {
    const items = [
      tyreItem({ purchasePrice: 12.5, currency: 'USD', quantity: 2 }),
      tyreItem({ purchasePrice: 40, currency: 'GBP' }),
      tyreItem({ purchasePrice: null, currency: 'USD' }),
    ];
    expect(inventoryTotals(pricedIn(items, 'USD'))).toMatchObject({ totalSets: 4, totalValue: 25 });
    expect(inventoryTotals(pricedIn(items, 'GBP'))).toMatchObject({ totalSets: 4, totalValue: 40 });
    expect(pricedIn(items, 'EUR').every((item) => item.purchasePrice === null)).toBe(true);
  });
});
