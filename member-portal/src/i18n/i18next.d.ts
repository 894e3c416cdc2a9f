import 'i18next';
import type common from '@matrimony/schema/i18n/en/common.json';
import type portal from '@matrimony/schema/i18n/en/portal.json';
import type shell from '@matrimony/schema/i18n/en/shell.json';

// Typed keys: t('search.title'), t('common:errors.NOT_FOUND') and t('shell:nav.login') are checked against the
// English catalogs.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'portal';
    resources: { portal: typeof portal; common: typeof common; shell: typeof shell };
  }
}
