import { useId, useState } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import { useTranslation } from 'react-i18next';
import { MAX_INTEREST_MESSAGE, READY_INTEREST_MESSAGES, messageChars, type ReadyInterestMessageValue } from '@matrimony/schema';
import { BusyButton } from '../../../components/busy-button';

/** What the dialog sends: a ready-made opening by name (each member reads it in their own language), own words. */
export interface InterestWords {
  readyMessage: ReadyInterestMessageValue | null;
  message: string | null;
}

/**
 * Send interest: pick one of a few polite openings (or none), optionally add own words, at most 500 characters as
 * the API allows. The opening goes by its name, so a Hindi recipient reads it in Hindi. `onSend` answers null when it was sent, or the refusal to show in the dialog (a limit
 * reached, their interest arrived meanwhile): said where the member is looking, not behind the dialog.
 */
export function SendInterestDialog({ name, onSend, onClose }: { name: string; onSend: (words: InterestWords) => Promise<string | null>; onClose: () => void }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ReadyInterestMessageValue | 'none'>(READY_INTEREST_MESSAGES[0]);
  const [ownWords, setOwnWords] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const wordsId = useId();
  const hintId = useId();
  const message = ownWords.trim();
  // Counted as the API counts them: characters as a reader sees them (an emoji or a Hindi letter is one).
  const length = messageChars(message);
  const tooLong = length > MAX_INTEREST_MESSAGE;

  return (
    <ModalDialog open title={t('connect.send.title', { name })} onClose={() => !busy && onClose()} className="send-interest-dialog">
      <form
        className="send-interest-form"
        onSubmit={async (e) => {
          e.preventDefault();
          if (busy || tooLong) return;
          setBusy(true);
          setError(null);
          try {
            setError(await onSend({ readyMessage: choice === 'none' ? null : choice, message: message || null }));
          } finally {
            setBusy(false);
          }
        }}
      >
        <fieldset className="ready-messages">
          <legend>{t('connect.send.choose')}</legend>
          {READY_INTEREST_MESSAGES.map((name) => (
            <label key={name} className="ready-message">
              <input type="radio" name="ready" value={name} checked={choice === name} onChange={() => setChoice(name)} />
              <span>{t(`connect.send.ready.${name}`)}</span>
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
            aria-describedby={hintId}
            aria-invalid={tooLong || undefined}
            onChange={(e) => setOwnWords(e.target.value)}
          />
          <p id={hintId} className={tooLong ? 'field-error' : 'field-hint'}>
            {t('connect.send.length', { count: length, max: MAX_INTEREST_MESSAGE })}
          </p>
        </div>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="form-actions">
          <BusyButton type="button" className="button button-ghost" busy={busy} onClick={onClose}>
            {t('connect.cancel')}
          </BusyButton>
          <BusyButton type="submit" className="button button-primary" busy={busy || tooLong}>
            {busy ? t('connect.send.sending') : t('connect.send.submit')}
          </BusyButton>
        </div>
      </form>
    </ModalDialog>
  );
}
