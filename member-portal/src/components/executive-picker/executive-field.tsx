import { Field } from '../form-field';
import { LoadError } from '../load-error';
import { useTranslation } from 'react-i18next';

export interface ExecutiveOption {
  id: string;
  fullName: string;
}

interface ExecutiveFieldProps {
  /** null: no lookup yet (community or district missing); [] none found; otherwise the executives found. */
  options: ExecutiveOption[] | null;
  loading: boolean;
  /** The lookup failed: the list is empty and a short message with Retry says so (docs/product.md, 'Registration'). */
  failed?: boolean;
  /** Why it failed (a timeout reads differently). */
  failure?: unknown;
  /** Asks again; without it no Retry is offered. */
  onRetry?: () => void;
  value: string;
  error?: string;
  onChange: (id: string) => void;
  /** Prefix of the form's field ids (focus on the first error finds the field by it). */
  fieldIdPrefix?: string;
}

/**
 * The executive assigned by location (docs/product.md, 'Registration'): one is filled in read-only, several offer a
 * select with the first chosen, none shows 'No executive available' with an empty value.
 */
export function ExecutiveField({ options, loading, failed, failure, onRetry, value, error, onChange, fieldIdPrefix = 'reg-' }: ExecutiveFieldProps) {
  const { t } = useTranslation(['portal', 'common']);
  const retryable = Boolean(failed && onRetry && !loading);
  return (
    <>
    <Field
      label={t('executiveField.label')}
      error={error}
      hint={
        options === null
          ? t('executiveField.chooseFirst')
          : failed && !retryable
            ? t('executiveField.loadFailedHint')
            : undefined
      }
    >
      {({ id, describedBy, invalid }) => {
        const common = { id, 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined, 'data-field': `${fieldIdPrefix}executive` };
        if (loading) return <input {...common} readOnly value={t('executiveField.lookingUp')} />;
        if (options === null) return <input {...common} readOnly value="" />;
        if (options.length === 0) return <input {...common} readOnly value={t('common:messages.noExecutive')} className="readonly-empty" />;
        if (options.length === 1) return <input {...common} readOnly value={options[0].fullName} />;
        return (
          <select {...common} required value={value} onChange={(e) => onChange(e.target.value)}>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.fullName}
              </option>
            ))}
          </select>
        );
      }}
    </Field>
    {retryable && onRetry ? (
      <LoadError error={failure} message={t('executiveField.loadFailed')} onRetry={onRetry} />
    ) : null}
    </>
  );
}
