export { metricsRoutes } from './metrics.routes';
export {
  applyMetricsImport,
  importMetrics,
  type MetricsImportDeps,
  type MetricsImportQuery,
  readMetricsImport,
} from './metrics-import.service';
export {
  CHANNEL_BENCHMARKS,
  runDeliverySimulator,
  type SimulationResult,
  type SimulatorOptions,
  simulateDay,
} from './metrics-simulator';
export {
  METRICS_WRITE_LOCK_KEY,
  type MetricsWriteResult,
  type MetricsWriterDeps,
  type MetricWrite,
  writeMetrics,
} from './metrics-writer';
