/** The campaigns feature's public face: what other features may use (DESIGN §3). */
export { countDeliveringCampaigns } from './campaigns.repository';
