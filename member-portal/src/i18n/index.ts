import { createAppI18n } from '@matrimony/schema/i18n/app';
import common from '@matrimony/schema/i18n/en/common.json';
import portal from '@matrimony/schema/i18n/en/portal.json';

/**
 * The portal's language layer: the shared setup (schema/src/i18n/app.ts, docs/translations.md) with the portal's
 * namespace. English is bundled; Hindi is a separate download, fetched only when Hindi is shown.
 */
export const { i18n, setupI18n, currentLanguage, intlLocale, switchLanguage } = createAppI18n({
  ns: ['portal', 'common'],
  defaultNS: 'portal',
  bundled: { common, portal },
  catalogs: {
    'hi/common': () => import('@matrimony/schema/i18n/hi/common.json'),
    'hi/portal': () => import('@matrimony/schema/i18n/hi/portal.json'),
  },
});
