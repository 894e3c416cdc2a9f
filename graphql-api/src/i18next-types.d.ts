import 'i18next';
import type { CommonCatalog } from '@matrimony/schema';

// Typed keys: t('errors.NOT_FOUND') is checked against the English `common` catalog.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: CommonCatalog };
  }
}
