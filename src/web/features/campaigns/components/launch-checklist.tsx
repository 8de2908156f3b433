import { CircleAlert } from 'lucide-react';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import type { ChecklistItem, WizardDraft } from '../wizard-draft';
import { StepSection } from './wizard-parts';

/** SPEC §4 launch checklist and the SPEC §5 message each unchecked item shows. */
const CHECKLIST: { item: ChecklistItem; label: string; message: string }[] = [
  { item: 'approved', label: 'Campaign approved', message: 'Campaign must be approved before launch' },
  { item: 'budget', label: 'Budget confirmed', message: 'Budget must be confirmed before launch' },
  { item: 'targeting', label: 'Targeting reviewed', message: 'Targeting must be reviewed before launch' },
  { item: 'content', label: 'Content approved', message: 'Content must be approved before launch' },
];

/**
 * A launch that goes to approval is not approved yet: its sender confirms it is ready for the approvers instead of
 * ticking "Campaign approved" (issue 30, item 11).
 */
const SUBMISSION_ITEM = {
  item: 'approved',
  label: 'Ready for approval',
  message: 'Confirm the campaign is ready for a marketing director to review',
} as const;

export function LaunchChecklist({
  checklist,
  onChecklistChange,
  isSubmission = false,
}: {
  checklist: WizardDraft['checklist'];
  onChecklistChange: (item: ChecklistItem, checked: boolean) => void;
  /** The launch waits for a director's approval (use-launch-approval.ts). */
  isSubmission?: boolean;
}) {
  const items = isSubmission
    ? CHECKLIST.map((c) => (c.item === 'approved' ? SUBMISSION_ITEM : c))
    : CHECKLIST;
  return (
    <StepSection
      title="Launch Checklist"
      description={
        isSubmission ? 'Confirm each item before submitting.' : 'Confirm each item before launching.'
      }
      className="h-fit"
    >
      <ul className="space-y-4">
        {items.map(({ item, label, message }) => {
          const id = `checklist-${item}`;
          const isChecked = checklist[item];
          return (
            <li key={item}>
              <div className="flex items-center gap-3">
                <Checkbox
                  id={id}
                  checked={isChecked}
                  onCheckedChange={(checked) => onChecklistChange(item, checked === true)}
                  aria-describedby={isChecked ? undefined : `${id}-message`}
                />
                <Label htmlFor={id} className="cursor-pointer">
                  {label}
                </Label>
              </div>
              {isChecked ? null : (
                <p
                  id={`${id}-message`}
                  className="mt-1 ml-8 flex items-start gap-1.5 text-xs text-amber-800 dark:text-amber-300"
                >
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
                  {message}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </StepSection>
  );
}
