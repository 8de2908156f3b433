import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CAMPAIGN_MESSAGES, campaignDurationDays } from '../../../../shared/campaigns-rules';
import { useNotify } from '../../../lib/notifications';
import {
  type DetailsValues,
  type DraftDetails,
  detailsFormValues,
  detailsFromForm,
  detailsSchema,
  isDetailsReady,
} from '../wizard-draft';

export interface DetailsStepProps {
  details: DraftDetails;
  /** Today, or an edited campaign's earlier saved start. */
  earliestStart: string;
  /** Every change, for the draft's copy in session storage (a reload loses nothing). */
  onSave: (details: DraftDetails) => void;
  /** The details as the step leaves them, by Next or by the browser's own buttons. */
  onCommit: (details: DraftDetails) => void;
  onNext: () => void;
  /** The first focus in the form: someone is working on it (the wizard starts loading its later steps). */
  onFocus?: () => void;
}

/**
 * Step 1's form owns the details while the step is open: every change is saved from it to session storage, and the
 * wizard's draft takes them when the step is left. The step's schema alone decides whether Next may go on.
 */
export function useDetailsForm({ details, earliestStart, onSave, onCommit, onNext }: DetailsStepProps) {
  const notify = useNotify();
  const schema = useMemo(() => detailsSchema(earliestStart), [earliestStart]);
  const {
    register,
    control,
    getValues,
    handleSubmit,
    formState: { errors },
  } = useForm<DetailsValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: detailsFormValues(details),
  });
  const watched = useWatch({ control });
  const values = detailsFromForm(watched);

  useEffect(() => onSave(detailsFromForm(watched)), [watched, onSave]);
  useEffect(() => () => onCommit(detailsFromForm(getValues())), [onCommit, getValues]);

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
    budget: values.budget ?? 0,
    duration:
      values.startDate && values.endDate ? campaignDurationDays(values.startDate, values.endDate) : null,
    isReady: isDetailsReady(values, earliestStart),
    onSubmit: handleSubmit(() => {
      onCommit(detailsFromForm(getValues()));
      onNext();
    }, onInvalid),
  };
}
