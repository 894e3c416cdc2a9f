import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  MAX_LENGTH,
  memberRegistrationErrors,
  trimAll,
  type MemberRegistrationFields,
} from '@matrimony/schema';
import { Field } from '../../components/form-field';
import { ImagePicker } from '../../components/image-picker';
import { EMPTY_PROFILE, MemberFields, focusField, type FieldErrors, type ProfileField } from '../../components/member-fields';
import { ModalDialog } from '../../components/modal-dialog';
import { SpinnerOverlay } from '../../components/spinner-overlay';
import { useDocumentTitle } from '../../components/use-document-title';
import { TIMERS } from '../../config/site';
import { WithApollo } from '../../lib/apollo';
import { failureText, fieldErrorTexts, requestErrorText, validationText } from '../../lib/api-error';
import { ExecutiveField } from '../../components/executive-picker/executive-field';
import { useExecutiveLookup } from '../../components/executive-picker/use-executive-lookup';
import { RegisterMemberDocument } from './api/operations';

const PREFIX = 'reg-';

function RegistrationForm() {
  const { t } = useTranslation(['portal', 'common']);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<MemberRegistrationFields>({ ...EMPTY_PROFILE, password: '', executive: '' });
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [success, setSuccess] = useState(false);
  const [register, { loading }] = useMutation(RegisterMemberDocument);

  // Changing community or district looks up the executives serving that place.
  const lookup = useExecutiveLookup(values.community, values.district, (executive) => setValues((v) => ({ ...v, executive })));

  // The success dialog leaves by itself after 3 seconds for the login dialog.
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => navigate('/?showLogin=true', { replace: true }), TIMERS.registrationRedirectMs);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  function change(field: ProfileField | 'password' | 'executive', value: string) {
    setValues((v) => {
      const next = { ...v, [field]: value };
      // Changing state resets district and executive (docs/product.md, 'Registration').
      if (field === 'state' && value !== v.state) {
        next.district = '';
        next.executive = '';
      }
      return next;
    });
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError('');
    const problems = memberRegistrationErrors(values, { hasImage: Boolean(photo) });
    if (problems.length > 0) {
      setErrors(fieldErrorTexts(t, problems));
      setFormError(validationText(t, problems[0].code));
      focusField(formRef.current, PREFIX, problems[0].field === 'image' ? 'image' : problems[0].field);
      return;
    }
    setErrors({});
    const { executive, ...rest } = trimAll(values);
    try {
      const { data } = await register({ variables: { input: { ...rest, executiveId: executive }, photo: photo! } });
      const result = data?.registerMember;
      if (result?.__typename === 'RegisterMemberSuccess') {
        setSuccess(true);
        return;
      }
      if (result?.__typename === 'ValidationError') setErrors(fieldErrorTexts(t, result.fieldErrors));
      setFormError(result && 'code' in result ? failureText(t, result) : t('common:messages.registrationFailed'));
    } catch (error) {
      console.error('Registration failed', error);
      setFormError(requestErrorText(t, error) ?? t('common:messages.somethingWrong'));
    }
  }

  return (
    <>
      <form ref={formRef} className="form card wide" onSubmit={submit} noValidate aria-describedby="reg-intro">
        <h1>{t('registration.title')}</h1>
        <p id="reg-intro" className="form-intro">
          {t('registration.intro')}
        </p>
        <div data-field={`${PREFIX}image`} tabIndex={-1} className="image-picker-wrap">
          <ImagePicker boxSize={200} onChange={setPhoto} error={errors.image} required label={t('registration.photoLabel')} />
        </div>
        <MemberFields
          mode="register"
          fieldIdPrefix={PREFIX}
          values={values}
          errors={errors}
          onChange={change}
          afterEmail={
            <Field label={t('registration.password')} error={errors.password} hint={t('registration.passwordHint')}>
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  type="password"
                  name="password"
                  data-field={`${PREFIX}password`}
                  autoComplete="new-password"
                  required
                  maxLength={MAX_LENGTH.password}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  value={values.password}
                  onChange={(e) => change('password', e.target.value)}
                />
              )}
            </Field>
          }
          afterLocation={
            <ExecutiveField
              options={lookup.options}
              loading={lookup.loading}
              failed={lookup.failed}
              failure={lookup.error}
              onRetry={lookup.retry}
              value={values.executive}
              error={errors.executive}
              onChange={(id) => change('executive', id)}
            />
          }
        />
        <div aria-live="assertive" className="form-message">
          {formError && (
            <p className="form-error" role="alert">
              {formError}
            </p>
          )}
        </div>
        <button type="submit" className="button button-primary button-block" disabled={loading}>
          {loading ? t('registration.registering') : t('registration.register')}
        </button>
        <p className="form-footer">
          <Link to="/?showLogin=true">{t('registration.haveAccount')}</Link>
        </p>
      </form>
      {loading && <SpinnerOverlay label={t('registration.registering')} />}
      <ModalDialog open={success} title={t('registration.successTitle')} onClose={() => navigate('/?showLogin=true', { replace: true })}>
        <p>{t('registration.successText')}</p>
        <button
          type="button"
          className="button button-primary button-block"
          onClick={() => navigate('/?showLogin=true', { replace: true })}
        >
          {t('registration.ok')}
        </button>
      </ModalDialog>
    </>
  );
}

export default function RegistrationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('registration.title'));
  return (
    <WithApollo>
      <div className="page">
        <RegistrationForm />
      </div>
    </WithApollo>
  );
}
