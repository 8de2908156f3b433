import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyArea, lazyComponent, MountWhenOpened } from './lazy';

const Panel = () => <p>Panel body</p>;

const Broken = (): never => {
  throw new RangeError('a bug in the page');
};

/** A boundary above LazyArea, standing for the app's own. */
class Outer extends Component<
  { children: ReactNode; onCatch: (error: unknown) => void },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onCatch(error);
  }
  override render() {
    return this.state.failed ? <p>Outer caught it</p> : this.props.children;
  }
}

describe('lazyComponent and LazyArea', () => {
  it('says so when the code cannot be downloaded, and Try again downloads it anew', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(Panel);
    const LazyPanel = lazyComponent(load);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <LazyArea fallback={<p>Loading</p>}>
        <LazyPanel />
      </LazyArea>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the page did not load');
    expect(alert).toHaveTextContent('Unable to reach Northstar. Check your connection and try again.');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Panel body')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves an error that is not a failed download to the boundaries above it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const caught = vi.fn();
    const LazyBroken = lazyComponent(async () => Broken);
    render(
      <Outer onCatch={caught}>
        <LazyArea fallback={null}>
          <LazyBroken />
        </LazyArea>
      </Outer>,
    );
    expect(await screen.findByText('Outer caught it')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(caught).toHaveBeenCalledWith(expect.any(RangeError));
  });

  it('preload downloads once, before anything renders it', async () => {
    const load = vi.fn(async () => Panel);
    const LazyPanel = lazyComponent(load);
    LazyPanel.preload();
    LazyPanel.preload();
    render(
      <LazyArea fallback={null}>
        <LazyPanel />
      </LazyArea>,
    );
    expect(await screen.findByText('Panel body')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });
});

function Host() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen((o) => !o)}>
        Toggle
      </button>
      <MountWhenOpened open={open}>
        <p>{open ? 'Open' : 'Closing'}</p>
      </MountWhenOpened>
    </>
  );
}

describe('MountWhenOpened', () => {
  it('renders nothing until first opened, then stays mounted when closed', async () => {
    render(<Host />);
    expect(screen.queryByText('Open')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByText('Open')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByText('Closing')).toBeInTheDocument();
  });
});
