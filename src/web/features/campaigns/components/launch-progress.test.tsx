import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LAUNCH_STAGES, SUBMITTED_STAGE } from '../launch';
import { LaunchProgress } from './launch-progress';

describe('launch progress', () => {
  it('ends with the campaign launched', () => {
    render(<LaunchProgress completed={LAUNCH_STAGES.length} />);
    expect(screen.getByRole('heading', { name: 'Campaign launched' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').at(-1)).toHaveTextContent('Campaign launched');
  });

  it('ends with the submission when the launch waits for approval', () => {
    render(<LaunchProgress completed={LAUNCH_STAGES.length - 1} isSubmission />);
    expect(screen.getByRole('heading', { name: 'Submitting your campaign' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`${SUBMITTED_STAGE}…`);
    const stages = screen.getAllByRole('listitem');
    expect(stages).toHaveLength(LAUNCH_STAGES.length);
    expect(stages.at(-1)).toHaveTextContent(`${SUBMITTED_STAGE} (in progress)`);
    expect(screen.queryByText('Campaign launched')).not.toBeInTheDocument();
  });
});
