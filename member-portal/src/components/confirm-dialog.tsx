import { useState, type ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';
import { BusyButton } from './busy-button';

export interface ConfirmRequest {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Runs the action; the dialog closes when it settles. */
  onConfirm: () => Promise<unknown> | void;
}

/** Asks before an action that cannot simply be undone (block, end a connection). Cancel has the focus first. */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  if (!request) return null;
  return (
    <ModalDialog open title={request.title} onClose={() => !busy && onClose()} className="confirm-dialog">
      <div className="confirm-body">{request.body}</div>
      <div className="form-actions confirm-actions">
        {/* Not React's autoFocus: that focuses the button before ModalDialog has noted what opened it (focus then
            went nowhere on close, and the page jumped under the dialog); ModalDialog focuses this one itself. */}
        <BusyButton type="button" className="button button-ghost" data-autofocus busy={busy} onClick={onClose}>
          {request.cancelLabel}
        </BusyButton>
        <BusyButton
          type="button"
          className="button button-primary"
          busy={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await request.onConfirm();
            } finally {
              setBusy(false);
              onClose();
            }
          }}
        >
          {request.confirmLabel}
        </BusyButton>
      </div>
    </ModalDialog>
  );
}
