import type { IncomingHttpHeaders } from 'node:http';
import express from 'express';
import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, SUPPORT, enCommon, type Language, type ValidationCode } from '@matrimony/schema';
import { resources } from '@matrimony/schema/i18n/resources';

/**
 * The API's language layer: the same i18next catalogs the apps use (schema/src/i18n), namespace `common`.
 * Messages follow the request's Accept-Language ('hi…' gives Hindi, anything else English); e-mails follow the
 * recipient's preferred language. See docs/translations.md.
 */
const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { common: resources.en.common }, hi: { common: resources.hi.common } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['common'],
  defaultNS: 'common',
  initAsync: false,
  // Texts go into JSON and plain-text mail; HTML mail escapes its own values.
  interpolation: { escapeValue: false, defaultVariables: { supportEmail: SUPPORT.email } },
  returnNull: false,
});

export type Translate = TFunction<'common'>;

const translators = new Map<Language, Translate>(LANGUAGES.map((lng) => [lng, i18n.getFixedT(lng, 'common') as Translate]));

/** The `t` of one language (one per request, one per e-mail). */
export function translator(language: Language): Translate {
  return translators.get(language) ?? translators.get(DEFAULT_LANGUAGE)!;
}

/** Express's Accept-Language negotiation (accepts/negotiator); it reads only the request's headers. */
const acceptsLanguages = express.request.acceptsLanguages as (this: { headers: IncomingHttpHeaders }, ...languages: string[]) => string | false;

/**
 * The language a request asks for: the best of ours by Accept-Language (q-values honoured), else English. The one
 * place that decides it, for HTTP requests and for WebSocket upgrades (which never pass through Express).
 */
export function requestLanguage(req: { headers: IncomingHttpHeaders }): Language {
  if (!req.headers['accept-language']) return 'en'; // what negotiation gives without the header, at no cost
  return acceptsLanguages.call(req, ...LANGUAGES) === 'hi' ? 'hi' : 'en';
}

/** A failed rule's message in the reader's language. */
export function validationText(t: Translate, code: ValidationCode | string): string {
  return code in enCommon.validation ? t(`validation.${code as ValidationCode}`) : code;
}
