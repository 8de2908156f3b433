import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Provenance, provenanceLabel } from '../../shared/provenance';
import { ProvenanceNote, SourceBadge } from './provenance-note';

const NOW = new Date('2026-11-26T12:00:00Z');
const BASE: Provenance = { sources: [], importedAt: null, syncedAt: null, stale: false, timeZone: 'UTC' };

function note() {
  return screen.getByTestId('provenance');
}

describe('provenance note', () => {
  it('says demo figures come from the simulator, with the time zone', () => {
    const provenance: Provenance = { ...BASE, sources: ['demo'] };
    render(<ProvenanceNote provenance={provenance} now={NOW} />);
    expect(note()).toHaveTextContent('Demo data (simulated delivery) · Dates in UTC');
    expect(note().textContent).toBe(provenanceLabel(provenance, NOW));
    expect(within(note()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when figures were imported, in the workspace time zone, with the exact time on focus', async () => {
    const user = userEvent.setup();
    const provenance: Provenance = {
      ...BASE,
      sources: ['imported'],
      importedAt: '2026-11-20T23:30:00Z',
      timeZone: 'Europe/Berlin',
    };
    render(<ProvenanceNote provenance={provenance} now={NOW} />);
    expect(note()).toHaveTextContent('Imported Nov 21, 2026 · Dates in Europe/Berlin');
    await user.tab();
    const imported = screen.getByRole('button', { name: 'Imported Nov 21, 2026' });
    expect(imported).toHaveFocus();
    expect(imported).toHaveAccessibleDescription(/^Last import Nov 21, 2026, 00:30 /);
    expect(within(imported).getByText('Imported Nov 21, 2026').closest('time')).toHaveAttribute(
      'datetime',
      '2026-11-20T23:30:00Z',
    );
  });

  it('says how long ago Google Ads synced, and leaves out the time zone where the page states it', async () => {
    const user = userEvent.setup();
    const provenance: Provenance = { ...BASE, sources: ['google-ads'], syncedAt: '2026-11-26T11:48:00Z' };
    render(<ProvenanceNote provenance={provenance} now={NOW} timeZone={false} />);
    expect(note().textContent).toBe('Google Ads, synced 12 min ago');
    expect(note().querySelector('.text-amber-800')).toBeNull();
    await user.hover(screen.getByRole('button', { name: 'Google Ads, synced 12 min ago' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Last synced Nov 26, 2026, 11:48 UTC');
  });

  it('shows stale Google Ads figures in the warning tone with an icon, and says so in words', () => {
    const provenance: Provenance = {
      ...BASE,
      sources: ['demo', 'google-ads'],
      syncedAt: '2026-11-23T12:00:00Z',
      stale: true,
    };
    render(<ProvenanceNote provenance={provenance} now={NOW} />);
    expect(note().textContent).toBe(provenanceLabel(provenance, NOW));
    const stale = screen.getByRole('button', { name: 'Stale: Google Ads last synced 3 days ago' });
    const tone = stale.closest('.text-amber-800');
    expect(tone).not.toBeNull();
    expect(tone?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    // Only the stale part is amber: the demo part keeps the muted tone.
    expect(screen.getByText('Demo data (simulated delivery)').closest('.text-amber-800')).toBeNull();
  });

  it('marks Google Ads that never synced as stale, and says when nothing delivered', () => {
    const { unmount } = render(
      <ProvenanceNote provenance={{ ...BASE, sources: ['google-ads'], stale: true }} now={NOW} />,
    );
    expect(
      screen.getByText('Stale: Google Ads has not synced yet').closest('.text-amber-800'),
    ).not.toBeNull();
    unmount();
    render(<ProvenanceNote provenance={BASE} now={NOW} timeZone={false} />);
    expect(note().textContent).toBe('No delivery data yet');
  });
});

describe('source badge', () => {
  it.each([
    ['demo', 'Demo'],
    ['imported', 'Imported'],
    ['google-ads', 'Google Ads'],
  ] as const)("names a campaign's %s source (%s) in a neutral tone", (source, name) => {
    render(<SourceBadge source={source} />);
    expect(screen.getByText(name).className).toContain('slate');
  });

  it('names a stale source in the warning tone, with an icon', () => {
    render(<SourceBadge source="stale" />);
    const stale = screen.getByText('Google Ads (stale)');
    expect(stale.className).toContain('amber');
    expect(stale.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });
});
