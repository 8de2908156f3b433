import { ArrowRight, CalendarDays } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { Objective } from '../../../../shared/campaigns';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import type { DetailsValues } from '../wizard-draft';
import { BudgetSection } from './budget-section';
import { ObjectiveCards } from './objective-cards';
import { type DetailsStepProps, useDetailsForm } from './use-details-form';
import { NextButton, StepSection, WizardFooter } from './wizard-parts';

export function StepDetails(props: DetailsStepProps) {
  const { details, earliestStart } = props;
  const { register, errors, startDate, budget, duration, isReady, onSubmit } = useDetailsForm(props);

  return (
    <form noValidate onSubmit={onSubmit} onFocus={props.onFocus} className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="space-y-6">
          <CampaignDetailsSection savedObjective={details.objective} register={register} errors={errors} />
          <ScheduleSection
            register={register}
            errors={errors}
            earliestStart={earliestStart}
            startDate={startDate}
            duration={duration}
          />
        </div>

        <BudgetSection budget={budget} register={register} error={errors.budget?.message} />
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

function CampaignDetailsSection({
  savedObjective,
  register,
  errors,
}: {
  savedObjective: Objective;
  register: UseFormRegister<DetailsValues>;
  errors: FieldErrors<DetailsValues>;
}) {
  return (
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
        <ObjectiveCards savedObjective={savedObjective} register={register} error={errors.objective} />
      </div>
    </StepSection>
  );
}

function ScheduleSection({
  register,
  errors,
  earliestStart,
  startDate,
  duration,
}: {
  register: UseFormRegister<DetailsValues>;
  errors: FieldErrors<DetailsValues>;
  earliestStart: string;
  startDate: string | undefined;
  duration: number | null;
}) {
  return (
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
            <Input {...control} {...register('endDate')} type="date" min={startDate || earliestStart} />
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
  );
}
