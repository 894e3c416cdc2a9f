import { createAppI18n } from '@matrimony/schema/i18n/app';
import common from '@matrimony/schema/i18n/en/common.json';
import consoleTexts from '@matrimony/schema/i18n/en/console.json';

/**
 * The console's language layer: the shared setup (schema/src/i18n/app.ts, docs/translations.md) with the
 * console's namespace. English is bundled; Hindi is a separate download, fetched only when Hindi is shown.
 */
export const { i18n, setupI18n, currentLanguage, intlLocale, switchLanguage, settleLanguageAtLogin } = createAppI18n({
  ns: ['console', 'common'],
  defaultNS: 'console',
  bundled: { common, console: consoleTexts },
  catalogs: {
    'hi/common': () => import('@matrimony/schema/i18n/hi/common.json'),
    'hi/console': () => import('@matrimony/schema/i18n/hi/console.json'),
  },
});
