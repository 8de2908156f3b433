/** The reports feature's public face: what jobs may use (DESIGN §3). */
export { runDueSchedules, type ScheduleDeps } from './report-schedules.service';
