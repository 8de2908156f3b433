import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { BUDGET_MIN, CAMPAIGN_MESSAGES, campaignDurationDays } from '../../../../shared/campaigns';
import { useNotify } from '../../../lib/notifications';
import { type DetailsValues, type DraftDetails, detailsSchema } from '../wizard-draft';

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

export interface DetailsStepProps {
  details: DraftDetails;
  /** Today, or an edited campaign's earlier saved start. */
  earliestStart: string;
  onChange: (details: DraftDetails) => void;
  onNext: () => void;
}

/** The details form, kept in step with the draft, and what the step shows from its current values. */
export function useDetailsForm({ details, earliestStart, onChange, onNext }: DetailsStepProps) {
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
  const duration =
    values.startDate && values.endDate ? campaignDurationDays(values.startDate, values.endDate) : null;
  const hasErrors = Object.keys(errors).length > 0;
  const isReady = Boolean(
    values.name?.trim() && values.startDate && values.endDate && budget >= BUDGET_MIN && !hasErrors,
  );

  const onInvalid = () =>
    notify({
      type: 'error',
      title: CAMPAIGN_MESSAGES.validationTitle,
      description: CAMPAIGN_MESSAGES.step1Invalid,
    });

  return {
    register,
    errors,
    startDate: values.startDate,
    budget,
    duration,
    isReady,
    onSubmit: handleSubmit(() => onNext(), onInvalid),
  };
}
