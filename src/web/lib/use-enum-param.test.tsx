import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useEnumParam } from './use-enum-param';

const SORTS = ['newest', 'oldest', 'budget'] as const;

function Probe({ onSet }: { onSet: (set: (value: (typeof SORTS)[number]) => void) => void }) {
  const [sort, setSort] = useEnumParam('sort', SORTS, 'newest');
  onSet(setSort);
  return <p>sort: {sort}</p>;
}

function renderAt(url: string) {
  let set: (value: (typeof SORTS)[number]) => void = () => {};
  const router = createMemoryRouter([{ path: '/', element: <Probe onSet={(s) => (set = s)} /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return { router, set: (value: (typeof SORTS)[number]) => act(() => set(value)) };
}

describe('useEnumParam', () => {
  it('reads an allowed value from the address and the default for a missing or unknown one', () => {
    renderAt('/?sort=budget');
    expect(screen.getByText('sort: budget')).toBeInTheDocument();
  });

  it('falls back to the default for a value it does not know', () => {
    renderAt('/?sort=%3Cscript%3E');
    expect(screen.getByText('sort: newest')).toBeInTheDocument();
  });

  it('sets a value keeping the other parameters, leaves the default out, and replaces the history entry', () => {
    const { router, set } = renderAt('/?status=paused');
    set('oldest');
    expect(router.state.location.search).toBe('?status=paused&sort=oldest');
    expect(router.state.historyAction).toBe('REPLACE');
    set('newest');
    expect(router.state.location.search).toBe('?status=paused');
  });
});
