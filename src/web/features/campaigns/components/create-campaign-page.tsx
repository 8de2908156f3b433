import { CampaignWizard } from './campaign-wizard';

/** /campaign/new */
export function CreateCampaignPage() {
  return <CampaignWizard />;
}
