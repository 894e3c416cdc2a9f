import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const MySettingsDocument = graphql(`
  query MySettings {
    myContactSharing {
      mobile
      email
      fatherMobile
      address
    }
    myNotificationSettings {
      emailInterestReceived
      emailInterestAccepted
      emailMessageUnread
      emailReportOutcome
    }
  }
`);

/** The member's contact sharing and notification e-mail settings. */
export function useMySettings() {
  return useQuery(MySettingsDocument, { fetchPolicy: 'cache-and-network' });
}
