import { useId, useState } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import { useTranslation } from 'react-i18next';

/** Ready-made polite openings (catalog keys); the member may add their own words to any of them. */
export const READY_MESSAGES = ['connect.send.ready.1', 'connect.send.ready.2', 'connect.send.ready.3'] as const;
const MAX_MESSAGE = 500;

/**
 * Send interest: pick one of a few polite messages (or none), optionally add own words; at most 500 characters in
 * all, as the API allows. `onSend` answers null when it was sent, or the refusal to show in the dialog (a limit
 * reached, their interest arrived meanwhile): said where the member is looking, not behind the dialog.
 */
export function SendInterestDialog({ name, onSend, onClose }: { name: string; onSend: (message: string | null) => Promise<string | null>; onClose: () => void }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<(typeof READY_MESSAGES)[number] | 'none'>(READY_MESSAGES[0]);
  const [ownWords, setOwnWords] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const wordsId = useId();
  const hintId = useId();
  const ready = choice === 'none' ? '' : t(choice);
  const message = [ready, ownWords.trim()].filter(Boolean).join('\n\n');
  const tooLong = message.length > MAX_MESSAGE;

  return (
    <ModalDialog open title={t('connect.send.title', { name })} onClose={() => !busy && onClose()} className="send-interest-dialog">
      <form
        className="send-interest-form"
        onSubmit={async (e) => {
          e.preventDefault();
          if (tooLong) return;
          setBusy(true);
          setError(null);
          try {
            setError(await onSend(message || null));
          } finally {
            setBusy(false);
          }
        }}
      >
        <fieldset className="ready-messages">
          <legend>{t('connect.send.choose')}</legend>
          {READY_MESSAGES.map((key) => (
            <label key={key} className="ready-message">
              <input type="radio" name="ready" value={key} checked={choice === key} onChange={() => setChoice(key)} />
              <span>{t(key)}</span>
            </label>
          ))}
          <label className="ready-message">
            <input type="radio" name="ready" value="none" checked={choice === 'none'} onChange={() => setChoice('none')} />
            <span>{t('connect.send.noReady')}</span>
          </label>
        </fieldset>
        <div className="field">
          <label htmlFor={wordsId}>{t('connect.send.ownWords')}</label>
          <textarea
            id={wordsId}
            rows={3}
            value={ownWords}
            maxLength={MAX_MESSAGE}
            aria-describedby={hintId}
            aria-invalid={tooLong || undefined}
            onChange={(e) => setOwnWords(e.target.value)}
          />
          <p id={hintId} className={tooLong ? 'field-error' : 'field-hint'}>
            {t('connect.send.length', { count: message.length, max: MAX_MESSAGE })}
          </p>
        </div>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="form-actions">
          <button type="button" className="button button-ghost" disabled={busy} onClick={onClose}>
            {t('connect.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={busy || tooLong}>
            {busy ? t('connect.send.sending') : t('connect.send.submit')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
