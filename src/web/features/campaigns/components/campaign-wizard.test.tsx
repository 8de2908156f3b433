import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES } from '../../../../shared/approvals';
import { PREDICTION_RANGES } from '../../../../shared/audience';
import { jsonResponse, renderApp } from '../../../test/render-app';
import { FALLBACK_SCORE_RANGES } from '../fallbacks';
import {
  CONTENT,
  draftThrough,
  isoDaysFromToday,
  PREDICTION,
  storeDraft,
  stubCampaignApi,
} from '../test/campaign-fixtures';
import { setCampaignTiming } from '../timing';

// jsdom has no ResizeObserver; Radix Slider measures its thumbs with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeEach(() => {
  sessionStorage.clear();
  setCampaignTiming({
    analysisMs: 0,
    launchStageMs: 0,
    redirectMs: 0,
    generateDebounceMs: 0,
    predictDebounceMs: 0,
  });
});
afterEach(() => setCampaignTiming());

async function openStep1() {
  renderApp('/campaign/new');
  return screen.findByLabelText('Campaign Name');
}

describe('campaign wizard, step 1 (Campaign Brief)', () => {
  it('stays disabled until name, both dates and a budget of at least $100 are present', async () => {
    stubCampaignApi();
    const name = await openStep1();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    const blocked = screen.getByRole('button', { name: 'Fill Required Fields' });
    expect(blocked).toHaveAttribute('aria-disabled', 'true');
    expect(blocked).toHaveAccessibleDescription('Complete Required Fields');

    await userEvent.type(name, 'Spring Launch');
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: isoDaysFromToday(1) } });
    expect(screen.getByRole('button', { name: 'Fill Required Fields' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: isoDaysFromToday(31) } });

    const ready = await screen.findByRole('button', { name: 'Continue to Audience Builder' });
    expect(ready).not.toHaveAttribute('aria-disabled');

    const budget = screen.getByLabelText('Total Budget (USD)');
    await userEvent.clear(budget);
    await userEvent.type(budget, '99');
    expect(await screen.findByText('Budget must be at least $100')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fill Required Fields' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await userEvent.type(budget, '0');
    await waitFor(() => expect(screen.queryByText('Budget must be at least $100')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Audience Builder' }));
    expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
  });

  it('explains a blocked attempt and shows the SPEC §5 messages under the fields', async () => {
    stubCampaignApi();
    await openStep1();
    await userEvent.click(screen.getByRole('button', { name: 'Fill Required Fields' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByText('Please fix the errors below before continuing.')).toBeInTheDocument();
    expect(screen.getByText('Campaign name is required')).toBeInTheDocument();
    expect(screen.getByText('Start date is required')).toBeInTheDocument();
    expect(screen.getByText('End date is required')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();

    // Editing a field clears its error.
    await userEvent.type(screen.getByLabelText('Campaign Name'), 'S');
    await waitFor(() => expect(screen.queryByText('Campaign name is required')).not.toBeInTheDocument());
  });

  it('refuses a start date in the past and an end date that is not after the start', async () => {
    stubCampaignApi();
    await openStep1();
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: isoDaysFromToday(-1) } });
    expect(await screen.findByText('Start date cannot be in the past')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: isoDaysFromToday(5) } });
    await waitFor(() =>
      expect(screen.queryByText('Start date cannot be in the past')).not.toBeInTheDocument(),
    );
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: isoDaysFromToday(5) } });
    expect(await screen.findByText('End date must be after start date')).toBeInTheDocument();
  });

  it('previews the 20/70/10 budget split in whole dollars and the duration in days', async () => {
    stubCampaignApi();
    await openStep1();
    const preview = screen.getByLabelText('Budget optimization preview');
    expect(within(preview).getByText('$1,000')).toBeInTheDocument();
    expect(within(preview).getByText('$3,500')).toBeInTheDocument();
    expect(within(preview).getByText('$500')).toBeInTheDocument();

    const budget = screen.getByLabelText('Total Budget (USD)');
    await userEvent.clear(budget);
    await userEvent.type(budget, '1234');
    expect(within(preview).getByText('$247')).toBeInTheDocument();
    expect(within(preview).getByText('$864')).toBeInTheDocument();
    expect(within(preview).getByText('$123')).toBeInTheDocument();

    expect(screen.queryByText(/Campaign duration/)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: isoDaysFromToday(1) } });
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: isoDaysFromToday(15) } });
    expect(await screen.findByText(/Campaign duration/)).toHaveTextContent('Campaign duration: 14 days');
  });

  it('keeps the input in session storage across a reload', async () => {
    stubCampaignApi();
    const first = await openStep1();
    await userEvent.type(first, 'Kept');
    first.ownerDocument.body.innerHTML = '';
    renderApp('/campaign/new');
    expect(await screen.findByLabelText('Campaign Name')).toHaveValue('Kept');
  });
  it('keeps edits made after stepping back when the browser moves forward again', async () => {
    stubCampaignApi();
    const { router } = renderApp('/campaign/new');
    await userEvent.type(await screen.findByLabelText('Campaign Name'), 'Spring Launch');
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: isoDaysFromToday(1) } });
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: isoDaysFromToday(31) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to Audience Builder' }));
    expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();

    // The browser's back, an edit, then the browser's forward: no Next pressed in between.
    await router.navigate(-1);
    const name = await screen.findByLabelText('Campaign Name');
    await userEvent.type(name, ' 2027');
    await router.navigate(1);
    expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByLabelText('Campaign Name')).toHaveValue('Spring Launch 2027');
  });
});

