/** The audience feature's public face: what jobs and other features may use (DESIGN §3). */
export { INTEREST_BENCHMARKS } from './audience.model';
export { averageOrderValue, ensureCustomerProfiles } from './customer-profiles';
