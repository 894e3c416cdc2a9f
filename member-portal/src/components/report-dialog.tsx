import { useId, useState } from 'react';
import { ModalDialog } from './modal-dialog';
import { useTranslation } from 'react-i18next';
import type { ReportCategory } from '../gql/graphql';
import { BusyButton } from './busy-button';

/** The categories a member can report a profile or a message for (docs/product.md), in the form's order. */
export const REPORT_CATEGORIES: ReportCategory[] = [
  'FAKE_PROFILE',
  'ALREADY_MARRIED',
  'INAPPROPRIATE_PHOTO',
  'HARASSMENT',
  'ASKS_FOR_MONEY',
  'LOOKS_UNDER_18',
  'OTHER',
];
const MAX_DETAILS = 2000;

/**
 * Report a member (their profile, or a message they wrote): a category (required) and optional words for the
 * executives. `onReport` answers null when the report was made, else the refusal to show in the dialog.
 */
export function ReportDialog({
  name,
  title,
  intro,
  onReport,
  onClose,
}: {
  name: string;
  /** The dialog's title; by default "Report {name}". */
  title?: string;
  /** What happens with the report; by default the profile report's words. */
  intro?: string;
  onReport: (category: ReportCategory, details: string | null) => Promise<string | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<ReportCategory | ''>('');
  const [details, setDetails] = useState('');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const categoryError = useId();
  const detailsId = useId();
  const detailsHint = useId();

  return (
    <ModalDialog open title={title ?? t('connect.report.title', { name })} onClose={() => !busy && onClose()} className="report-dialog">
      <form
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          if (busy) return;
          if (!category) {
            setMissing(true);
            return;
          }
          setBusy(true);
          setError(null);
          try {
            setError(await onReport(category, details.trim() || null));
          } finally {
            setBusy(false);
          }
        }}
      >
        <p className="form-intro">{intro ?? t('connect.report.intro')}</p>
        <fieldset className="report-categories" aria-describedby={missing ? categoryError : undefined}>
          <legend>{t('connect.report.category')}</legend>
          {REPORT_CATEGORIES.map((value) => (
            <label key={value} className="ready-message">
              <input
                type="radio"
                name="category"
                value={value}
                checked={category === value}
                aria-invalid={missing && !category ? true : undefined}
                onChange={() => {
                  setCategory(value);
                  setMissing(false);
                }}
              />
              <span>{t(`connect.report.categories.${value}`)}</span>
            </label>
          ))}
          {missing ? (
            <p id={categoryError} className="field-error" role="alert">
              {t('connect.report.categoryRequired')}
            </p>
          ) : null}
        </fieldset>
        <div className="field">
          <label htmlFor={detailsId}>{t('connect.report.details')}</label>
          <textarea
            id={detailsId}
            rows={4}
            value={details}
            maxLength={MAX_DETAILS}
            aria-describedby={detailsHint}
            onChange={(e) => setDetails(e.target.value)}
          />
          <p id={detailsHint} className="field-hint">
            {t('connect.report.detailsHint')}
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
          <BusyButton type="submit" className="button button-primary" busy={busy}>
            {t('connect.report.submit')}
          </BusyButton>
        </div>
      </form>
    </ModalDialog>
  );
}