describe('campaign wizard, step 2 (AI Audience Builder)', () => {
  it('lists only the missing items in the validation notice', async () => {
    storeDraft(draftThrough(1));
    stubCampaignApi({ 'POST /api/audience/predict': () => jsonResponse(200, PREDICTION) });
    renderApp('/campaign/new?step=2');
    expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Fill Required Fields' }));
    expect(
      await screen.findByText(
        'Please select at least one Interest, at least one Target Location, at least one Optimal Shopping Time to continue.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('At least one interest is required')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Technology' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Weekends' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fill Required Fields' }));
    expect(
      await screen.findByText('Please select at least one Target Location to continue.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('At least one interest is required')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Canada' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate AI Content' }));
    expect(await screen.findByText('Step 3 of 4')).toBeInTheDocument();
  });

  it('asks the audience model after interests and locations change, and shows its figures', async () => {
    storeDraft(draftThrough(1));
    const calls = stubCampaignApi({ 'POST /api/audience/predict': () => jsonResponse(200, PREDICTION) });
    renderApp('/campaign/new?step=2');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Technology' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Canada' }));

    expect(await screen.findByText('1.2M')).toBeInTheDocument();
    expect(screen.getByText('3.4%')).toBeInTheDocument();
    expect(screen.getByText('$1.25')).toBeInTheDocument();
    expect(screen.getByText('5.6%')).toBeInTheDocument();
    expect(screen.getByText('91%')).toBeInTheDocument();
    expect(screen.getByText('Lean into weekend evenings')).toBeInTheDocument();
    expect(screen.queryByText(/rough estimates/)).not.toBeInTheDocument();

    const request = calls.filter((call) => call.url === '/api/audience/predict').at(-1);
    expect(request?.body).toMatchObject({
      objective: 'conversion',
      budget: 5000,
      targetAudience: {
        demographics: { ageRange: [25, 45], locations: ['Canada'], interests: ['Technology'] },
        behavioral: { engagementLevel: 'high', devicePreference: 'mobile' },
      },
    });
  });

  it('falls back to local estimates inside the SPEC §9 ranges when the model fails', async () => {
    storeDraft(draftThrough(1));
    stubCampaignApi({ 'POST /api/audience/predict': () => jsonResponse(500, { message: 'down' }) });
    renderApp('/campaign/new?step=2');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Technology' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Canada' }));

    expect(await screen.findByText(/these figures are rough estimates/)).toBeInTheDocument();
    const ctr = screen.getByText('Expected CTR').nextElementSibling?.textContent ?? '';
    const value = Number.parseFloat(ctr);
    expect(value).toBeGreaterThanOrEqual(PREDICTION_RANGES.expectedCTR[0]);
    expect(value).toBeLessThanOrEqual(PREDICTION_RANGES.expectedCTR[1]);
  });
});

