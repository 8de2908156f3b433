import { describe, expect, it } from 'vitest';
import { type CampaignDetails, campaignDetailsIssues } from './campaign-details-rules';
import { budgetSchema, CAMPAIGN_MESSAGES, campaignDescriptionSchema, campaignNameSchema } from './campaigns';

const EARLIEST = '2026-06-10';
const READY: CampaignDetails = {
  name: 'Spring Launch',
  description: '',
  objective: 'conversion',
  budget: 5000,
  startDate: '2026-06-10',
  endDate: '2026-07-10',
};
const issuesOf = (change: Partial<CampaignDetails>) =>
  campaignDetailsIssues({ ...READY, ...change }, EARLIEST);
/** The first message the server's schema gives, or undefined when it accepts the value. */
function serverMessage(
  schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  return schema.safeParse(value).error?.issues[0]?.message;
}

describe('the wizard’s step 1 rule', () => {
  it('accepts complete details', () => {
    expect(campaignDetailsIssues(READY, EARLIEST)).toEqual({});
  });

  // The wizard checks without zod; the server checks with these schemas. Both must answer alike.
  it.each(['', '   ', 'A', ' Spring ', 'x'.repeat(100), 'x'.repeat(101), ` ${'x'.repeat(100)} `])(
    'gives the server’s answer for the name %j',
    (name) => {
      expect(issuesOf({ name }).name).toBe(serverMessage(campaignNameSchema, name));
    },
  );

  it.each(['', 'short', 'x'.repeat(500), 'x'.repeat(501), ` ${'x'.repeat(500)} `])(
    'gives the server’s answer for a description of %#',
    (description) => {
      expect(issuesOf({ description }).description).toBe(
        serverMessage(campaignDescriptionSchema, description),
      );
    },
  );

  it.each([99, 99.99, 100, 100.5, 100.123, 0.1 + 0.2 + 1000, 1_000_000, 1_000_000.01, 1e9, -5])(
    'gives the server’s answer for a budget of %d',
    (budget) => {
      expect(issuesOf({ budget }).budget).toBe(serverMessage(budgetSchema, budget));
    },
  );

  it('calls an empty or unreadable budget below the minimum, as the spec words it', () => {
    expect(issuesOf({ budget: null }).budget).toBe(CAMPAIGN_MESSAGES.budgetMin);
    expect(issuesOf({ budget: Number.NaN }).budget).toBe(CAMPAIGN_MESSAGES.budgetMin);
  });

  it('requires real dates, a start not before the earliest allowed and an end after the start', () => {
    expect(issuesOf({ startDate: '', endDate: '' })).toEqual({
      startDate: CAMPAIGN_MESSAGES.startRequired,
      endDate: CAMPAIGN_MESSAGES.endRequired,
    });
    expect(issuesOf({ startDate: '2026-02-30' }).startDate).toBe(CAMPAIGN_MESSAGES.dateInvalid);
    expect(issuesOf({ endDate: '2026-13-01' }).endDate).toBe(CAMPAIGN_MESSAGES.dateInvalid);
    expect(issuesOf({ startDate: '2026-06-09' }).startDate).toBe(CAMPAIGN_MESSAGES.startPast);
    expect(issuesOf({ endDate: '2026-06-10' }).endDate).toBe(CAMPAIGN_MESSAGES.endAfterStart);
    expect(issuesOf({ endDate: '2026-06-01' }).endDate).toBe(CAMPAIGN_MESSAGES.endAfterStart);
    expect(issuesOf({ startDate: '2026-06-09', endDate: '2026-06-01' })).toEqual({
      startDate: CAMPAIGN_MESSAGES.startPast,
      endDate: CAMPAIGN_MESSAGES.endAfterStart,
    });
    expect(issuesOf({ endDate: '2026-06-11' })).toEqual({});
  });

  it('refuses an objective the contract does not know', () => {
    expect(issuesOf({ objective: 'fame' as CampaignDetails['objective'] }).objective).toBe(
      CAMPAIGN_MESSAGES.objective,
    );
  });
});
