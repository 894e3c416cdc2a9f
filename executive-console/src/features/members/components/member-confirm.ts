import type { ConfirmRequest } from '../../../components/confirm-dialog';

const TITLE = { approve: 'Approve this member?', reject: 'Reject this member?', delete: 'Delete this member?' } as const;
const LABEL = { approve: 'Approve', reject: 'Reject', delete: 'Delete' } as const;

/** The question asked before approving, rejecting or deleting a member (Users List and member details alike). */
export function memberConfirmRequest(
  action: 'approve' | 'reject' | 'delete',
  fullName: string,
  onConfirm: () => void | Promise<void>,
): ConfirmRequest {
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
