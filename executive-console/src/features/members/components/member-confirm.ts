import type { ConfirmRequest } from '../../../components/confirm-dialog';

/** The question asked before rejecting or deleting a member (Users List and member details alike). */
export function memberConfirmRequest(
  action: 'reject' | 'delete',
  fullName: string,
  onConfirm: () => void | Promise<void>,
): ConfirmRequest {
  return {
    title: action === 'reject' ? 'Reject this member?' : 'Delete this member?',
    body:
      action === 'reject'
        ? `${fullName} will be marked Rejected and will not appear in searches. A rejected member can still be approved later, or deleted.`
        : `${fullName} and their photo will be deleted permanently. This cannot be undone.`,
    confirmLabel: action === 'reject' ? 'Reject' : 'Delete',
    onConfirm,
  };
}
