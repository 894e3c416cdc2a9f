import { registerEnumType } from 'type-graphql';
import type { Language } from '@matrimony/schema';

/** The languages as a GraphQL enum whose values are the language codes themselves (en, hi). */
export const LanguageEnum = { en: 'en', hi: 'hi' } as const satisfies Record<Language, Language>;
registerEnumType(LanguageEnum, {
  name: 'Language',
  description: "A language the product speaks: en (English, the default) or hi (Hindi). API messages follow Accept-Language.",
  valuesConfig: { en: { description: 'English.' }, hi: { description: 'Hindi (हिन्दी).' } },
});

/** Whose language a setPreferredLanguage call changes when a browser holds both kinds of session. */
export enum AccountKind {
  MEMBER = 'MEMBER',
  EXECUTIVE = 'EXECUTIVE',
}
registerEnumType(AccountKind, {
  name: 'AccountKind',
  description: 'A member account (portal) or an executive/administrator account (console).',
});
