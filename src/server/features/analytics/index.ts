/** The analytics feature's public face: what other features, jobs and scripts may use (DESIGN §3). */
export {
  campaignBreakdown,
  campaignRevenueBySlice,
  channelBreakdown,
  dailyTrend,
  deliveryDays,
  type MetricsScope,
  overviewFor,
} from './analytics.queries';
export { periodRange } from './analytics.service';
export { clearMetricRollups, ensureRollupsBuilt, refreshMetricRollups } from './metric-rollups';
export { type FigureSources, figureSources, figureSourcesOf } from './provenance';
