import { Link } from 'react-router';
import { SITE_NAME, SOCIAL_LINKS, SUPPORT } from '../config/site';
import { FacebookIcon, InstagramIcon, LinkedInIcon, TwitterIcon } from './icons';

const SOCIAL_ICONS = { Facebook: FacebookIcon, Instagram: InstagramIcon, LinkedIn: LinkedInIcon, Twitter: TwitterIcon };

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-heading">
            Contact us
          </h2>
          <address className="footer-contact">
            <p>
              Email: <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
            </p>
            <p>
              Phone: <a href={`tel:${SUPPORT.phone.replace(/\s/g, '')}`}>{SUPPORT.phone}</a>
            </p>
            <p>Office: {SUPPORT.address}</p>
          </address>
        </section>
        <nav aria-label="Site information" className="footer-links">
          <h2 className="footer-heading">Information</h2>
          <ul>
            <li>
              <Link to="/about">About Us</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms">Terms and Conditions</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="footer-heading">
            Follow us
          </h2>
          <ul className="social-links">
            {SOCIAL_LINKS.map(({ name, href }) => {
              const Icon = SOCIAL_ICONS[name];
              return (
                <li key={name}>
                  <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${name} (opens in a new tab)`}>
                    <Icon />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
      <p className="copyright">
        © {year} {SITE_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
