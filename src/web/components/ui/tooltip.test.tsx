import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { place, Tooltip } from './tooltip';

function rect(left: number, top: number, width: number, height: number): DOMRect {
  return { left, top, width, height, right: left + width, bottom: top + height, x: left, y: top } as DOMRect;
}

describe('Tooltip', () => {
  it('shows on keyboard focus, describes its trigger, and hides on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Needs a name first">
        <button type="button">Next</button>
      </Tooltip>,
    );
    await user.tab();
    const hint = await screen.findByRole('tooltip');
    expect(hint).toHaveTextContent('Needs a name first');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAccessibleDescription('Needs a name first');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-describedby');
  });

  it('shows for a resting pointer, not at once, and hides when it leaves', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Exact figure">
        <button type="button">12 %</button>
      </Tooltip>,
    );
    await user.hover(screen.getByText('12 %'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Exact figure');
    await user.unhover(screen.getByText('12 %'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('keeps the trigger’s own handlers and description', async () => {
    const user = userEvent.setup();
    const onFocus = vi.fn();
    render(
      <>
        <Tooltip content="Hint">
          <button type="button" aria-describedby="own" onFocus={onFocus}>
            Go
          </button>
        </Tooltip>
        <p id="own">Own words</p>
      </>,
    );
    await user.tab();
    await screen.findByRole('tooltip');
    expect(onFocus).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAccessibleDescription('Own words Hint');
  });
});

it('shows nothing for the focus a click gives its trigger', async () => {
  const user = userEvent.setup();
  render(
    <Tooltip content="Hint">
      <button type="button">Press me</button>
    </Tooltip>,
  );
  await user.click(screen.getByRole('button', { name: 'Press me' }));
  expect(screen.getByRole('button', { name: 'Press me' })).toHaveFocus();
  await new Promise((resolve) => setTimeout(resolve, 250));
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

describe('place', () => {
  it('centres the bubble above the trigger when there is room', () => {
    const at = place(rect(400, 300, 100, 30), rect(0, 0, 120, 24), 'top');
    expect(at).toEqual({ side: 'top', top: 300 - 6 - 24, left: 390, arrow: 60 });
  });

  it('flips below a trigger at the top of the window', () => {
    const at = place(rect(400, 4, 100, 30), rect(0, 0, 120, 24), 'top');
    expect(at.side).toBe('bottom');
    expect(at.top).toBe(40);
  });

  it('stays inside the window at the right edge and still points at the trigger', () => {
    const width = window.innerWidth;
    const at = place(rect(width - 40, 300, 30, 30), rect(0, 0, 200, 24), 'top');
    expect(at.left + 200).toBe(width - 8);
    expect(at.arrow).toBe(width - 25 - at.left);
  });
});
