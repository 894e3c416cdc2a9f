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
import { ImagePicker, type ImagePickerHandle } from '../../components/image-picker';
import { EMPTY_PROFILE, MemberFields, focusField, type ProfileField } from '../../components/member-fields';
import { ModalDialog } from '../../components/modal-dialog';
import { SpinnerOverlay } from '../../components/spinner-overlay';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { TIMERS } from '../../config/site';
import { WithApollo } from '../../lib/apollo';
import { fieldErrorCodes, fieldErrorTexts, say, type FieldErrorCodes, type Said } from '../../lib/api-error';
import { ExecutiveField } from '../../components/executive-picker/executive-field';
import { useExecutiveLookup } from '../../components/executive-picker/use-executive-lookup';
import { RegisterMemberDocument } from './api/operations';
import { BusyButton } from '../../components/busy-button';

const PREFIX = 'reg-';

function RegistrationForm() {
  const { t } = useTranslation(['portal', 'common']);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<MemberRegistrationFields>({ ...EMPTY_PROFILE, password: '', executive: '' });
  const [photo, setPhoto] = useState<File | null>(null);
  const pickerRef = useRef<ImagePickerHandle>(null);
  // Codes and how to say the message, never the words: what is shown follows a language switch at once.
  const [errorCodes, setErrors] = useState<FieldErrorCodes>({});
  const [formError, setFormError] = useState<Said | null>(null);
  // The field the form's message is about (the first failed rule), so that fixing that field takes it away.
  const [formErrorField, setFormErrorField] = useState<string | null>(null);
  const errors = fieldErrorTexts(t, errorCodes);
  const [success, setSuccess] = useState(false);
  const [register, { loading }] = useMutation(RegisterMemberDocument);
  const leaveGuard = useLeaveGuard(!success && (photo !== null || Object.values(values).some((value) => value.trim() !== '')));

  // Changing community or district looks up the executives serving that place. An executive filled in by the
  // lookup answers an 'Executive selection is required.' shown before, as a choice would.
  const lookup = useExecutiveLookup(values.community, values.district, (executive) => {
    setValues((v) => ({ ...v, executive }));
    if (executive) setErrors((e) => (e.executive ? { ...e, executive: undefined } : e));
  });

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
    if (formErrorField === field) setFormError(null);
  }

  // A chosen photo answers the photo's error, as typing answers a field's.
  function choosePhoto(file: File | null) {
    setPhoto(file);
    if (!file) return;
    setErrors((e) => (e.image ? { ...e, image: undefined } : e));
    if (formErrorField === 'image') setFormError(null);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (loading) return;
    setFormError(null);
    // A photo chosen and left in the crop step is the member's photo, as if "Use this photo" had been pressed.
    const chosen = (await pickerRef.current?.finish()) ?? photo;
    const problems = memberRegistrationErrors(values, { hasImage: Boolean(chosen) });
    if (problems.length > 0) {
      // The spec's order, not the page's: its registration checks run in a stated order and the first one's message
      // is the one shown, so the focus goes to the field that message is about (every field shows its own too).
      setErrors(fieldErrorCodes(problems));
      setFormError(() => say.validation(problems[0].code));
      setFormErrorField(problems[0].field);
      focusField(formRef.current, PREFIX, problems[0].field);
      return;
    }
    setErrors({});
    setFormErrorField(null);
    const { executive, ...rest } = trimAll(values);
    try {
      const { data } = await register({ variables: { input: { ...rest, executiveId: executive }, photo: chosen! } });
      const result = data?.registerMember;
      if (result?.__typename === 'RegisterMemberSuccess') {
        setSuccess(true);
        return;
      }
      if (result?.__typename === 'ValidationError') setErrors(fieldErrorCodes(result.fieldErrors));
      setFormError(() => (result && 'code' in result ? say.failure(result) : say.key('common:messages.registrationFailed')));
      // A refusal about one field (an e-mail already registered, a rule the API checked) takes the member there,
      // as the form's own checks do, and fixing that field takes the message away.
      const field = result?.__typename === 'ValidationError' ? (result.fieldErrors[0]?.field ?? (result.code === 'EMAIL_TAKEN' ? 'email' : undefined)) : undefined;
      if (field) {
        setFormErrorField(field as ProfileField);
        focusField(formRef.current, PREFIX, field);
      }
    } catch (error) {
      console.error('Registration failed', error);
      setFormError(() => say.requestError(error, 'common:messages.somethingWrong'));
    }
  }

  return (
    <>
      <form ref={formRef} className="form card wide" onSubmit={submit} noValidate aria-describedby="reg-intro">
        <h1>{t('registration.title')}</h1>
        <p id="reg-intro" className="form-intro">
          {t('registration.intro')}
        </p>
        <div className="image-picker-wrap">
          <ImagePicker ref={pickerRef} boxSize={200} onChange={choosePhoto} error={errors.image} required label={t('registration.photoLabel')} fieldId={`${PREFIX}image`} />
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
              {formError(t)}
            </p>
          )}
        </div>
        <BusyButton type="submit" className="button button-primary button-block" busy={loading}>
          {loading ? t('registration.registering') : t('registration.register')}
        </BusyButton>
        <p className="form-footer">
          <Link to="/?showLogin=true">{t('registration.haveAccount')}</Link>
        </p>
      </form>
      {loading && <SpinnerOverlay label={t('registration.registering')} />}
      {leaveGuard}
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
