import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import {
  type CampaignDetailsField,
  type CampaignDetailsIssues,
  campaignDetailsIssues,
} from '../../../../shared/campaign-details-rules';
import { CAMPAIGN_MESSAGES, campaignDurationDays, type Objective } from '../../../../shared/campaigns-rules';
import { useNotify } from '../../../lib/notifications';
import type { DraftDetails } from '../wizard-draft';

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

type TextField = Exclude<CampaignDetailsField, 'objective' | 'budget'>;
type FieldChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

/**
 * Step 1's form owns the details while the step is open: every change is saved from it to session storage, and the
 * wizard's draft takes them when the step is left. One rule (campaign-details-rules.ts, no zod) decides the errors
 * and whether Next may go on. A field's error shows once the field is changed, and every error once Next is pressed.
 * The inputs are uncontrolled (they keep what is typed, "12." included); their changes update the values.
 */
export function useDetailsForm({ details, earliestStart, onSave, onCommit, onNext }: DetailsStepProps) {
  const notify = useNotify();
  const [values, setValues] = useState(details);
  const [touched, setTouched] = useState<ReadonlySet<CampaignDetailsField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
    onSave(values);
  }, [values, onSave]);
  useEffect(() => () => onCommit(latest.current), [onCommit]);

  const issues = campaignDetailsIssues(values, earliestStart);
  const isReady = Object.keys(issues).length === 0;
  const errors: CampaignDetailsIssues = submitted
    ? issues
    : Object.fromEntries(
        Object.entries(issues).filter(([field]) => touched.has(field as CampaignDetailsField)),
      );

  function change<F extends CampaignDetailsField>(field: F, value: DraftDetails[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    // A new start can break or mend an entered end date.
    const alsoEnd = field === 'startDate' && values.endDate !== '';
    setTouched((current) => new Set(current).add(field).add(alsoEnd ? 'endDate' : field));
  }

  return {
    errors,
    isReady,
    startDate: values.startDate,
    budget: values.budget ?? 0,
    duration:
      values.startDate && values.endDate ? campaignDurationDays(values.startDate, values.endDate) : null,
    textField: (name: TextField) => ({
      name,
      defaultValue: details[name],
      onChange: (event: FieldChange) => change(name, event.target.value),
    }),
    budgetField: () => ({
      name: 'budget',
      defaultValue: details.budget ?? '',
      // An empty or unreadable number field reads NaN: the draft keeps null, which the rule calls "below $100".
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const amount = event.target.valueAsNumber;
        change('budget', Number.isFinite(amount) ? amount : null);
      },
    }),
    objectiveOption: (value: Objective) => ({
      name: 'objective',
      value,
      defaultChecked: details.objective === value,
      onChange: () => change('objective', value),
    }),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (isReady) {
        onCommit(values);
        onNext();
        return;
      }
      setSubmitted(true);
      notify({
        type: 'error',
        title: CAMPAIGN_MESSAGES.validationTitle,
        description: CAMPAIGN_MESSAGES.step1Invalid,
      });
      // Focus goes to the first field in the form (in its order on the page) that needs fixing.
      const first = [...event.currentTarget.elements].find(
        (element): element is HTMLInputElement | HTMLTextAreaElement =>
          'name' in element && (element.name as string) in issues,
      );
      first?.focus();
    },
  };
}
export type DetailsForm = ReturnType<typeof useDetailsForm>;
