import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { NetworkStatus } from '@apollo/client';
import { Feedback, useFeedback } from '../../../components/feedback';
import { LoadError } from '../../../components/load-error';
import { useDocumentTitle } from '../../../components/use-document-title';
import { WithApollo } from '../../../lib/apollo';
import { ACTIONS, failedOutcome, outcomeOf } from '../../../lib/outcome';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n';
import { useMyContactViews } from '../api/my-contact-views';
import { useMySettings } from '../api/my-settings';
import { useUpdateContactSharing } from '../api/update-contact-sharing';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import { BusyButton } from '../../../components/busy-button';

const CONTACT_FIELDS = ['mobile', 'email', 'fatherMobile', 'address'] as const;
const MAIL_FIELDS = ['emailInterestReceived', 'emailInterestAccepted', 'emailMessageUnread', 'emailReportOutcome'] as const;
type ContactForm = Record<(typeof CONTACT_FIELDS)[number], boolean>;
type MailForm = Record<(typeof MAIL_FIELDS)[number], boolean>;

/** A group of switches saved together, with its own feedback. */
function SwitchGroup<K extends string>({
  id,
  title,
  intro,
  fields,
  initial,
  labelOf,
  onSave,
}: {
  id: string;
  title: string;
  intro: string;
  fields: readonly K[];
  initial: Record<K, boolean>;
  labelOf: (field: K) => string;
  onSave: (values: Record<K, boolean>) => Promise<{ ok: boolean; message: string }>;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useFeedback();
  // The saved settings replace what is shown when they change (after a save, or another tab's save).
  const saved = JSON.stringify(initial);
  useEffect(() => setValues(JSON.parse(saved) as Record<K, boolean>), [saved]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setFeedback(null);
    setFeedback(await onSave(values));
    setBusy(false);
  };
  return (
    <section className="card settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <form onSubmit={submit}>
        <fieldset className="settings-switches">
          <legend className="settings-intro">{intro}</legend>
          {fields.map((field) => (
            <label key={field} className="settings-switch">
              <input type="checkbox" checked={values[field]} onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.checked }))} />
              <span>{labelOf(field)}</span>
            </label>
          ))}
        </fieldset>
        <BusyButton type="submit" className="button button-primary" busy={busy}>
          {t('settings.save')}
        </BusyButton>
        <Feedback value={feedback} />
      </form>
    </section>
  );
}

function ContactViews() {
  const { t } = useTranslation();
  const { data, error, networkStatus, fetchMore, refetch } = useMyContactViews();
  const page = data?.myContactViews;
  const locale = intlLocale();
  return (
    <section className="card settings-section" aria-labelledby="contact-views-title">
      <h2 id="contact-views-title">{t('settings.views.title')}</h2>
      <p className="settings-intro">{t('settings.views.intro')}</p>
      {error && !page ? (
        <LoadError error={error} message={t('connections.loadFailed')} onRetry={() => void refetch().catch(() => undefined)} />
      ) : !page ? (
        <p className="loading" role="status">
          {t('connections.loading')}
        </p>
      ) : page.items.length === 0 ? (
        <p className="empty">{t('settings.views.empty')}</p>
      ) : (
        <ul className="contact-views">
          {page.items.map((item) => (
            <li key={`${item.member.id}-${item.shownAt}`}>
              <Link to={`/profile/${item.member.id}`}>{item.member.fullName}</Link>{' '}
              <span>
                {t('settings.views.entry', {
                  date: new Date(item.shownAt).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' }),
                  fields: item.fields.map((f) => t(`settings.views.fields.${f}`)).join(', '),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {page?.hasMore ? (
        <BusyButton
          type="button"
          className="button button-ghost"
          busy={networkStatus === NetworkStatus.fetchMore}
          onClick={() => void fetchMore({ variables: { page: page.page + 1 } }).catch(() => undefined)}
        >
          {t('connections.more')}
        </BusyButton>
      ) : null}
    </section>
  );
}

function Settings() {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.title'));
  const { data, error, refetch } = useMySettings();
  const [saveSharing] = useUpdateContactSharing();
  const [saveMail] = useUpdateNotificationSettings();
  if (error && !data) return <LoadError error={error} message={t('connections.loadFailed')} onRetry={() => void refetch().catch(() => undefined)} />;
  if (!data) return <p className="loading" role="status">{t('connections.loading')}</p>;
  const c = data.myContactSharing;
  const n = data.myNotificationSettings;
  const sharing: ContactForm = { mobile: c.mobile, email: c.email, fatherMobile: c.fatherMobile, address: c.address };
  const mail: MailForm = {
    emailInterestReceived: n.emailInterestReceived, emailInterestAccepted: n.emailInterestAccepted, emailMessageUnread: n.emailMessageUnread, emailReportOutcome: n.emailReportOutcome,
  };
  return (
    <>
      <SwitchGroup<keyof ContactForm>
        id="sharing"
        title={t('settings.sharing.title')}
        intro={t('settings.sharing.intro')}
        fields={CONTACT_FIELDS}
        initial={sharing}
        labelOf={(f) => t(`settings.sharing.fields.${f}`)}
        onSave={async (input) => {
          try {
            return outcomeOf((await saveSharing({ variables: { input } })).data?.updateContactSharing, ACTIONS.updateContactSharing);
          } catch (err) {
            return failedOutcome(err);
          }
        }}
      />
      <SwitchGroup<keyof MailForm>
        id="mail"
        title={t('settings.mail.title')}
        intro={t('settings.mail.intro')}
        fields={MAIL_FIELDS}
        initial={mail}
        labelOf={(f) => t(`settings.mail.fields.${f}`)}
        onSave={async (input) => {
          try {
            return outcomeOf((await saveMail({ variables: { input } })).data?.updateNotificationSettings, ACTIONS.updateNotificationSettings);
          } catch (err) {
            return failedOutcome(err);
          }
        }}
      />
      <ContactViews />
    </>
  );
}

/** /settings: which contact details connections see, which e-mails arrive, and who was shown the details. */
export default function SettingsPage() {
  const { t } = useTranslation();
  return (
    <WithApollo>
      <div className="page narrow settings-page">
        <h1>{t('settings.title')}</h1>
        <Settings />
      </div>
    </WithApollo>
  );
}
