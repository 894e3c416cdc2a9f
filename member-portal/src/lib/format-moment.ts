import { formatMoment } from '@matrimony/schema/i18n/app';
import { intlLocale } from '../i18n';

/** A moment (ISO timestamp) in the screen's language: day, short month and time of day (`formatMoment`). */
export function momentText(iso: string): string {
  return formatMoment(iso, intlLocale());
}
