/** The Google Ads feature's public face: what jobs may use (DESIGN §3). */
export { isGoogleAdsConnected, syncGoogleAds } from './google-ads.service';
