import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { placeOf, returnFocus, type FocusPlace } from '../lib/focus-return';

export interface ConfirmRequest {
  title: string;
  body: string;
  confirmLabel: string;
  /** Whether the action removes or refuses something (reject, delete): its button is red. Approving is not. */
  destructive: boolean;
  /** Runs the action; the dialog then closes, unless it answers `false` (try again: e.g. a note typed is kept). */
  onConfirm: () => void | boolean | Promise<void | boolean>;
  /** Anything the action needs besides the question (e.g. a note for the audit trail). */
  extra?: ReactNode;
}

/**
 * Asks before a moderation action (approve, reject, delete, lift a suspension, act on a report). Cancel has the initial focus so that pressing Enter by
 * habit never destroys anything. While the confirmed action runs the dialog shows 'Working...' and cannot be
 * dismissed; it closes when the action ends, or when its runner stops waiting for an answer (useConfirmedAction).
 * Closed, it gives the focus back to what opened it, or after an action that took its opener away (an approved
 * member has no Approve button) as near to it as there is (returnFocus): never to the page's body.
 */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  // Noted while the question renders, before the dialog takes the focus (React's autoFocus focuses Cancel at once).
  const [opener, setOpener] = useState<FocusPlace | null>(null);
  if (request && !opener && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
    setOpener(placeOf(document.activeElement));
  }
  const confirm = async () => {
    if (!request) return;
    setBusy(true);
    let close = true;
    try {
      close = (await request.onConfirm()) !== false;
    } finally {
      setBusy(false);
      if (close) onClose();
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
      disableRestoreFocus
      slotProps={{
        transition: {
          onExited: () => {
            if (opener) returnFocus(opener);
            setOpener(null);
          },
        },
      }}
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
