import type { InsightSummary } from '../../../../shared/analytics';

/** What starting a budget test is called on its button, wherever the card or its dialog shows it. */
export const START_TEST_LABEL = 'Start test';

/**
 * How the apply dialog speaks of an insight: a budget test is started and ends by itself, a reallocation is applied
 * and stays. Beside the card's button rather than in the dialog, which the card loads only when it is opened.
 */
export interface ApplyWording {
  title: string;
  action: string;
  pending: string;
  done: string;
  /** A budget test's length in days; null for a change that stays until another one. */
  testDays: number | null;
}

export function applyWording(insight: InsightSummary): ApplyWording {
  if (insight.data.kind === 'budget_test') {
    return {
      title: 'Start budget test',
      action: START_TEST_LABEL,
      pending: 'Starting…',
      done: 'Budget Test Started',
      testDays: insight.data.days,
    };
  }
  return {
    title: 'Apply recommendation',
    action: 'Apply',
    pending: 'Applying…',
    done: 'Recommendation Applied',
    testDays: null,
  };
}
