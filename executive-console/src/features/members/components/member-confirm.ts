import type { ConfirmRequest } from '../../../components/confirm-dialog';

import { i18n } from '../../../i18n';

const TITLE = { approve: 'Approve this member?', reject: 'Reject this member?', delete: 'Delete this member?' } as const;
const LABEL = { approve: 'Approve', reject: 'Reject', delete: 'Delete' } as const;

/** The question asked before approving, rejecting or deleting a member (Users List and member details alike). */
export function memberConfirmRequest(
  action: 'approve' | 'reject' | 'delete' | 'lift',
  fullName: string,
  onConfirm: () => void | Promise<void>,
): ConfirmRequest {
  if (action === 'lift') {
    return { title: i18n.t('members.lift.title'), body: i18n.t('members.lift.body', { name: fullName }), confirmLabel: i18n.t('members.lift.confirm'), onConfirm };
  }
  return {
    title: TITLE[action],
    body:
      action === 'approve'
        ? `${fullName} will be marked Approved: other approved members can then find them in searches and see their photos and family details.`
        : action === 'reject'
          ? `${fullName} will be marked Rejected and will not appear in searches. A rejected member can still be approved later, or deleted.`
          : `${fullName} and their photo will be deleted permanently. This cannot be undone.`,
    confirmLabel: LABEL[action],
    onConfirm,
  };
}
