/** A moment (ISO timestamp) as the screen's language writes it: day, short month, year and time. */
export function formatDateTime(iso: string | null | undefined, locale: string): string {
  return iso ? new Date(iso).toLocaleString(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }) : '';
}
