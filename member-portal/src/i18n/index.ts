import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import common from '@matrimony/schema/i18n/en/common.json';
import portal from '@matrimony/schema/i18n/en/portal.json';
import { LANG_STORAGE_KEY } from '../lib/user-storage';
import { DEFAULT_LANGUAGE, INTL_LOCALE, LANGUAGES, isLanguage, type Language } from '@matrimony/schema';

/**
 * The portal's language layer (docs/translations.md): i18next with the shared catalogs. English is bundled;
 * Hindi (its catalogs and the Devanagari font) is a separate download, fetched only when Hindi is shown. The
 * choice lives in localStorage `lang`; a first visit follows the browser's languages; <html lang> follows it.
 */

export const i18n = i18next.createInstance();

/** Hindi's files: separate chunks, requested by the backend below only when Hindi is needed. */
const catalogs: Record<string, () => Promise<{ default: object }>> = {
  'hi/common': () => import('@matrimony/schema/i18n/hi/common.json'),
  'hi/portal': () => import('@matrimony/schema/i18n/hi/portal.json'),
};

/** Starts i18next; resolves once the language to show (and, for Hindi, its catalogs) is ready. */
export function setupI18n(): Promise<unknown> {
  i18n.on('languageChanged', applyLanguage);
  return i18n
    .use(resourcesToBackend((lng: string, ns: string) => catalogs[`${lng}/${ns}`]?.() ?? Promise.resolve({ default: {} })))
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: { en: { common, portal } },
      partialBundledLanguages: true,
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: DEFAULT_LANGUAGE,
      ns: ['portal', 'common'],
      defaultNS: 'portal',
      interpolation: { escapeValue: false },
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: LANG_STORAGE_KEY,
        caches: ['localStorage'],
        convertDetectedLanguage: (lng: string) => lng.split('-')[0]!.toLowerCase(),
      },
      react: { useSuspense: false },
    });
}

/** The language shown now ('en' or 'hi'). */
export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/** The Intl locale of the language shown (numbers, dates): en-IN or hi-IN. */
export function intlLocale(): string {
  return INTL_LOCALE[currentLanguage()];
}

/** Keeps the page in step with the language: <html lang>, and the Devanagari font while Hindi is shown. */
function applyLanguage(lng: string): void {
  const language = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  document.documentElement.lang = language;
  if (language === 'hi') void loadDevanagariFont();
}

let fontRequested = false;
/** The self-hosted Noto Sans Devanagari subset (regular and semibold): CSS and files only when Hindi is shown. */
function loadDevanagariFont(): Promise<unknown> {
  if (fontRequested) return Promise.resolve();
  fontRequested = true;
  return Promise.all([
    import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
    import('@fontsource/noto-sans-devanagari/devanagari-600.css'),
  ]);
}

/** Shows another language and remembers it in this browser (the detector writes localStorage `lang`). */
export async function switchLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
}
