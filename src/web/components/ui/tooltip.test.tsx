import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { place, Tooltip } from './tooltip';

/** The tooltip's hover delay (HOVER_DELAY_MS in tooltip.tsx). */
const HOVER_REST_MS = 200;

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

  it('shows for a resting pointer, not at once, and hides when it leaves', () => {
    // Fake time: on a busy machine real time could pass the rest between two lines of the test.
    vi.useFakeTimers();
    render(
      <Tooltip content="Exact figure">
        <button type="button">12 %</button>
      </Tooltip>,
    );
    const trigger = screen.getByText('12 %');
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(HOVER_REST_MS - 1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Exact figure');
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
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

it('shows nothing for the focus a click gives its trigger', () => {
  vi.useFakeTimers();
  render(
    <Tooltip content="Hint">
      <button type="button">Press me</button>
    </Tooltip>,
  );
  const trigger = screen.getByRole('button', { name: 'Press me' });
  // A press as a browser delivers it: the pointer arrives and goes down, the focus it gives, up, click.
  fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
  fireEvent.pointerDown(trigger, { pointerType: 'mouse' });
  act(() => trigger.focus());
  fireEvent.pointerUp(trigger, { pointerType: 'mouse' });
  fireEvent.click(trigger);
  expect(trigger).toHaveFocus();
  // Every hint the press might have scheduled (the hover rest, the focus) has had its turn: still none.
  act(() => vi.runOnlyPendingTimers());
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
