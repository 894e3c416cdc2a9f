import type { TFunction } from 'i18next';

/**
 * An audit entry's note as a reader of the console's language reads it. The API records a report's category and
 * what was reported as codes (`FAKE_PROFILE (PROFILE)`) and a decision as its code, then the executive's own words
 * (`SUSPEND: words`; graphql-api report.service.ts); the codes are shown as the Reports queue names them, the
 * words as written. Any other note is shown as it is.
 */
export function auditNote(t: TFunction, action: string, note: string | null | undefined): string {
  if (!note) return '';
  const label = (key: string) => t(key, { defaultValue: '' });
  if (action === 'report.create') {
    const made = /^([A-Z_0-9]+) \(([A-Z_]+)\)$/.exec(note);
    const category = made && label(`reports.category.${made[1]}`);
    const context = made && label(`reports.context.${made[2]}`);
    if (category && context) return `${category} · ${context}`;
  }
  if (action === 'report.resolve') {
    const decided = /^([A-Z_]+)(?:: ([\s\S]*))?$/.exec(note);
    const decision = decided && label(`reports.resolution.${decided[1]}`);
    if (decision) return decided![2] ? `${decision}: ${decided![2]}` : decision;
  }
  return note;
}
