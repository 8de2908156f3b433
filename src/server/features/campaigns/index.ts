/** The campaigns feature's public face: what other features, jobs and scripts may use (DESIGN §3). */

export { type Viewer, viewerOf } from '../../lib/viewer';
export { campaignPacings, countPacing, refreshPacing, storedPacings } from './campaign-pacing';
export {
  type AppliedReallocation,
  recordReallocation,
  removeReallocation,
} from './campaign-reallocation';
export {
  clearPerformanceWithoutMetrics,
  completeEndedCampaigns,
  markLinkedCampaignsSynced,
  markMetricsImported,
} from './campaign-sources';
export {
  type CampaignRow,
  countDeliveringCampaigns,
  insertCampaign,
  type NewCampaignRow,
  refreshPerformanceMetrics,
  selectModifiableCampaign,
} from './campaigns.repository';
export { CHANNEL_MIX, type ChannelWeightsChange, channelWeightsOn } from './channel-weights';
