import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { memberProfileErrors, movesPlace, trimAll, type MemberProfileFields } from '@matrimony/schema';
import { ExecutiveField } from '../../components/executive-picker/executive-field';
import { useExecutiveLookup } from '../../components/executive-picker/use-executive-lookup';
import { ImagePicker, type ImagePickerHandle } from '../../components/image-picker';
import { LoadError } from '../../components/load-error';
import { EMPTY_PROFILE, MemberFields, firstOnPage, focusField, type ProfileField } from '../../components/member-fields';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { TIMERS } from '../../config/site';
import { WithApollo } from '../../lib/apollo';
import { fieldErrorCodes, fieldErrorTexts, say, type FieldErrorCodes, type Said } from '../../lib/api-error';
import { SESSION_EXPIRED_EVENT, saveUser } from '../../lib/user-storage';
import type { ProfileFieldsFragment } from '../../gql/graphql';
import { MyProfileDocument, UpdateMyProfileDocument } from './api/operations';
import { BusyButton } from '../../components/busy-button';
import { keepDraft, takeDraft } from './kept-draft';

const PREFIX = 'edit-';

function toValues(me: ProfileFieldsFragment): MemberProfileFields {
  const out = { ...EMPTY_PROFILE };
  for (const key of Object.keys(EMPTY_PROFILE) as ProfileField[]) out[key] = (me[key] as string | null | undefined) ?? '';
  return out;
}

function sameProfile(a: MemberProfileFields, b: MemberProfileFields): boolean {
  return (Object.keys(EMPTY_PROFILE) as ProfileField[]).every((key) => a[key].trim() === b[key].trim());
}

