import type { FastifyBaseLogger } from 'fastify';
import { runDueSchedules, type ScheduleDeps } from '../features/reports';

/** How often the scheduler looks for report schedules whose slot has passed. */
export const REPORT_SCHEDULER_INTERVAL_MS = 60_000;

/**
 * Sends scheduled reports (features/reports/report-schedules.service.ts): once at start (a slot missed while the
 * server was down goes out now, once), then every minute. Several instances may run it: a slot is claimed by one.
 */
export function startReportScheduler(deps: ScheduleDeps & { log: FastifyBaseLogger }) {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    running ??= runDueSchedules(deps)
      .then((sent) => {
        if (sent) deps.log.info({ sent }, 'scheduled reports sent');
      })
      .catch((error: unknown) => deps.log.warn({ err: error }, 'report scheduler failed'))
      .finally(() => {
        running = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, REPORT_SCHEDULER_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
