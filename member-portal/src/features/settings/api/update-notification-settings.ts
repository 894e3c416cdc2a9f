import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const UpdateNotificationSettingsDocument = graphql(`
  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {
    updateNotificationSettings(input: $input) {
      __typename
      ... on NotificationSettingsSaved {
        message
        settings {
          emailInterestReceived
          emailInterestAccepted
          emailMessageUnread
          emailReportOutcome
        }
      }
      ... on ErrorResult {
        code
        messageContext
      }
    }
  }
`);

/** Saves which notification e-mails the member gets. */
export function useUpdateNotificationSettings() {
  return useMutation(UpdateNotificationSettingsDocument, {
    update(cache, { data }) {
      const result = data?.updateNotificationSettings;
      if (result?.__typename === 'NotificationSettingsSaved') {
        cache.modify({ fields: { myNotificationSettings: () => result.settings } });
      }
    },
  });
}
