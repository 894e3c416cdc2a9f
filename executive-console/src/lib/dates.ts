import { formatMoment } from '@matrimony/schema/i18n/app';

/** A moment (ISO timestamp) as the screen's language writes it: day, short month, year and time. */
export function formatDateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  return formatMoment(iso, locale, { year: true });
}
