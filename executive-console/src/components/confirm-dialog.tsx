import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmRequest {
  title: string;
  body: string;
  confirmLabel: string;
  /** Whether the action removes or refuses something (reject, delete): its button is red. Approving is not. */
  destructive: boolean;
  onConfirm: () => void | Promise<void>;
  /** Anything the action needs besides the question (e.g. a note for the audit trail). */
  extra?: ReactNode;
}

/**
 * Asks before a moderation action (approve, reject, delete, lift a suspension, act on a report). Cancel has the initial focus so that pressing Enter by
 * habit never destroys anything. While the confirmed action runs the dialog shows 'Working...' and cannot be
 * dismissed; it closes when the action ends, or when its runner stops waiting for an answer (useConfirmedAction).
 */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!request) return;
    setBusy(true);
    try {
      await request.onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={Boolean(request)}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{request?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{request?.body}</DialogContentText>
        {request?.extra}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {t('ui.cancel')}
        </Button>
        <Button
          variant="contained"
          color={request?.destructive ? 'error' : 'primary'}
          disabled={busy}
          onClick={() => void confirm()}
        >
          {busy ? t('ui.working') : request?.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
