import { createAppI18n } from '@matrimony/schema/i18n/app';
import shell from '@matrimony/schema/i18n/en/shell.json';

/**
 * The portal's language layer: the shared setup (schema/src/i18n/app.ts, docs/translations.md) with the portal's
 * namespaces. Only `shell` (the top bar, the footer and the landing page) comes with the first download, in
 * English; `portal` (every other screen) and `common` (API messages, reference labels) load with the first screen
 * that needs them (`withTexts`), and Hindi's catalogs only when Hindi is shown.
 */
export const { i18n, setupI18n, currentLanguage, intlLocale, switchLanguage, settleLanguageAtLogin } = createAppI18n({
  ns: ['shell'],
  defaultNS: 'portal',
  bundled: { shell },
  catalogs: {
    'en/portal': () => import('@matrimony/schema/i18n/en/portal.json'),
    'en/common': () => import('@matrimony/schema/i18n/en/common.json'),
    'hi/shell': () => import('@matrimony/schema/i18n/hi/shell.json'),
    'hi/portal': () => import('@matrimony/schema/i18n/hi/portal.json'),
    'hi/common': () => import('@matrimony/schema/i18n/hi/common.json'),
  },
});

/** The namespaces of every screen but the landing page. */
const SCREEN_NAMESPACES = ['portal', 'common'] as const;

/**
 * For `lazy()`: a screen's (or dialog's) code together with its texts, fetched side by side, so it never paints
 * keys while its catalog is still on the way. Later language switches load them in the new language too.
 */
export function withTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), i18n.loadNamespaces([...SCREEN_NAMESPACES])]).then(([module]) => module);
}
