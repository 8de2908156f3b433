/** The auth feature's public face: what other features, jobs and scripts may use (DESIGN §3). */
export { setUserDisabled, setUserRole } from './auth.repository';
export { purgeResetTokensExpiredBefore } from './password-reset.service';
export { clearTwoFactor } from './two-factor.repository';
