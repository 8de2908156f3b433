import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_AUDIENCE } from '../../test/fixtures';
import { createUser, request, signIn, testContextForFile } from '../../test/helpers';

/** Issue 29: the audience recommendations quote amounts in the workspace currency, never a hard-coded "$". */
const ctx = testContextForFile();
let manager: string;
let admin: string;

beforeAll(async () => {
  await createUser(ctx, { username: 'aud-admin', role: 'admin' });
  await createUser(ctx, { username: 'aud-manager', role: 'marketing_manager' });
  admin = await signIn(ctx, 'aud-admin');
  manager = await signIn(ctx, 'aud-manager');
});

// Two locations far apart in cost: the recommendations quote the budget, CPM, cost per click and both CPMs.
const body = {
  objective: 'conversion',
  budget: 5000,
  startDate: '2027-03-01',
  endDate: '2027-03-31',
  targetAudience: {
    ...FIXTURE_AUDIENCE,
    demographics: { ...FIXTURE_AUDIENCE.demographics, locations: ['United States', 'India'] },
  },
};
const recommendations = async (): Promise<string[]> => {
  const response = await request(ctx.app, 'POST', '/api/audience/predict', { cookie: manager, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().recommendations;
};

describe('audience recommendations', () => {
  it('quote dollars by default and euros once an admin sets EUR, on the same figures', async () => {
    const usd = await recommendations();
    expect(usd[0]).toMatch(/^\$5,000 over 30 days buys about .* at a \$[\d.,]+ CPM/);
    const set = await request(ctx.app, 'PATCH', '/api/admin/settings', {
      cookie: admin,
      body: { currency: 'EUR' },
    });
    expect(set.statusCode).toBe(200);
    const eur = await recommendations();
    expect(eur[0]).toMatch(/^€5,000 over 30 days buys about .* at a €[\d.,]+ CPM/);
    expect(eur.join(' ')).not.toContain('$');
    // The setting converts nothing: the same sentences with another sign.
    expect(eur.map((tip) => tip.replaceAll('€', '$'))).toEqual(usd);
  });
});
