import { Link } from 'react-router';
import { SOCIAL_LINKS, SUPPORT } from '../config/site';
import { FacebookIcon, InstagramIcon, LinkedInIcon, TwitterIcon } from './icons';
import { useTranslation } from 'react-i18next';

const SOCIAL_ICONS = { Facebook: FacebookIcon, Instagram: InstagramIcon, LinkedIn: LinkedInIcon, Twitter: TwitterIcon };

export function Footer() {
  const { t } = useTranslation('shell');
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-heading">
            {t('footer.contactTitle')}
          </h2>
          <address className="footer-contact">
            <p>
              {t('footer.email')} <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
            </p>
            <p>
              {t('footer.phone')} <a href={`tel:${SUPPORT.phone.replace(/\s/g, '')}`}>{SUPPORT.phone}</a>
            </p>
            <p>
              {t('footer.office')} {t('footer.address')}
            </p>
          </address>
        </section>
        <nav aria-label={t('footer.informationLabel')} className="footer-links">
          <h2 className="footer-heading">{t('footer.information')}</h2>
          <ul>
            <li>
              <Link to="/about">{t('footer.about')}</Link>
            </li>
            <li>
              <Link to="/privacy">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/terms">{t('footer.terms')}</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="footer-heading">
            {t('footer.followTitle')}
          </h2>
          <ul className="social-links">
            {SOCIAL_LINKS.map(({ name, href }) => {
              const Icon = SOCIAL_ICONS[name];
              return (
                <li key={name}>
                  <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t('footer.opensInNewTab', { name })}>
                    <Icon />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
      <p className="copyright">
        {t('footer.copyright', { year, site: t('site.name') })}
      </p>
    </footer>
  );
}
