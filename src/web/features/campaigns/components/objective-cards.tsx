import { Megaphone, Repeat, ShoppingCart, TrendingUp } from 'lucide-react';
import { OBJECTIVE_LABELS, type Objective, WIZARD_OBJECTIVES } from '../../../../shared/campaigns-rules';
import { cn } from '../../../lib/cn';
import type { DetailsForm } from './use-details-form';
import { FieldAlert } from './wizard-parts';

const OBJECTIVE_LOOK: Record<Objective, { icon: typeof Megaphone; description: string }> = {
  awareness: { icon: Megaphone, description: 'Reach new people and grow recognition of your brand.' },
  conversion: { icon: ShoppingCart, description: 'Drive purchases, sign-ups and other measurable actions.' },
  retention: { icon: Repeat, description: 'Bring existing customers back and raise their lifetime value.' },
  traffic: { icon: TrendingUp, description: 'Send more visitors to your site or app.' },
};

/** The objective radio group, one card per objective. */
export function ObjectiveCards({
  savedObjective,
  option,
  error,
}: {
  /** The draft's objective, which keeps a card even when the wizard does not offer it. */
  savedObjective: Objective;
  option: DetailsForm['objectiveOption'];
  error: string | undefined;
}) {
  // An edited campaign may have an objective the cards do not offer (traffic): it keeps its own card.
  const objectives: readonly { value: Objective; label: string }[] = WIZARD_OBJECTIVES.some(
    (o) => o.value === savedObjective,
  )
    ? WIZARD_OBJECTIVES
    : [...WIZARD_OBJECTIVES, { value: savedObjective, label: OBJECTIVE_LABELS[savedObjective] }];

  return (
    <fieldset aria-describedby={error ? 'objective-error' : undefined}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Campaign Objective</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        {objectives.map(({ value, label }) => {
          const { icon: Icon, description } = OBJECTIVE_LOOK[value];
          return (
            <label
              key={value}
              className={cn(
                'relative flex cursor-pointer flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 transition-colors duration-150',
                'hover:border-slate-300 has-checked:border-indigo-600 has-checked:bg-indigo-50 has-checked:ring-1 has-checked:ring-indigo-600',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600',
                'dark:border-slate-700 dark:bg-slate-900 dark:has-checked:border-indigo-400 dark:has-checked:bg-indigo-950',
              )}
            >
              <input
                type="radio"
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0"
                {...option(value)}
              />
              <Icon aria-hidden="true" className="size-5 text-indigo-600 dark:text-indigo-400" />
              <span className="text-sm font-semibold text-slate-900 dark:text-white">{label}</span>
              <span className="text-xs leading-5 text-slate-600 dark:text-slate-400">{description}</span>
            </label>
          );
        })}
      </div>
      {error ? <FieldAlert id="objective-error">{error}</FieldAlert> : null}
    </fieldset>
  );
}
