export { metricsRoutes } from './metrics.routes';
export {
  applyMetricsImport,
  importMetrics,
  type MetricsImportDeps,
  type MetricsImportQuery,
  readMetricsImport,
} from './metrics-import.service';
export {
  METRICS_WRITE_LOCK_KEY,
  type MetricsWriteResult,
  type MetricsWriterDeps,
  type MetricWrite,
  writeMetrics,
} from './metrics-writer';
