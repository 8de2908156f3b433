/** The insights feature's public face: what other features may use (DESIGN §3). */

export { type EngineResult, runInsightsEngine } from './engine/insights-engine';
export { insightViewerOf } from './insight-viewer';
export {
  type InsightViewer,
  selectAppliedInsights,
  selectInsights,
  toInsightSummary,
} from './insights.repository';
export { measureOutcomes } from './outcomes';
