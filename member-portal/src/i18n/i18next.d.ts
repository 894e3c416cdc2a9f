import 'i18next';
import type common from '@matrimony/schema/i18n/en/common.json';
import type portal from '@matrimony/schema/i18n/en/portal.json';

// Typed keys: t('search.title') and t('common:errors.NOT_FOUND') are checked against the English catalogs.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'portal';
    resources: { portal: typeof portal; common: typeof common };
  }
}