describe('campaign wizard, step 3 (Content Generation)', () => {
  async function fillVoice() {
    await userEvent.type(await screen.findByLabelText('Product/Service Name'), 'Northstar Sneakers');
    await userEvent.type(
      screen.getByLabelText('Key Message & Value Propositions'),
      'Free shipping, 30-day returns',
    );
  }

  it('tries the LLM, then the local generator, and says which one wrote the copy', async () => {
    storeDraft(draftThrough(2));
    const calls = stubCampaignApi({
      'POST /api/audience/predict': () => jsonResponse(200, PREDICTION),
      'POST /api/openai/generate-content': () => jsonResponse(503, { message: 'not configured' }),
      'POST /api/ai/generate-content': () => jsonResponse(200, CONTENT),
    });
    renderApp('/campaign/new?step=3');
    await fillVoice();

    // Copy the AI model did not write never claims AI success.
    expect(await screen.findByText("Copy written by Northstar's built-in generator")).toBeInTheDocument();
    expect(screen.queryByText('AI content generated successfully!')).not.toBeInTheDocument();
    expect(screen.getByText("Written by Northstar's built-in generator")).toBeInTheDocument();
    expect(screen.getByText('Run Farther, Lighter')).toBeInTheDocument();
    expect(screen.getByText('20/30')).toBeInTheDocument();
    const order = calls.map((call) => call.url).filter((url) => url.includes('generate-content'));
    expect(order.slice(-2)).toEqual(['/api/openai/generate-content', '/api/ai/generate-content']);
    expect(calls.at(-1)?.body).toMatchObject({
      brandVoice: { productName: 'Northstar Sneakers', keyMessages: ['Free shipping', '30-day returns'] },
      campaignObjective: 'conversion',
      budget: 5000,
    });
    expect(screen.getByRole('button', { name: 'Review & Launch Campaign' })).toBeInTheDocument();
  });

  it("claims AI success only for the model's copy, and shows each score's reason", async () => {
    storeDraft(draftThrough(2));
    const reasons = {
      coherenceScore: '60 % key-message coverage (100) + 40 % readability (71).',
      brandAlignmentScore: '60 % tone fit (40) + 40 % key-message coverage (100).',
      engagementPrediction: '50 % length use (66) + 50 % readability (71).',
      conversionLikelihood: '50 % CTA strength (100) + 50 % fit to objective (33).',
      keyMessageCoverage: '2 of 2 key messages appear in the copy, 2 of them in a headline.',
      lengthUse: 'Lines use 66 % of their character limits on average.',
      readability: 'Reading ease 71 of 100 (plain), by the Flesch reading-ease formula.',
      ctaStrength: '1 of 1 calls to action lead with an action verb; 1 are 8–18 characters long.',
      objectiveFit: '1 of 3 lines use conversion vocabulary.',
      toneFit: '1 of 3 lines use the vocabulary of a professional tone.',
    };
    stubCampaignApi({
      'POST /api/audience/predict': () => jsonResponse(200, PREDICTION),
      'POST /api/openai/generate-content': () =>
        jsonResponse(200, {
          ...CONTENT,
          source: 'llm',
          language: 'en',
          notes: [],
          performance: {
            ...CONTENT.performance,
            properties: {
              keyMessageCoverage: 100,
              lengthUse: 66,
              readability: 71,
              ctaStrength: 100,
              objectiveFit: 33,
              toneFit: 40,
            },
            reasons,
          },
        }),
    });
    renderApp('/campaign/new?step=3');
    await fillVoice();

    expect(await screen.findByText('AI content generated successfully!')).toBeInTheDocument();
    expect(screen.getByText('Written by the AI model')).toBeInTheDocument();
    expect(screen.getByText(reasons.coherenceScore)).toBeInTheDocument();
    await userEvent.click(screen.getByText('What the scores measure'));
    expect(screen.getByText(reasons.keyMessageCoverage)).toBeVisible();
  });

  it('shows why when the brief cannot make an ad, instead of fallback copy', async () => {
    storeDraft(draftThrough(2));
    const calls = stubCampaignApi({
      'POST /api/audience/predict': () => jsonResponse(200, PREDICTION),
      'POST /api/openai/generate-content': () =>
        jsonResponse(422, {
          message:
            'The generator could not write an ad that meets every rule: 1 call to actions: between 2 and 4 are needed.',
        }),
    });
    renderApp('/campaign/new?step=3');
    await fillVoice();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('between 2 and 4 are needed');
    expect(screen.queryByText('Failed to generate content. Using fallback content.')).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).not.toContain('/api/ai/generate-content');
    expect(screen.queryByRole('button', { name: 'Review & Launch Campaign' })).not.toBeInTheDocument();
  });

  it('uses template copy with fallback scores when both endpoints fail', async () => {
    storeDraft(draftThrough(2));
    stubCampaignApi({
      'POST /api/openai/generate-content': () => jsonResponse(503, { message: 'not configured' }),
      'POST /api/ai/generate-content': () => jsonResponse(500, { message: 'broken' }),
    });
    renderApp('/campaign/new?step=3');
    await fillVoice();

    expect(
      await screen.findByText('Failed to generate content. Using fallback content.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Offline template copy (fallback)')).toBeInTheDocument();
    expect(screen.getByText('Discover Northstar Sneakers')).toBeInTheDocument();
    const coherence = Number.parseInt(
      screen.getByText('Coherence').nextElementSibling?.textContent ?? '',
      10,
    );
    expect(coherence).toBeGreaterThanOrEqual(FALLBACK_SCORE_RANGES.coherenceScore[0]);
    expect(coherence).toBeLessThanOrEqual(FALLBACK_SCORE_RANGES.coherenceScore[1]);
  });

  it('names the missing fields when the step is incomplete', async () => {
    storeDraft(draftThrough(2));
    stubCampaignApi();
    renderApp('/campaign/new?step=3');
    await userEvent.click(await screen.findByRole('button', { name: 'Fill Required Fields' }));
    expect(
      await screen.findByText(
        'Please complete Product/Service Name and Key Message & Value Propositions to continue.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Product/Service Name is required')).toBeInTheDocument();
  });
});

