import 'i18next';
import type common from '@matrimony/schema/i18n/en/common.json';
import type consoleTexts from '@matrimony/schema/i18n/en/console.json';

// Typed keys: t('usersList.title') and t('common:errors.NOT_FOUND') are checked against the English catalogs.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'console';
    resources: { console: typeof consoleTexts; common: typeof common };
  }
}