function EditForm({ me }: { me: ProfileFieldsFragment }) {
  const { t } = useTranslation(['portal', 'common']);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  // Changes kept while the member logged in again after their session ended mid-edit (kept-draft.ts).
  const [restored] = useState(() => takeDraft(me.id));
  const [values, setValues] = useState<MemberProfileFields>(() => restored?.values ?? toValues(me));
  const [photo, setPhoto] = useState<File | null>(restored?.photo ?? null);
  const pickerRef = useRef<ImagePickerHandle>(null);
  // Codes and how to say the message, never the words: what is shown follows a language switch at once.
  const [errorCodes, setErrors] = useState<FieldErrorCodes>({});
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: Said } | null>(null);
  // The field the error message is about: fixing it takes the message away, as on the registration form.
  const [messageField, setMessageField] = useState<string | null>(null);
  const errors = fieldErrorTexts(t, errorCodes);
  const [update, { loading }] = useMutation(UpdateMyProfileDocument);
  const done = message?.kind === 'ok';
  const dirty = !done && (photo !== null || !sameProfile(values, toValues(me)));
  const leaveGuard = useLeaveGuard(dirty);
  // A member who moves to another community, state or district chooses an executive there and is reviewed
  // again (docs/privacy.md): the same lookup as registration, shown only while the place differs from the saved one.
  const [executive, setExecutive] = useState('');
  const moving = movesPlace(me, values);
  // A suspended member may not move (the executives who suspended them would lose them; the API refuses it too).
  const suspendedMove = moving && me.status === 'SUSPENDED';
  const lookup = useExecutiveLookup(values.community, values.district, (id) => {
    setExecutive(id);
    // One filled in by the lookup answers an 'Executive selection is required.' shown before, as a choice would.
    if (id) setErrors((e) => (e.executive ? { ...e, executive: undefined } : e));
  }, moving);

  // The session ending mid-edit (a refused save, or any answer saying so) takes the member to the login dialog:
  // what they changed is kept for their return here.
  const draft = useRef({ values, photo, dirty });
  draft.current = { values, photo, dirty };
  useEffect(() => {
    const onExpired = () => {
      if (draft.current.dirty) keepDraft({ memberId: me.id, values: draft.current.values, photo: draft.current.photo });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [me.id]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/my-profile'), TIMERS.profileUpdateRedirectMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  function change(field: ProfileField, value: string) {
    setValues((v) => ({ ...v, [field]: value, ...(field === 'state' && value !== v.state ? { district: '' } : {}) }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    if (messageField === field) {
      setMessage(null);
      setMessageField(null);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (loading || done) return;
    setMessage(null);
    setMessageField(null);
    // A photo chosen and left in the crop step is saved, as if "Use this photo" had been pressed.
    const chosen = (await pickerRef.current?.finish()) ?? photo;
    const trimmed = trimAll(values);
    setValues(trimmed);
    if (suspendedMove) {
      setMessage({ kind: 'error', text: say.key('editProfile.suspendedMove') });
      focusField(formRef.current, PREFIX, 'community');
      return;
    }
    const problems = memberProfileErrors(trimmed, { current: me, executive: moving ? executive : null });
    if (problems.length) {
      const first = firstOnPage(formRef.current, PREFIX, problems as [(typeof problems)[number], ...typeof problems]);
      setErrors(fieldErrorCodes(problems));
      setMessage({ kind: 'error', text: say.validation(first.code) });
      setMessageField(first.field);
      focusField(formRef.current, PREFIX, first.field);
      return;
    }
    setErrors({});
    try {
      const input = { ...trimmed, executiveId: moving ? executive : null };
      const { data } = await update({ variables: { input, photo: chosen }, refetchQueries: [{ query: MyProfileDocument }] });
      const result = data?.updateMyProfile;
      if (result?.__typename === 'UpdateProfileSuccess') {
        saveUser(result.member);
        setMessage({ kind: 'ok', text: say.key('common:messages.profileUpdated') });
        return;
      }
      if (result?.__typename === 'ValidationError') setErrors(fieldErrorCodes(result.fieldErrors));
      setMessage({ kind: 'error', text: result ? say.failure(result) : say.key('editProfile.saveFailed') });
    } catch (error) {
      console.error('Profile update failed', error);
      setMessage({ kind: 'error', text: say.requestError(error, 'editProfile.saveFailed') });
    }
  }

  return (
    <form ref={formRef} className="form card wide" onSubmit={submit} noValidate>
      <h1>{t('editProfile.title')}</h1>
      <p className="form-intro">{t('editProfile.intro')}</p>
      {restored ? (
        <p className="notice" role="status">
          {t('editProfile.draftKept')}
        </p>
      ) : null}
      <ImagePicker ref={pickerRef} onChange={setPhoto} currentUrl={me.imageUrl} initialFile={restored?.photo ?? null} label={t('editProfile.photo')} fieldId={`${PREFIX}image`} />
      <MemberFields
        mode="edit"
        fieldIdPrefix={PREFIX}
        values={values}
        errors={errors}
        onChange={change}
        afterLocation={
          suspendedMove ? (
            <p className="notice" role="status" id="relocation-notice">
              {t('editProfile.suspendedMove')}
            </p>
          ) : moving ? (
            <>
              <p className="notice" role="status" id="relocation-notice">
                {t('common:messages.relocationReview')}
              </p>
              <ExecutiveField
                fieldIdPrefix={PREFIX}
                options={lookup.options}
                loading={lookup.loading}
                failed={lookup.failed}
                failure={lookup.error}
                onRetry={lookup.retry}
                value={executive}
                error={errors.executive}
                onChange={(id) => {
                  setExecutive(id);
                  setErrors((e) => ({ ...e, executive: undefined }));
                }}
              />
            </>
          ) : null
        }
      />
      <div aria-live="polite" className="form-message">
        {message && (
          <p className={message.kind === 'ok' ? 'form-success' : 'form-error'} role={message.kind === 'error' ? 'alert' : 'status'}>
            {message.text(t)}
          </p>
        )}
      </div>
      <div className="form-actions">
        <BusyButton type="submit" className="button button-primary" busy={loading || done}>
          {loading ? t('editProfile.saving') : t('editProfile.save')}
        </BusyButton>
        <Link to="/my-profile" className="button button-ghost">
          {t('editProfile.cancel')}
        </Link>
      </div>
      {leaveGuard}
    </form>
  );
}

function EditProfile() {
  const { t } = useTranslation(['portal', 'common']);
  const { data, loading, error, refetch } = useQuery(MyProfileDocument, { fetchPolicy: 'network-only' });
  const me = data?.me;
  const sessionGone = !loading && !error && data && !me;
  useEffect(() => {
    if (sessionGone) window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
  }, [sessionGone]);
  if (loading && !me) return <p className="loading" role="status">{t('editProfile.loading')}</p>;
  if (!me) {
    if (error) console.error('Profile load failed', error);
    return <LoadError error={error} message={t('common:messages.userLoadProblem')} onRetry={() => void refetch().catch(() => undefined)} />;
  }
  return <EditForm me={me} />;
}

export default function EditProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('editProfile.title'));
  return (
    <WithApollo>
      <div className="page">
        <EditProfile />
      </div>
    </WithApollo>
  );
}
