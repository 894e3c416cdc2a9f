/**
 * Languages the product speaks (docs/translations.md). English is the default and keeps the product's original
 * words exactly; stored values (reference lists) stay English, only what is shown is translated.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** localStorage key of the apps' language choice. */
export const LANG_STORAGE_KEY = 'lang';

/** Intl locale used to format numbers and dates for a language. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'hi';
}
