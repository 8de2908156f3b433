import { Wand2 } from 'lucide-react';
import { BUDGET_MAX, BUDGET_MIN, budgetPreview } from '../../../../shared/campaigns-rules';
import { FigureList } from '../../../components/figure-list';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { budgetMessage, budgetRangeHint } from '../../../lib/budget-messages';
import { cn } from '../../../lib/cn';
import { displayCurrency } from '../../../lib/display-currency';
import { currencySymbol, formatWholeMoney } from '../../../lib/format';
import type { DetailsForm } from './use-details-form';
import { StepSection } from './wizard-parts';

/** Room for the currency's prefix inside the field: "$" and "€" are one character, "CA$" or "IDR" three. */
const PREFIX_PADDING = ['pl-7', 'pl-7', 'pl-9', 'pl-12'];

export function BudgetSection({ form }: { form: DetailsForm }) {
  const symbol = currencySymbol();
  return (
    <StepSection title="Budget" className="h-fit">
      <FormField
        label={`Total Budget (${displayCurrency()})`}
        hint={budgetRangeHint()}
        error={budgetMessage(form.errors.budget)}
      >
        {(control) => (
          <div className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500"
            >
              {symbol}
            </span>
            <Input
              {...control}
              {...form.budgetField()}
              type="number"
              inputMode="decimal"
              min={BUDGET_MIN}
              max={BUDGET_MAX}
              step="any"
              className={cn(PREFIX_PADDING[Math.min(symbol.length, 3)], 'tabular-nums')}
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
          ['Content creation (20%)', formatWholeMoney(preview.contentCreation)],
          ['Ad spend (70%)', formatWholeMoney(preview.adSpend)],
          ['Analytics & optimization (10%)', formatWholeMoney(preview.analytics)],
        ]}
      />
    </div>
  );
}
