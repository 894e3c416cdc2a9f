import { graphql } from '../gql';

/**
 * Saves the language on the logged-in executive's account (their e-mails follow it, docs/translations.md): when
 * they switch (the top bar) and when they log in (the language then on screen is their latest choice).
 */
export const SetExecutiveLanguageDocument = graphql(`
  mutation SetExecutiveLanguage($language: Language!) {
    setPreferredLanguage(language: $language, account: EXECUTIVE)
  }
`);
