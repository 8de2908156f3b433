import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResponsiveTable, SM_UP_QUERY, TableScrollRegion } from './responsive-table';

/** A window whose width the test sets: matchMedia answers SM_UP_QUERY from it and reports changes. */
function stubWindowWidth(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  const matches = (query: string) => query === SM_UP_QUERY && width >= 640;
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    addEventListener: (_: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_: 'change', listener: () => void) => listeners.delete(listener),
  }));
  return (next: number) =>
    act(() => {
      width = next;
      for (const listener of listeners) listener();
    });
}

const table = (
  <table>
    <caption>Entries</caption>
    <tbody>
      <tr>
        <td>First entry</td>
      </tr>
    </tbody>
  </table>
);
const cards = (
  <ul aria-label="Entries">
    <li>First entry</li>
  </ul>
);

describe('responsive tables', () => {
  it('puts a table in a named region that the keyboard can reach, to scroll it', async () => {
    render(
      <>
        <button type="button">Before</button>
        <TableScrollRegion label="Entries">{table}</TableScrollRegion>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Entries' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table', { name: 'Entries' }));
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(region).toHaveFocus();
  });

  it('shows cards below the sm breakpoint and the table from it on, following the window', () => {
    const resizeTo = stubWindowWidth(360);
    render(<ResponsiveTable label="Entries" table={table} cards={cards} />);
    expect(screen.getByRole('list', { name: 'Entries' })).toHaveTextContent('First entry');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    resizeTo(1280);
    expect(screen.getByRole('region', { name: 'Entries' })).toContainElement(screen.getByRole('table'));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    resizeTo(360);
    expect(screen.getByRole('list', { name: 'Entries' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the table where the browser cannot answer media queries', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<ResponsiveTable label="Entries" table={table} cards={cards} />);
    expect(screen.getByRole('region', { name: 'Entries' })).toContainElement(screen.getByRole('table'));
  });
});
