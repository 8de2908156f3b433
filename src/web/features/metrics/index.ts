// The metrics feature's public surface: pages import from here, never from its folders.
export { ImportMetricsButton } from './components/import-metrics-button';