describe('campaign wizard, step 4 (Review & Launch)', () => {
  const checklist = ['Campaign approved', 'Budget confirmed', 'Targeting reviewed', 'Content approved'];

  it('launches only after the four confirmations, then creates the campaign and goes to the dashboard', async () => {
    storeDraft(draftThrough(3));
    const calls = stubCampaignApi({
      'POST /api/audience/predict': () => jsonResponse(200, PREDICTION),
      'POST /api/campaigns': (call) => jsonResponse(201, { ...(call.body as object), id: 'new-id' }),
    });
    const { router } = renderApp('/campaign/new?step=4');
    const launch = await screen.findByRole('button', { name: 'Launch Campaign' });
    expect(launch).toBeDisabled();
    expect(screen.getByText('Campaign must be approved before launch')).toBeInTheDocument();
    expect(await screen.findByText('87%')).toBeInTheDocument();
    expect(screen.getByText('+312%')).toBeInTheDocument();

    for (const [index, item] of checklist.entries()) {
      await userEvent.click(screen.getByLabelText(item));
      if (index < checklist.length - 1) expect(launch).toBeDisabled();
    }
    expect(screen.queryByText('Campaign must be approved before launch')).not.toBeInTheDocument();
    expect(launch).toBeEnabled();
    await userEvent.click(launch);

    expect(
      await screen.findByText('Campaign launched successfully! Redirecting to dashboard...'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const create = calls.find((call) => call.method === 'POST' && call.url === '/api/campaigns');
    expect(create?.body).toMatchObject({
      name: 'Spring Launch',
      status: 'active',
      contentVariants: [CONTENT],
      predictions: PREDICTION,
    });
    expect(create?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionStorage.getItem('northstar:campaign-draft:new')).toBeNull();
  });

  it('submits for approval when the workspace asks a manager for it, then goes to the dashboard', async () => {
    storeDraft(draftThrough(3));
    const calls = stubCampaignApi({
      'GET /api/settings': () => jsonResponse(200, { launchApproval: true }),
      'POST /api/audience/predict': () => jsonResponse(200, PREDICTION),
      'POST /api/campaigns': (call) =>
        jsonResponse(201, { ...(call.body as object), id: 'new-id', status: 'pending_approval' }),
    });
    const { router } = renderApp('/campaign/new?step=4');
    const submit = await screen.findByRole('button', { name: 'Submit for Approval' });
    expect(submit).toHaveAccessibleDescription(
      'A marketing director must approve this launch before the campaign can start.',
    );
    expect(screen.queryByRole('button', { name: 'Launch Campaign' })).not.toBeInTheDocument();
    // Nobody has approved it yet: the sender confirms it is ready for the approvers instead.
    expect(screen.queryByLabelText('Campaign approved')).not.toBeInTheDocument();
    for (const item of ['Ready for approval', ...checklist.slice(1)]) {
      await userEvent.click(screen.getByLabelText(item));
    }
    await userEvent.click(submit);

    expect(await screen.findByText(APPROVAL_MESSAGES.submitted)).toBeInTheDocument();
    expect(
      screen.queryByText('Campaign launched successfully! Redirecting to dashboard...'),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const create = calls.find((call) => call.method === 'POST' && call.url === '/api/campaigns');
    expect(create?.body).toMatchObject({ name: 'Spring Launch', status: 'active' });
  });

  it('shows the submitted message whenever the server keeps the launch waiting', async () => {
    // The settings did not answer: the button reads as a launch, and the answer decides the message.
    storeDraft(draftThrough(3));
    stubCampaignApi({
      'POST /api/audience/predict': () => jsonResponse(200, PREDICTION),
      'POST /api/campaigns': (call) =>
        jsonResponse(201, { ...(call.body as object), id: 'new-id', status: 'pending_approval' }),
    });
    renderApp('/campaign/new?step=4');
    for (const item of checklist) await userEvent.click(await screen.findByLabelText(item));
    await userEvent.click(screen.getByRole('button', { name: 'Launch Campaign' }));
    expect(await screen.findByText(APPROVAL_MESSAGES.submitted)).toBeInTheDocument();
  });

  it('shows the fixed 92 % and +247 % when the audience model is unavailable', async () => {
    storeDraft(draftThrough(3));
    stubCampaignApi({ 'POST /api/audience/predict': () => jsonResponse(500, { message: 'down' }) });
    renderApp('/campaign/new?step=4');
    expect(await screen.findByText('92%')).toBeInTheDocument();
    expect(screen.getByText('+247%')).toBeInTheDocument();
  });

  it('keeps everything when the launch fails', async () => {
    storeDraft(draftThrough(3));
    stubCampaignApi({
      'POST /api/audience/predict': () => jsonResponse(200, PREDICTION),
      'POST /api/campaigns': () => jsonResponse(422, { message: 'Nope' }),
    });
    renderApp('/campaign/new?step=4');
    for (const item of checklist) await userEvent.click(await screen.findByLabelText(item));
    await userEvent.click(screen.getByRole('button', { name: 'Launch Campaign' }));
    expect(await screen.findByText('Failed to launch campaign. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Launch Campaign' })).toBeEnabled();
    expect(sessionStorage.getItem('northstar:campaign-draft:new')).toContain('Spring Launch');
  });
});
