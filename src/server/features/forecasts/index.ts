/** The forecasts feature's public face (issue 33): the track record the audience estimate and the report carry. */
export { forecastAccuracy } from './forecasts.service';
