/**
 * A whole number as the locale writes it. The portal's locales (en-IN, hi-IN) write numbers below 1000 in Latin
 * digits without grouping, exactly as String() does, so those (ages, most counts) skip Intl.NumberFormat: its first
 * use in a page loads ICU's number data, about 40 ms of a phone's main thread in the middle of the first screen
 * (docs/performance.md). Larger numbers (12,34,567 in en-IN) go through Intl as before.
 */
export function formatWholeNumber(value: number, locale: string): string {
  if (Number.isInteger(value) && Math.abs(value) < 1000) return String(value);
  return new Intl.NumberFormat(locale).format(value);
}
