import { load } from 'cheerio';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type Column, Table } from './table';

type Row = { position: number; driver: string; best: string };
const rows: Row[] = [
  { position: 1, driver: "LIAM O'CONNOR", best: '37.281' },
  { position: 2, driver: 'JACK MORRISON', best: '37.957' },
];
const columns: Column<Row>[] = [
  { id: 'position', header: 'Pos', cell: (row) => row.position },
  { id: 'driver', header: 'Driver', cell: (row) => row.driver, sticky: true },
  { id: 'best', header: 'Best Lap', cell: (row) => row.best, align: 'end' },
];

function render(props: Partial<Parameters<typeof Table<Row>>[0]> = {}) {
  const html = renderToStaticMarkup(
    createElement(Table<Row>, { columns, rows, rowKey: (row) => row.position, ...props }),
  );
  const $ = load(html);
  return {
    $,
    headers: $('thead th')
      .map((_, th) => $(th).text())
      .get(),
    cells: $('tbody tr')
      .map((_, tr) => [
        $(tr)
          .find('td')
          .map((_, td) => $(td).text())
          .get(),
      ])
      .get() as string[][],
  };
}

describe('Table', () => {
  it('shows a header per column and a row per item, cells in column order', () => {
    const { headers, cells } = render();
    expect(headers).toEqual(['Pos', 'Driver', 'Best Lap']);
    expect(cells).toEqual([
      ['1', "LIAM O'CONNOR", '37.281'],
      ['2', 'JACK MORRISON', '37.957'],
    ]);
  });

  it('marks the highlighted row, and keeps its sticky cell opaque in the same colour', () => {
    const { $ } = render({ highlight: (row) => row.position === 1 });
    const [first, second] = $('tbody tr').toArray();
    expect($(first).attr('class')).toContain('bg-amber-400/20');
    expect($(second).attr('class')).not.toContain('bg-amber');
    expect($(first).find('td').eq(1).attr('class')).toContain('bg-amber-100');
    expect($(second).find('td').eq(1).attr('class')).toContain('bg-(--background)');
  });

  it("adds a row action column whose header is read but not shown, with each row's button", () => {
    const { $, headers, cells } = render({
      rowAction: {
        header: 'Tyres',
        cell: (row) => createElement('button', { type: 'button' }, `Assign tyres to ${row.driver}`),
      },
    });
    expect(headers).toEqual(['Pos', 'Driver', 'Best Lap', 'Tyres']);
    expect($('thead th').last().find('.sr-only').text()).toBe('Tyres');
    expect(cells.map((row) => row.at(-1))).toEqual([
      "Assign tyres to LIAM O'CONNOR",
      'Assign tyres to JACK MORRISON',
    ]);
    expect($('tbody button')).toHaveLength(2);
  });

  it("passes each row's attributes and each cell's tone through", () => {
    const { $ } = render({
      rowProps: (row) => ({ 'aria-current': row.position === 2 ? 'true' : undefined }),
      columns: [
        ...columns,
        { id: 'tone', header: 'Consist', cell: () => '95.37%', cellData: () => ({ 'data-tone': 'fair' }) },
      ],
    });
    expect($('tbody tr[aria-current="true"] td').eq(1).text()).toBe('JACK MORRISON');
    expect($('tbody td[data-tone="fair"]')).toHaveLength(2);
  });

  it('shows an opened row its details under it, across every column', () => {
    const { $ } = render({
      rowDetails: (row) => (row.position === 2 ? createElement('p', null, 'Behind 1 Lap') : null),
    });
    const shown = $('tbody tr').toArray();
    expect(shown).toHaveLength(3);
    expect($(shown[2]).find('td').attr('colspan')).toBe('3');
    expect($(shown[2]).text()).toBe('Behind 1 Lap');
    expect($(shown[1]).text()).toContain('JACK MORRISON');
  });

  it("lines an inset table's outer columns up with the card's padding", () => {
    const { $ } = render({ variant: 'inset' });
    const cells = $('tbody tr').first().find('td');
    expect(cells.first().attr('class')).toContain('pl-4');
    expect(cells.last().attr('class')).toContain('pr-4');
    expect($('div').first().attr('class')).not.toContain('border');
  });
});
