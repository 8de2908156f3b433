import { ArrowRight, CalendarDays } from 'lucide-react';
import type { Objective } from '../../../../shared/campaigns-rules';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { BudgetSection } from './budget-section';
import { ObjectiveCards } from './objective-cards';
import { type DetailsForm, type DetailsStepProps, useDetailsForm } from './use-details-form';
import { NextButton, StepSection, WizardFooter } from './wizard-parts';

export function StepDetails(props: DetailsStepProps) {
  const { details, earliestStart } = props;
  const form = useDetailsForm(props);

  return (
    <form noValidate onSubmit={form.onSubmit} onFocus={props.onFocus} className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="space-y-6">
          <CampaignDetailsSection savedObjective={details.objective} form={form} />
          <ScheduleSection form={form} earliestStart={earliestStart} />
        </div>

        <BudgetSection form={form} />
      </div>

      <WizardFooter>
        <span className="hidden sm:block" />
        <NextButton
          type="submit"
          isReady={form.isReady}
          readyLabel="Continue to Audience Builder"
          blockedHint="Complete Required Fields"
          icon={<ArrowRight aria-hidden="true" className="size-4" />}
        />
      </WizardFooter>
    </form>
  );
}

function CampaignDetailsSection({ savedObjective, form }: { savedObjective: Objective; form: DetailsForm }) {
  const { errors, textField } = form;
  return (
    <StepSection
      title="Campaign Details"
      description="Name your campaign and tell us what it should achieve."
    >
      <div className="space-y-5">
        <FormField label="Campaign Name" error={errors.name}>
          {(control) => (
            <Input
              {...control}
              {...textField('name')}
              placeholder="e.g. Summer Sale 2026"
              autoComplete="off"
              maxLength={120}
            />
          )}
        </FormField>
        <FormField label="Description" hint="Optional, up to 500 characters." error={errors.description}>
          {(control) => (
            <Textarea
              {...control}
              {...textField('description')}
              rows={3}
              placeholder="What is this campaign about?"
            />
          )}
        </FormField>
        <ObjectiveCards
          savedObjective={savedObjective}
          option={form.objectiveOption}
          error={errors.objective}
        />
      </div>
    </StepSection>
  );
}

function ScheduleSection({ form, earliestStart }: { form: DetailsForm; earliestStart: string }) {
  const { errors, textField, startDate, duration } = form;
  return (
    <StepSection title="Schedule" description="When should the campaign run?">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Start Date" error={errors.startDate}>
          {(control) => <Input {...control} {...textField('startDate')} type="date" min={earliestStart} />}
        </FormField>
        <FormField label="End Date" error={errors.endDate}>
          {(control) => (
            <Input {...control} {...textField('endDate')} type="date" min={startDate || earliestStart} />
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
