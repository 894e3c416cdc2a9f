import i18next, { type i18n as I18n, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, INTL_LOCALE, LANGUAGES, LANG_CHOSEN_STORAGE_KEY, LANG_STORAGE_KEY, isLanguage, type Language } from './languages.js';

/**
 * The language layer of both web apps (docs/translations.md), in one place: i18next with react-i18next, the
 * language detector (an address's `?lang=` from an e-mail's link, then localStorage `lang`, then the browser's
 * languages) and resources-to-backend for every catalog
 * that is not bundled. Each app passes only what differs: its namespaces, the English texts it bundles and the
 * loaders of the rest. <html lang> follows the language, and the self-hosted Noto Sans Devanagari subset is
 * fetched the first time Hindi is shown. Browser only (the API uses `resources` instead).
 */

/** A catalog loaded on demand, as a dynamic import of its JSON file gives it. */
export type CatalogLoader = () => Promise<{ default: object }>;

export interface AppI18nOptions {
  /** Namespaces ready before the first paint; the others load when a screen asks for them. */
  ns: readonly string[];
  /** The namespace of `t('key')` without a prefix. */
  defaultNS: string;
  /** English namespaces bundled with the app (shown at once); any other namespace loads through `catalogs`. */
  bundled: Resource[string];
  /** Loaders of every other catalog, by `language/namespace` ('hi/portal', 'en/common', ...). */
  catalogs: Record<string, CatalogLoader>;
}

export interface AppI18n {
  i18n: I18n;
  /** Starts i18next; resolves once the language to show and the `ns` namespaces in it are ready. */
  setupI18n(): Promise<unknown>;
  /** The language shown now ('en' or 'hi'). */
  currentLanguage(): Language;
  /** The Intl locale of the language shown (numbers, dates): en-IN or hi-IN. */
  intlLocale(): string;
  /**
   * The language switch: shows another language and remembers it in this browser as a choice (the detector writes
   * localStorage `lang`; `langChosen` records that a person chose it).
   */
  switchLanguage(language: Language): Promise<void>;
  /**
   * At login, settles which language wins, the screen's or the account's: a language someone chose with the switch
   * in this browser is returned, for the caller to save on the account; otherwise the account's saved language is
   * shown from now on (a Hindi member logging in on an English browser gets Hindi, and keeps Hindi e-mails) and
   * null is returned. Also null when the two already agree.
   */
  settleLanguageAtLogin(accountLanguage: Language | null | undefined): Promise<Language | null>;
}

/** The browser's localStorage, without making this package depend on the DOM's types. */
function storage(): { getItem(key: string): string | null; setItem(key: string, value: string): void } | undefined {
  try {
    return (globalThis as { localStorage?: { getItem(key: string): string | null; setItem(key: string, value: string): void } }).localStorage;
  } catch {
    return undefined; // storage disabled by the browser's settings
  }
}

/**
 * Once the detector has read an address's `?lang=` (before the app renders), the address forgets it: the app's own
 * parameters stay as they were, and a bookmark does not pin the language.
 */
function dropLanguageFromAddress(): void {
  const w = globalThis as { location?: { href: string }; history?: { replaceState(data: unknown, unused: string, url: string): void; state: unknown } };
  if (!w.location || !w.history) return;
  const url = new URL(w.location.href);
  if (!url.searchParams.has(LANG_STORAGE_KEY)) return;
  url.searchParams.delete(LANG_STORAGE_KEY);
  w.history.replaceState(w.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The page's <html> element, without making this package depend on the DOM's types. */
function htmlElement(): { lang: string } | undefined {
  return (globalThis as { document?: { documentElement: { lang: string } } }).document?.documentElement;
}

let fontRequested = false;
/** The self-hosted Noto Sans Devanagari subset (regular and semibold): CSS and files only when Hindi is shown. */
function loadDevanagariFont(): void {
  if (fontRequested) return;
  fontRequested = true;
  void Promise.all([
    import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
    import('@fontsource/noto-sans-devanagari/devanagari-600.css'),
  ]);
}

/** Keeps the page in step with the language: <html lang>, and the Devanagari font while Hindi is shown. */
function applyLanguage(lng: string): void {
  const language = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  const html = htmlElement();
  if (html) html.lang = language;
  if (language === 'hi') loadDevanagariFont();
}

export function createAppI18n(options: AppI18nOptions): AppI18n {
  const i18n = i18next.createInstance();

  function currentLanguage(): Language {
    const lng = i18n.resolvedLanguage ?? i18n.language;
    return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  }

  return {
    i18n,
    setupI18n() {
      i18n.on('languageChanged', applyLanguage);
      return i18n
        .use(resourcesToBackend((lng: string, ns: string) => options.catalogs[`${lng}/${ns}`]?.() ?? Promise.resolve({ default: {} })))
        .use(LanguageDetector)
        .use(initReactI18next)
        .init({
          resources: { [DEFAULT_LANGUAGE]: options.bundled },
          partialBundledLanguages: true,
          supportedLngs: [...LANGUAGES],
          nonExplicitSupportedLngs: true,
          load: 'languageOnly',
          fallbackLng: DEFAULT_LANGUAGE,
          ns: [...options.ns],
          defaultNS: options.defaultNS,
          interpolation: { escapeValue: false },
          detection: {
            // An e-mail's link names the account's language (`?lang=hi`): the page opens in it even on a browser
            // that shows the other one, and the login that follows keeps the account's language.
            order: ['querystring', 'localStorage', 'navigator'],
            lookupQuerystring: LANG_STORAGE_KEY,
            lookupLocalStorage: LANG_STORAGE_KEY,
            caches: ['localStorage'],
            convertDetectedLanguage: (lng: string) => lng.split('-')[0]!.toLowerCase(),
          },
          react: { useSuspense: false },
        })
        .then((t) => {
          dropLanguageFromAddress();
          return t;
        });
    },
    currentLanguage,
    intlLocale: () => INTL_LOCALE[currentLanguage()],
    async switchLanguage(language) {
      await i18n.changeLanguage(language);
      try {
        storage()?.setItem(LANG_CHOSEN_STORAGE_KEY, '1');
      } catch {
        // Storage full or disabled: the choice holds for this page only, as the language itself does.
      }
    },
    async settleLanguageAtLogin(accountLanguage) {
      const shown = currentLanguage();
      if (storage()?.getItem(LANG_CHOSEN_STORAGE_KEY) === '1') return accountLanguage === shown ? null : shown;
      if (isLanguage(accountLanguage) && accountLanguage !== shown) await i18n.changeLanguage(accountLanguage);
      return null;
    },
  };
}

/**
 * A moment (ISO timestamp) as the screen's language writes it: day, short month (and the year when asked), time.
 * Hindi names the part of the day ("दोपहर 2:29") where Intl would otherwise write the Latin "pm" into a Devanagari
 * line. Every date with a time of day in both apps goes through it (dates alone use toLocaleDateString).
 */
export function formatMoment(iso: string, locale: string, options: { year?: boolean } = {}): string {
  return new Date(iso).toLocaleString(locale, {
    day: 'numeric',
    month: 'short',
    ...(options.year ? { year: 'numeric' as const } : {}),
    hour: 'numeric',
    minute: '2-digit',
    ...(locale.startsWith('hi') ? { dayPeriod: 'short' as const } : {}),
  });
}
