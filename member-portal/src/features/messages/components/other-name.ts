import type { TFunction } from 'i18next';

/**
 * How a thread names the other member: their name, or, once they may not be seen (a block either way, or they are
 * no longer Approved), who they are to the viewer without saying more.
 */
export function otherName(t: TFunction<'portal'>, member: { fullName: string } | null | undefined, closedReason: string | null | undefined): string {
  if (member) return member.fullName;
  return closedReason === 'BLOCKED' ? t('messages.someoneBlocked') : t('messages.someone');
}
