import { registerEnumType } from 'type-graphql';

export enum MemberRelationship {
  NONE = 'NONE',
  INTEREST_SENT = 'INTEREST_SENT',
  INTEREST_RECEIVED = 'INTEREST_RECEIVED',
  CONNECTED = 'CONNECTED',
  DECLINED = 'DECLINED',
}
registerEnumType(MemberRelationship, {
  name: 'MemberRelationship',
  description: 'What a member is to the viewing member.',
  valuesConfig: {
    NONE: { description: 'Nothing yet (also for anyone who is not a member, and for oneself).' },
    INTEREST_SENT: { description: 'The viewer sent an interest that is still pending.' },
    INTEREST_RECEIVED: { description: 'This member sent the viewer an interest that is still pending.' },
    CONNECTED: { description: 'The two are connected (an accepted interest, not ended).' },
    DECLINED: { description: 'The latest interest between the two was declined, less than 90 days ago.' },
  },
});
