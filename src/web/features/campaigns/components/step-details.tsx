import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight, CalendarDays, Megaphone, Repeat, ShoppingCart, TrendingUp, Wand2 } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  BUDGET_MAX,
  BUDGET_MIN,
  budgetPreview,
  CAMPAIGN_MESSAGES,
  campaignDurationDays,
  OBJECTIVE_LABELS,
  type Objective,
  WIZARD_OBJECTIVES,
} from '../../../../shared/campaigns';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { formatWholeDollars } from '../../../lib/format';
import { useNotify } from '../../../lib/notifications';
import { type DetailsValues, type DraftDetails, detailsSchema } from '../wizard-draft';
import { FieldAlert, NextButton, StepSection, WizardFooter } from './wizard-parts';

const OBJECTIVE_LOOK: Record<Objective, { icon: typeof Megaphone; description: string }> = {
  awareness: { icon: Megaphone, description: 'Reach new people and grow recognition of your brand.' },
  conversion: { icon: ShoppingCart, description: 'Drive purchases, sign-ups and other measurable actions.' },
  retention: { icon: Repeat, description: 'Bring existing customers back and raise their lifetime value.' },
  traffic: { icon: TrendingUp, description: 'Send more visitors to your site or app.' },
};

/** A number field reads NaN when empty; the draft stores that as null. */
function toDraft(values: Partial<DetailsValues>): DraftDetails {
  const budget = typeof values.budget === 'number' && Number.isFinite(values.budget) ? values.budget : null;
  return {
    name: values.name ?? '',
    description: values.description ?? '',
    objective: values.objective ?? 'conversion',
    budget,
    startDate: values.startDate ?? '',
    endDate: values.endDate ?? '',
  };
}

export function StepDetails({
  details,
  earliestStart,
  onChange,
  onNext,
}: {
  details: DraftDetails;
  /** Today, or an edited campaign's earlier saved start. */
  earliestStart: string;
  onChange: (details: DraftDetails) => void;
  onNext: () => void;
}) {
  const notify = useNotify();
  const schema = useMemo(() => detailsSchema(earliestStart), [earliestStart]);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<DetailsValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { ...details, budget: details.budget ?? Number.NaN },
  });
  const values = useWatch({ control });

  useEffect(() => {
    onChange(toDraft(values));
  }, [values, onChange]);

  const budget = typeof values.budget === 'number' && Number.isFinite(values.budget) ? values.budget : 0;
  const preview = budgetPreview(Math.max(0, budget));
  const duration =
    values.startDate && values.endDate ? campaignDurationDays(values.startDate, values.endDate) : null;
  const hasErrors = Object.keys(errors).length > 0;
  const isReady = Boolean(
    values.name?.trim() && values.startDate && values.endDate && budget >= BUDGET_MIN && !hasErrors,
  );
  // An edited campaign may have an objective the cards do not offer (traffic): it keeps its own card.
  const objectives: readonly { value: Objective; label: string }[] = WIZARD_OBJECTIVES.some(
    (o) => o.value === details.objective,
  )
    ? WIZARD_OBJECTIVES
    : [...WIZARD_OBJECTIVES, { value: details.objective, label: OBJECTIVE_LABELS[details.objective] }];

  const onInvalid = () =>
    notify({
      type: 'error',
      title: CAMPAIGN_MESSAGES.validationTitle,
      description: CAMPAIGN_MESSAGES.step1Invalid,
    });

  return (
    <form noValidate onSubmit={handleSubmit(() => onNext(), onInvalid)} className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="space-y-6">
          <StepSection
            title="Campaign Details"
            description="Name your campaign and tell us what it should achieve."
          >
            <div className="space-y-5">
              <FormField label="Campaign Name" error={errors.name?.message}>
                {(control) => (
                  <Input
                    {...control}
                    {...register('name')}
                    placeholder="e.g. Summer Sale 2026"
                    autoComplete="off"
                    maxLength={120}
                  />
                )}
              </FormField>
              <FormField
                label="Description"
                hint="Optional, up to 500 characters."
                error={errors.description?.message}
              >
                {(control) => (
                  <Textarea
                    {...control}
                    {...register('description')}
                    rows={3}
                    placeholder="What is this campaign about?"
                  />
                )}
              </FormField>
              <fieldset aria-describedby={errors.objective ? 'objective-error' : undefined}>
                <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
                  Campaign Objective
                </legend>
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
                          value={value}
                          className="absolute inset-0 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0"
                          {...register('objective')}
                        />
                        <Icon aria-hidden="true" className="size-5 text-indigo-600 dark:text-indigo-400" />
                        <span className="text-sm font-semibold text-slate-900 dark:text-white">{label}</span>
                        <span className="text-xs leading-5 text-slate-600 dark:text-slate-400">
                          {description}
                        </span>
                      </label>
                    );
                  })}
                </div>
                {errors.objective ? (
                  <FieldAlert id="objective-error">{errors.objective.message}</FieldAlert>
                ) : null}
              </fieldset>
            </div>
          </StepSection>

          <StepSection title="Schedule" description="When should the campaign run?">
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField label="Start Date" error={errors.startDate?.message}>
                {(control) => (
                  <Input
                    {...control}
                    {...register('startDate', { deps: ['endDate'] })}
                    type="date"
                    min={earliestStart}
                  />
                )}
              </FormField>
              <FormField label="End Date" error={errors.endDate?.message}>
                {(control) => (
                  <Input
                    {...control}
                    {...register('endDate')}
                    type="date"
                    min={values.startDate || earliestStart}
                  />
                )}
              </FormField>
            </div>
            {duration !== null && duration > 0 ? (
              <p className="mt-4 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
                <CalendarDays aria-hidden="true" className="size-4 text-slate-500" />
                <span>
                  Campaign duration: <strong className="tabular-nums">{duration}</strong>{' '}
                  {duration === 1 ? 'day' : 'days'}
                </span>
              </p>
            ) : null}
          </StepSection>
        </div>

        <StepSection title="Budget" className="h-fit">
          <FormField
            label="Total Budget (USD)"
            hint="Between $100 and $1,000,000."
            error={errors.budget?.message}
          >
            {(control) => (
              <div className="relative">
                <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500">
                  $
                </span>
                <Input
                  {...control}
                  {...register('budget', { valueAsNumber: true })}
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
          <div className="mt-5 rounded-lg border border-indigo-100 bg-indigo-50/60 p-4 dark:border-indigo-900 dark:bg-indigo-950/40">
            <p className="flex items-center gap-2 text-sm font-semibold text-indigo-900 dark:text-indigo-100">
              <Wand2 aria-hidden="true" className="size-4" />
              AI budget optimization
            </p>
            <dl className="mt-3 space-y-2 text-sm" aria-label="Budget optimization preview">
              {(
                [
                  ['Content creation (20%)', preview.contentCreation],
                  ['Ad spend (70%)', preview.adSpend],
                  ['Analytics & optimization (10%)', preview.analytics],
                ] as const
              ).map(([label, amount]) => (
                <div key={label} className="flex items-center justify-between gap-3">
                  <dt className="text-slate-700 dark:text-slate-300">{label}</dt>
                  <dd className="font-medium tabular-nums text-slate-900 dark:text-white">
                    {formatWholeDollars(amount)}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </StepSection>
      </div>

      <WizardFooter>
        <span className="hidden sm:block" />
        <NextButton
          type="submit"
          isReady={isReady}
          readyLabel="Continue to Audience Builder"
          blockedHint="Complete Required Fields"
          icon={<ArrowRight aria-hidden="true" className="size-4" />}
        />
      </WizardFooter>
    </form>
  );
}
