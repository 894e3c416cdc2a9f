/**
 * A moment (ISO timestamp) as the screen's language writes it: day, short month, year and time. Hindi names the
 * part of the day ("दोपहर 2:29") where Intl would otherwise write the Latin "pm" into a Devanagari line.
 */
export function formatDateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  return new Date(iso).toLocaleString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(locale.startsWith('hi') ? { dayPeriod: 'short' as const } : {}),
  });
}
