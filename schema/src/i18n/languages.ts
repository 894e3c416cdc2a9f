/**
 * Languages the product speaks (docs/translations.md). English is the default and keeps the product's original
 * words exactly; stored values (reference lists) stay English, only what is shown is translated.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** localStorage key of the apps' language choice. */
export const LANG_STORAGE_KEY = 'lang';

/**
 * localStorage key set when someone in this browser pressed the language switch. Only such a choice is saved on an
 * account at login; a language the browser merely detected gives way to the account's own (docs/translations.md).
 */
export const LANG_CHOSEN_STORAGE_KEY = 'langChosen';

/** Intl locale used to format numbers and dates for a language. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'hi';
}
