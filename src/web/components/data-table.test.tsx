import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type DataColumn, DataTable, ScreenReaderCopy, sortRows } from './data-table';

interface Line {
  name: string;
  spend: number;
  roas: number | null;
}

const LINES: Line[] = [
  { name: 'Meta', spend: 300, roas: 2.5 },
  { name: 'Email', spend: 50, roas: null },
  { name: 'Google Search', spend: 1200, roas: 4.1 },
  { name: 'LinkedIn', spend: 300, roas: 1.2 },
];

const COLUMNS: DataColumn<Line>[] = [
  { header: 'Channel', rowHeader: true, cell: (l) => l.name, sortValue: (l) => l.name },
  { header: 'Spend', numeric: true, cell: (l) => `$${l.spend}`, sortValue: (l) => l.spend },
  {
    header: 'ROAS',
    numeric: true,
    cell: (l) => (l.roas === null ? 'n/a' : `${l.roas}×`),
    sortValue: (l) => l.roas,
  },
  { header: 'Note', cell: () => '' },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Line>>[0]> = {}) {
  render(
    <DataTable<Line>
      caption="Channels"
      columns={COLUMNS}
      rows={LINES}
      rowKey={(l) => l.name}
      total={{ name: 'Total', spend: 1850, roas: 2.9 }}
      {...props}
    />,
  );
  return screen.getByRole('table', { name: 'Channels' });
}

/** The row headers from top to bottom: the order of the rows. */
const order = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

const header = (table: HTMLElement, name: string) => within(table).getByRole('columnheader', { name });

describe('DataTable', () => {
  it('keeps the given order until a column is sorted, every sortable column saying it is not sorted', () => {
    const table = renderTable();
    expect(order(table)).toEqual(['Meta', 'Email', 'Google Search', 'LinkedIn', 'Total']);
    for (const name of ['Channel', 'Spend', 'ROAS']) {
      expect(header(table, name)).toHaveAttribute('aria-sort', 'none');
      expect(within(header(table, name)).getByRole('button', { name })).toBeInTheDocument();
    }
    // A column without a sort value has a plain header.
    expect(header(table, 'Note')).not.toHaveAttribute('aria-sort');
    expect(within(header(table, 'Note')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sorts by a header click, ascending first and then descending, the total row staying last', async () => {
    const user = userEvent.setup();
    const table = renderTable();
    const spend = within(table).getByRole('button', { name: 'Spend' });

    await user.click(spend);
    expect(header(table, 'Spend')).toHaveAttribute('aria-sort', 'ascending');
    expect(header(table, 'Channel')).toHaveAttribute('aria-sort', 'none');
    // Equal spend (Meta, LinkedIn) keeps the given order.
    expect(order(table)).toEqual(['Email', 'Meta', 'LinkedIn', 'Google Search', 'Total']);

    await user.click(spend);
    expect(header(table, 'Spend')).toHaveAttribute('aria-sort', 'descending');
    expect(order(table)).toEqual(['Google Search', 'Meta', 'LinkedIn', 'Email', 'Total']);

    await user.click(within(table).getByRole('button', { name: 'Channel' }));
    expect(header(table, 'Channel')).toHaveAttribute('aria-sort', 'ascending');
    expect(header(table, 'Spend')).toHaveAttribute('aria-sort', 'none');
    expect(order(table)).toEqual(['Email', 'Google Search', 'LinkedIn', 'Meta', 'Total']);
  });

  it('sorts from the keyboard, with Enter and with Space', async () => {
    const user = userEvent.setup();
    const table = renderTable();
    const roas = within(table).getByRole('button', { name: 'ROAS' });
    roas.focus();

    await user.keyboard('{Enter}');
    expect(header(table, 'ROAS')).toHaveAttribute('aria-sort', 'ascending');
    expect(order(table)).toEqual(['LinkedIn', 'Meta', 'Google Search', 'Email', 'Total']);

    await user.keyboard(' ');
    expect(header(table, 'ROAS')).toHaveAttribute('aria-sort', 'descending');
    expect(order(table)).toEqual(['Google Search', 'Meta', 'LinkedIn', 'Email', 'Total']);
    expect(roas).toHaveFocus();
  });

  it('puts rows without a value last in either direction', async () => {
    const user = userEvent.setup();
    const table = renderTable({ total: undefined });
    const roas = within(table).getByRole('button', { name: 'ROAS' });
    await user.click(roas);
    expect(order(table).at(-1)).toBe('Email');
    await user.click(roas);
    expect(order(table).at(-1)).toBe('Email');
  });

  it('starts in the order it is told and says so', () => {
    const table = renderTable({ initialSort: { column: 'Spend', direction: 'descending' } });
    expect(header(table, 'Spend')).toHaveAttribute('aria-sort', 'descending');
    expect(order(table)).toEqual(['Google Search', 'Meta', 'LinkedIn', 'Email', 'Total']);
  });

  it('keeps plain column headers and no buttons when no column is sortable', () => {
    render(
      <DataTable<Line>
        caption="Plain"
        columns={COLUMNS.map(({ sortValue: _, ...column }) => column)}
        rows={LINES}
        rowKey={(l) => l.name}
      />,
    );
    const table = screen.getByRole('table', { name: 'Plain' });
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => [cell.textContent, cell.getAttribute('aria-sort')]),
    ).toEqual([
      ['Channel', null],
      ['Spend', null],
      ['ROAS', null],
      ['Note', null],
    ]);
  });

  it('scrolls in a region named by its caption, but not as a chart’s screen-reader copy', () => {
    const { unmount } = render(
      <DataTable<Line> caption="Channels" columns={COLUMNS} rows={LINES} rowKey={(l) => l.name} />,
    );
    const region = screen.getByRole('region', { name: 'Channels' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table', { name: 'Channels' }));
    unmount();

    render(
      <ScreenReaderCopy.Provider value={true}>
        <DataTable<Line> caption="Channels" columns={COLUMNS} rows={LINES} rowKey={(l) => l.name} />
      </ScreenReaderCopy.Provider>,
    );
    expect(screen.getByRole('table', { name: 'Channels' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('sortRows', () => {
  it('compares numbers as numbers and text in natural order', () => {
    expect(sortRows([10, 9, 100], (n) => n, 'ascending')).toEqual([9, 10, 100]);
    expect(sortRows(['Campaign 10', 'campaign 9', 'Campaign 2'], (s) => s, 'ascending')).toEqual([
      'Campaign 2',
      'campaign 9',
      'Campaign 10',
    ]);
  });

  it('is stable and puts missing values last', () => {
    const rows = [
      { id: 'a', v: 1 },
      { id: 'b', v: null },
      { id: 'c', v: 1 },
      { id: 'd', v: Number.NaN },
      { id: 'e', v: 0 },
    ];
    expect(sortRows(rows, (r) => r.v, 'descending').map((r) => r.id)).toEqual(['a', 'c', 'e', 'b', 'd']);
    expect(sortRows(rows, (r) => r.v, 'ascending').map((r) => r.id)).toEqual(['e', 'a', 'c', 'b', 'd']);
  });
});
