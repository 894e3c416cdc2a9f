/**
 * Notification e-mails are not sent between 22:00 and 07:00 India time (docs/product.md, 'Interact'); they are held
 * until 07:00. India has one time zone, UTC+05:30, and no daylight saving.
 */
const IST_OFFSET_MINUTES = 330;
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

/** The India calendar day of a moment, YYYY-MM-DD. */
export function indiaDay(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}
