import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/use-document-title';

export default function AboutPage() {
  const { t } = useTranslation(['portal', 'shell']);
  const site = t('shell:site.name');
  useDocumentTitle(t('about.title'));
  return (
    <article className="page narrow prose">
      <h1>{t('about.heading', { site })}</h1>
      <p>{t('about.intro', { site })}</p>
      <h2>{t('about.reachTitle')}</h2>
      <p>{t('about.reach')}</p>
      <h2>{t('about.visionTitle')}</h2>
      <p>{t('about.vision')}</p>
      <h2>{t('about.missionTitle')}</h2>
      <ul>
        {t('about.mission', { returnObjects: true }).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        <Trans i18nKey="about.questions" components={{ privacy: <Link to="/privacy" />, terms: <Link to="/terms" /> }} />
      </p>
    </article>
  );
}
