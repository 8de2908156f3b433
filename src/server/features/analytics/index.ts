/** The analytics feature's public face: what other features, jobs and scripts may use (DESIGN §3). */
export { ensureRollupsBuilt, refreshMetricRollups } from './metric-rollups';
