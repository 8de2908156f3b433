import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TargetAudience } from '../../../shared/audience';
import { CONTENT_MESSAGES } from '../../../shared/content';
import { startFakeOpenAi } from '../../test/fake-openai';
import { createTestContext, createUser, request, signIn, type TestContext } from '../../test/helpers';

const audience: TargetAudience = {
  demographics: { ageRange: [25, 40], locations: ['United Kingdom'], interests: ['Fitness'] },
  behavioral: {
    engagementLevel: 'medium',
    devicePreference: 'mobile',
    shoppingTimes: ['Morning (6AM-12PM)'],
  },
};
const brief = {
  brandVoice: {
    tone: 'friendly',
    style: 'organic',
    productName: 'GreenBowl',
    keyMessages: ['Fresh salads delivered daily'],
  },
  targetAudience: audience,
  campaignObjective: 'conversions',
};

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let ctx: TestContext;
let mia: string;
let noah: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  ctx = await createTestContext({
    openai: { apiKey: 'sk-test', baseUrl: fake.baseUrl, model: 'gpt-test', timeoutMs: 30_000 },
  });
  await createUser(ctx, { username: 'mia', role: 'marketing_manager' });
  await createUser(ctx, { username: 'noah', role: 'marketing_manager' });
  mia = await signIn(ctx, 'mia');
  noah = await signIn(ctx, 'noah');
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const generate = (cookie: string) =>
  request(ctx.app, 'POST', '/api/openai/generate-content', { cookie, body: brief });

describe('AI generations in flight', () => {
  it('a user gets two at once; a third answers 429 with Retry-After until one finishes', async () => {
    // The model fails once released: the route falls back to the local generator and answers 200 all the same.
    fake.onCompletion((_request, res) => res.writeHead(500).end());
    const held = fake.holdCompletions();
    const first = generate(mia);
    const second = generate(mia);
    await held.whenHeld(2);

    const third = await generate(mia);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('5');
    expect(third.json()).toMatchObject({
      code: 'rate_limited',
      message: CONTENT_MESSAGES.tooManyInFlight(2),
      requestId: expect.any(String),
    });
    expect(fake.requests).toHaveLength(2);

    // The limit is per user: someone else's generation starts.
    const other = generate(noah);
    await held.whenHeld(3);

    held.release();
    const answers = await Promise.all([first, second, other]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);

    // Both slots are free again.
    fake.onCompletion((_request, res) => res.writeHead(500).end());
    const again = fake.holdCompletions();
    const fourth = generate(mia);
    const fifth = generate(mia);
    await again.whenHeld(2);
    again.release();
    expect((await fourth).statusCode).toBe(200);
    expect((await fifth).statusCode).toBe(200);
  });
});
