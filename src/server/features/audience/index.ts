/** The audience feature's public face: what jobs may use (DESIGN §3). */
export { INTEREST_BENCHMARKS } from './audience.model';
