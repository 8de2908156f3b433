/** The audience feature's public face: what jobs and other features may use (DESIGN §3). */
export { type AudienceModelInput, INTEREST_BENCHMARKS, predictAudience } from './audience.model';
export { averageOrderValue, ensureCustomerProfiles } from './customer-profiles';
export { type CalibrationOptions, workspaceCalibration } from './workspace-calibration';
