import { Wand2 } from 'lucide-react';
import { BUDGET_MAX, BUDGET_MIN, budgetPreview } from '../../../../shared/campaigns-rules';
import { FigureList } from '../../../components/figure-list';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { formatWholeDollars } from '../../../lib/format';
import type { DetailsForm } from './use-details-form';
import { StepSection } from './wizard-parts';

export function BudgetSection({ form }: { form: DetailsForm }) {
  return (
    <StepSection title="Budget" className="h-fit">
      <FormField label="Total Budget (USD)" hint="Between $100 and $1,000,000." error={form.errors.budget}>
        {(control) => (
          <div className="relative">
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500">
              $
            </span>
            <Input
              {...control}
              {...form.budgetField()}
              type="number"
              inputMode="decimal"
              min={BUDGET_MIN}
              max={BUDGET_MAX}
              step="any"
              className="pl-7 tabular-nums"
            />
          </div>
        )}
      </FormField>
      <BudgetOptimizationPreview budget={form.budget} />
    </StepSection>
  );
}

/** How the AI would split the budget, updated as the amount is typed. */
function BudgetOptimizationPreview({ budget }: { budget: number }) {
  const preview = budgetPreview(Math.max(0, budget));
  return (
    <div className="mt-5 rounded-lg border border-indigo-100 bg-indigo-50/60 p-4 dark:border-indigo-900 dark:bg-indigo-950/40">
      <p className="flex items-center gap-2 text-sm font-semibold text-indigo-900 dark:text-indigo-100">
        <Wand2 aria-hidden="true" className="size-4" />
        AI budget optimization
      </p>
      <FigureList
        label="Budget optimization preview"
        className="mt-3"
        items={[
          ['Content creation (20%)', formatWholeDollars(preview.contentCreation)],
          ['Ad spend (70%)', formatWholeDollars(preview.adSpend)],
          ['Analytics & optimization (10%)', formatWholeDollars(preview.analytics)],
        ]}
      />
    </div>
  );
}
