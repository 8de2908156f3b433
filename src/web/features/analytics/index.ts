// The analytics feature's public surface: other features import from here, never from its folders.
export { TrackRecord } from './components/forecast-accuracy-card';
