/** The insights feature's public face: the list and the cards other screens show insights with (DESIGN §3). */
export { insightsOf, totalOf, useInsightList } from './api/get-insights';
export { InsightCard } from './components/insight-card';
export { InsightNotes } from './components/insight-notes';
