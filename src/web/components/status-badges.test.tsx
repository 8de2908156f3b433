import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CampaignStatusBadge, ImpactBadge } from './status-badges';

describe('status badges', () => {
  it.each([
    ['active', 'Active', 'emerald'],
    ['paused', 'Paused', 'amber'],
    ['draft', 'Draft', 'indigo'],
    ['completed', 'Completed', 'slate'],
  ] as const)('names the %s status in sentence case (%s), in its own colour (%s)', (status, name, colour) => {
    render(<CampaignStatusBadge status={status} />);
    const { className } = screen.getByText(name);
    expect(className).toContain(colour);
    expect(className).not.toContain('capitalize');
  });

  it('marks a campaign waiting for approval with a clock, so it is not told from paused by colour alone', () => {
    render(
      <>
        <CampaignStatusBadge status="pending_approval" />
        <CampaignStatusBadge status="paused" />
      </>,
    );
    const pending = screen.getByText('Pending approval');
    expect(pending.className).toContain('amber');
    expect(pending.querySelector('svg')).not.toBeNull();
    expect(screen.getByText('Paused').querySelector('svg')).toBeNull();
  });

  it('names impact the same way everywhere', () => {
    render(<ImpactBadge impact="high" />);
    expect(screen.getByText('High impact').className).toContain('red');
  });
});
