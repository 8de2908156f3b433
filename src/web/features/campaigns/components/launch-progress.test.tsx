import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES } from '../../../../shared/approvals-rules';
import { CAMPAIGN_MESSAGES } from '../../../../shared/campaigns-rules';
import { LAUNCH_STAGES, type LaunchKind, launchKindOf, launchWording, SUBMITTED_STAGE } from '../launch';
import { LaunchProgress } from './launch-progress';

const START = '1 Dec 2026';
const show = (kind: LaunchKind, completed: number) =>
  render(<LaunchProgress completed={completed} kind={kind} wording={launchWording(kind, START)} />);
const LAST = LAUNCH_STAGES.length - 1;

describe('launch progress', () => {
  it('ends with the campaign launched when it goes live today', () => {
    show('live', LAUNCH_STAGES.length);
    expect(screen.getByRole('heading', { name: 'Campaign launched' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').at(-1)).toHaveTextContent('Campaign launched');
    expect(launchWording('live', START).notice).toEqual({
      title: CAMPAIGN_MESSAGES.launched,
      description: 'It is live now.',
    });
  });

  it('does not call the campaign launched while the request is still out', () => {
    show('live', LAST);
    expect(screen.getByRole('status')).toHaveTextContent('Launching the campaign…');
    expect(screen.queryByText('Campaign launched')).not.toBeInTheDocument();
  });

  it('a submission deploys and activates nothing: it ends submitted for approval', () => {
    show('submission', LAST);
    expect(screen.getByRole('heading', { name: 'Submitting your campaign' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Submitting for approval…');
    const stages = screen.getAllByRole('listitem');
    expect(stages).toHaveLength(LAUNCH_STAGES.length);
    expect(stages.at(-1)).toHaveTextContent('Submitting for approval (in progress)');
    for (const untrue of [/Deploying/, /Activating/, /launched/i, /monitoring/i]) {
      expect(screen.queryByText(untrue)).not.toBeInTheDocument();
    }
  });

  it('a finished submission says so', () => {
    show('submission', LAUNCH_STAGES.length);
    expect(screen.getByRole('heading', { name: 'Campaign submitted for approval' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').at(-1)).toHaveTextContent(SUBMITTED_STAGE);
    expect(launchWording('submission', START).notice).toEqual({ title: APPROVAL_MESSAGES.submitted });
  });

  it('a campaign that starts later is launched for its start date, neither live nor monitored yet', () => {
    show('scheduled', LAUNCH_STAGES.length);
    expect(
      screen.getByRole('heading', { name: `Campaign launched: it starts on ${START}` }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Scheduled to start on ${START}`)).toBeInTheDocument();
    expect(screen.queryByText(/live|Activating|Deploying/i)).not.toBeInTheDocument();
    expect(launchWording('scheduled', START).notice).toEqual({
      title: CAMPAIGN_MESSAGES.launched,
      description: `Scheduled to start on ${START}; it delivers nothing before then.`,
    });
  });

  it('reads the kind from approval and the start date', () => {
    expect(launchKindOf(true, '2026-11-29', '2026-11-29')).toBe('submission');
    expect(launchKindOf(false, '2026-11-29', '2026-11-29')).toBe('live');
    expect(launchKindOf(false, '2026-12-01', '2026-11-29')).toBe('scheduled');
  });
});
