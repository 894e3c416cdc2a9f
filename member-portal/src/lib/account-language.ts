import type { Language } from '@matrimony/schema';
import { graphql } from '../gql';
import { apolloClient } from './apollo';

const SetPreferredLanguageDocument = graphql(`
  mutation SetPreferredLanguage($language: Language!) {
    setPreferredLanguage(language: $language, account: MEMBER)
  }
`);

/** Saves the language on the logged-in member's account, so their e-mails follow it (docs/translations.md). */
export async function saveAccountLanguage(language: Language): Promise<void> {
  await apolloClient.mutate({ mutation: SetPreferredLanguageDocument, variables: { language } });
}
