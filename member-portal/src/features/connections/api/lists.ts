import type { ApolloCache } from '@apollo/client';

/** Root fields whose stored pages an action makes stale. */
export type ListField = 'myInterests' | 'myShortlist' | 'myBlockedMembers' | 'myNotifications' | 'searchMembers' | 'member' | 'unreadNotificationCount';

/**
 * Drops stored pages of these lists after an action: a screen that shows one asks the API again (Apollo refetches
 * watched queries whose data went missing), one that is not shown does when it opens.
 */
export function forgetLists(cache: ApolloCache, fields: ListField[]): void {
  for (const fieldName of fields) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
