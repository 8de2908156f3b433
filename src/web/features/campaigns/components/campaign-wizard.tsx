import { type ReactNode, useState } from 'react';
import type { Campaign } from '../../../../shared/campaigns';
import { PageHeader } from '../../../components/layout/page-header';
import { PageSkeleton } from '../../../components/ui/loading-frames';
import { LazyArea, lazyComponent } from '../../../lib/lazy';
import { draftStorageKey, readStoredDraft } from '../wizard-draft';
import { WizardBody } from './wizard-body';

const RestoredWizard = lazyComponent(() => import('./restored-wizard').then((m) => m.RestoredWizard));

/**
 * The four-step campaign wizard (SPEC §2), for a new campaign or an edit. The step lives in the address (?step=N),
 * so the browser's back and forward buttons move between steps; the input lives in session storage, so a reload
 * or a stray back loses nothing. `summary` shows under the page's title (an edited campaign's pacing).
 */
export function CampaignWizard({ campaign, summary }: { campaign?: Campaign; summary?: ReactNode }) {
  // Read once: from here on the wizard itself writes the stored draft.
  const [stored] = useState(() => readStoredDraft(draftStorageKey(campaign?.id)));

  return (
    <div className="space-y-6">
      <PageHeader
        title={campaign ? 'Edit Campaign' : 'Create Campaign'}
        description={
          campaign
            ? `Update ${campaign.name}: its brief, audience and content.`
            : 'Describe your campaign, choose its audience and generate on-brand content, then review and launch.'
        }
        back={
          campaign
            ? { to: '/campaigns', label: 'Back to Campaigns' }
            : { to: '/', label: 'Back to Dashboard' }
        }
      />
      {summary}
      <LazyArea fallback={<PageSkeleton label="Restoring your draft" />}>
        {stored === null ? (
          <WizardBody campaign={campaign} />
        ) : (
          <RestoredWizard campaign={campaign} stored={stored} />
        )}
      </LazyArea>
    </div>
  );
}
