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

  it('names impact the same way everywhere', () => {
    render(<ImpactBadge impact="high" />);
    expect(screen.getByText('High impact').className).toContain('red');
  });
});
