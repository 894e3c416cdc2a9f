import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/use-document-title';
import { SUPPORT } from '../../config/site';

export default function PrivacyPage() {
  const { t } = useTranslation(['portal', 'shell']);
  const site = t('shell:site.name');
  useDocumentTitle(t('privacy.title'));
  const mail = <a href={`mailto:${SUPPORT.email}`} />;
  const list = (items: readonly string[]) => (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
  return (
    <article className="page narrow prose">
      <h1>{t('privacy.title')}</h1>
      <p>{t('privacy.updated')}</p>
      <p>{t('privacy.intro', { site })}</p>
      <h2>{t('privacy.whoTitle', { site })}</h2>
      <p>{t('privacy.who', { site })}</p>
      <h2>{t('privacy.collectTitle')}</h2>
      {list(t('privacy.collect', { returnObjects: true }))}
      <h2>{t('privacy.seeTitle')}</h2>
      {list(t('privacy.see', { returnObjects: true }))}
      <h2>{t('privacy.soldTitle')}</h2>
      <p>{t('privacy.sold')}</p>
      <h2>{t('privacy.protectTitle')}</h2>
      <p>{t('privacy.protect')}</p>
      <h2>{t('privacy.deleteTitle')}</h2>
      <p>
        <Trans
          i18nKey="privacy.delete"
          values={{ email: SUPPORT.email, phone: SUPPORT.phone }}
          components={{ mail: <a href={`mailto:${SUPPORT.email}?subject=${encodeURIComponent(t('privacy.deleteSubject'))}`} /> }}
        />
      </p>
      <h2>{t('privacy.contactTitle')}</h2>
      <p>
        <Trans
          i18nKey="privacy.contact"
          values={{ site, address: t('shell:footer.address'), email: SUPPORT.email }}
          components={{ mail, terms: <Link to="/terms" /> }}
        />
      </p>
    </article>
  );
}
