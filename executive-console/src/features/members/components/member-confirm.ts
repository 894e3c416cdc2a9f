import type { ConfirmRequest } from '../../../components/confirm-dialog';

import { i18n } from '../../../i18n';


/** The question asked before approving, rejecting or deleting a member (Users List and member details alike). */
export function memberConfirmRequest(
  action: 'approve' | 'reject' | 'delete' | 'lift',
  fullName: string,
  onConfirm: () => void | Promise<void>,
): ConfirmRequest {
  if (action === 'lift') {
    return { title: i18n.t('members.lift.title'), body: i18n.t('members.lift.body', { name: fullName }), confirmLabel: i18n.t('members.lift.confirm'), destructive: false, onConfirm };
  }
  return {
    title: i18n.t(`users.confirm.${action}.title`),
    body: i18n.t(`users.confirm.${action}.body`, { name: fullName }),
    confirmLabel: i18n.t(`ui.${action}`),
    destructive: action !== 'approve',
    onConfirm,
  };
}
