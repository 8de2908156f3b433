export { metricsRoutes } from './metrics.routes';
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
