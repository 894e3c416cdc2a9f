import { INDIA_UTC_OFFSET_MINUTES } from '@matrimony/schema';

/**
 * Notification e-mails are not sent between 22:00 and 07:00 India time (docs/product.md, 'Interact'); they are held
 * until 07:00. India has one time zone, UTC+05:30, and no daylight saving.
 */
const IST_OFFSET_MINUTES = INDIA_UTC_OFFSET_MINUTES;
const QUIET_START = 22 * 60;
const QUIET_END = 7 * 60;

/** When a notification e-mail may go out if it is `now`: null for at once, else the next 07:00 India time. */
export function quietHoursEnd(now: Date): Date | null {
  const istMs = now.getTime() + IST_OFFSET_MINUTES * 60_000;
  const ist = new Date(istMs);
  const minutes = ist.getUTCHours() * 60 + ist.getUTCMinutes();
  if (minutes >= QUIET_END && minutes < QUIET_START) return null;
  const morning = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), 7, 0, 0, 0) + (minutes >= QUIET_START ? 86_400_000 : 0);
  return new Date(morning - IST_OFFSET_MINUTES * 60_000);
}

const DAY_MS = 86_400_000;
/** The last day `indiaDay` worked out, and the moments it spans (every connected profile view asks for today). */
let lastDay = { start: 0, end: 0, day: '' };

/** The India calendar day of a moment, YYYY-MM-DD. */
export function indiaDay(now: Date): string {
  const t = now.getTime();
  if (t >= lastDay.start && t < lastDay.end) return lastDay.day;
  const ist = t + IST_OFFSET_MINUTES * 60_000;
  const midnight = ist - (((ist % DAY_MS) + DAY_MS) % DAY_MS); // India's midnight, on the shifted clock
  const day = new Date(midnight).toISOString().slice(0, 10);
  lastDay = { start: midnight - IST_OFFSET_MINUTES * 60_000, end: midnight - IST_OFFSET_MINUTES * 60_000 + DAY_MS, day };
  return day;
}
