import { FlaskConical } from 'lucide-react';
import type { Channel } from '../../../../shared/analytics-rules';
import type { BudgetTestProposal } from '../../../../shared/budget-plan-rules';
import { formatShare } from '../../../lib/format';
import { ChannelDot } from './budget-plan-figures';

/** "Raise Meta to 45 % for 14 days" */
export function testTitle(test: BudgetTestProposal): string {
  return `${test.change > 0 ? 'Raise' : 'Lower'} ${test.channel} to ${formatShare(test.testShare)} for ${test.days} days`;
}

/** The budget tests the plan proposes for channels whose curve cannot be told yet, and what each will tell. */
export function BudgetTests({ tests }: { tests: BudgetTestProposal[] }) {
  return (
    <ul aria-label="Proposed budget tests" className="grid gap-3 md:grid-cols-2">
      {tests.map((test) => (
        <li
          key={test.channel}
          className="flex gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
        >
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-400">
            <FlaskConical aria-hidden="true" className="size-4" />
          </span>
          <div className="min-w-0">
            <p className="flex items-center gap-2 text-sm font-medium text-slate-900 dark:text-white">
              <ChannelDot channel={test.channel as Channel} />
              {testTitle(test)}
            </p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{test.reason}</p>
            <p className="mt-2 text-xs text-slate-500 tabular-nums dark:text-slate-400">
              Mix during the test:{' '}
              {Object.entries(test.weights)
                .map(([channel, share]) => `${channel} ${formatShare(share)}`)
                .join(' · ')}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
