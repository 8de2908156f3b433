import { parseStoredDraft } from '../wizard-draft-schema';
import { WizardBody, type WizardBodyProps } from './wizard-body';

/**
 * The wizard resumed from a draft in session storage. The draft is checked against its schema before the wizard
 * uses it, and the schema (with zod) downloads only here: a wizard with nothing to resume never needs it.
 */
export function RestoredWizard({
  campaign,
  stored,
}: Omit<WizardBodyProps, 'restored'> & { stored: unknown }) {
  return <WizardBody campaign={campaign} restored={parseStoredDraft(stored)} />;
}
