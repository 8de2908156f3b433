/** The Google Ads feature's public face: what jobs may use (DESIGN §3). */
export { isGoogleAdsConnected } from './google-ads.connection';
export { syncGoogleAds } from './google-ads.sync';
