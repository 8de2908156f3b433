import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CampaignStatusBadge, ImpactBadge } from './status-badges';

describe('status badges', () => {
  it('names each campaign status in sentence case with one colour per status', () => {
    render(
      <>
        <CampaignStatusBadge status="active" />
        <CampaignStatusBadge status="paused" />
        <CampaignStatusBadge status="draft" />
        <CampaignStatusBadge status="completed" />
      </>,
    );
    const classes = (text: string) => screen.getByText(text).className;
    expect(classes('Active')).toContain('emerald');
    expect(classes('Paused')).toContain('amber');
    expect(classes('Draft')).toContain('indigo');
    expect(classes('Completed')).toContain('slate');
    expect(classes('Active')).not.toContain('capitalize');
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
