import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmRequest {
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm: () => void | Promise<void>;
}

/**
 * Asks before a moderation action (approve, reject, delete). Cancel has the initial focus so that pressing Enter by
 * habit never destroys anything. While the confirmed action runs the dialog shows 'Working...' and cannot be
 * dismissed; it closes when the action ends.
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {t('ui.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={busy}
          onClick={() => void confirm()}
        >
          {busy ? t('ui.working') : request?.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
