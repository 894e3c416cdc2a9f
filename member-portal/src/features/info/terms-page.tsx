import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/use-document-title';
import { SUPPORT } from '../../config/site';

export default function TermsPage() {
  const { t } = useTranslation(['portal', 'shell']);
  const site = t('shell:site.name');
  useDocumentTitle(t('terms.title'));
  const list = (items: readonly string[]) => (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
  return (
    <article className="page narrow prose">
      <h1>{t('terms.title')}</h1>
      <p>{t('terms.updated')}</p>
      <p>{t('terms.intro', { site })}</p>
      <h2>{t('terms.eligibilityTitle')}</h2>
      <p>{t('terms.eligibility')}</p>
      <h2>{t('terms.accountTitle')}</h2>
      {list(t('terms.account', { returnObjects: true }))}
      <h2>{t('terms.useTitle')}</h2>
      {list(t('terms.use', { returnObjects: true, site }))}
      <h2>{t('terms.roleTitle')}</h2>
      <p>{t('terms.role', { site })}</p>
      <h2>{t('terms.endTitle')}</h2>
      <p>
        <Trans i18nKey="terms.end" components={{ privacy: <Link to="/privacy" /> }} />
      </p>
      <h2>{t('terms.changesTitle')}</h2>
      <p>{t('terms.changes')}</p>
      <h2>{t('terms.contactTitle')}</h2>
      <p>
        <Trans
          i18nKey="terms.contact"
          values={{ email: SUPPORT.email, phone: SUPPORT.phone }}
          components={{ mail: <a href={`mailto:${SUPPORT.email}`} /> }}
        />
      </p>
    </article>
  );
}
