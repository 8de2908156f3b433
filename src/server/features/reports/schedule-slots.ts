import { addDays, isoWeekday } from '../../../shared/dates';
import type { ScheduleFrequency } from '../../../shared/report-schedules';
import { todayIn, zonedHour } from '../../../shared/zoned-dates';

/**
 * The next slot of a schedule strictly after `after`: the next weekday `day` (ISO, 1 = Monday) or day of the month
 * `day` (1–28), at `hour`:00 on the workspace's clock.
 */
export function nextSlot(
  schedule: { frequency: ScheduleFrequency; day: number; hour: number },
  timeZone: string,
  after: Date,
): Date {
  const today = todayIn(timeZone, after);
  if (schedule.frequency === 'weekly') {
    for (let offset = 0; offset <= 14; offset += 1) {
      const date = addDays(today, offset);
      if (isoWeekday(date) !== schedule.day) continue;
      const slot = zonedHour(date, schedule.hour, timeZone);
      if (slot > after) return slot;
    }
  } else {
    const [year, month] = today.split('-').map(Number) as [number, number];
    for (let offset = 0; offset <= 2; offset += 1) {
      const m = month - 1 + offset;
      const date = `${year + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-${String(schedule.day).padStart(2, '0')}`;
      const slot = zonedHour(date, schedule.hour, timeZone);
      if (slot > after) return slot;
    }
  }
  throw new Error(`no slot found for ${JSON.stringify(schedule)}`);
}
