import { useTranslation } from 'react-i18next';
import { telHref } from '../../../lib/tel-href';

export interface ContactValues {
  email?: string | null;
  mobile?: string | null;
  fatherMobile?: string | null;
  address?: string | null;
}

/**
 * The contact details a connection shares, each one tap away: call, mail. Only what the owner shares arrives from
 * the API; when nothing does, say so instead of showing an empty box.
 */
export function ContactDetails({ contact, name, headingLevel = 3 }: { contact: ContactValues; name: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const rows = [
    contact.mobile ? { key: 'mobile', label: t('contact.mobile'), node: <a href={telHref(contact.mobile)}>{contact.mobile}</a> } : null,
    contact.email ? { key: 'email', label: t('contact.email'), node: <a href={`mailto:${contact.email}`}>{contact.email}</a> } : null,
    contact.fatherMobile
      ? { key: 'fatherMobile', label: t('contact.fatherMobile'), node: <a href={telHref(contact.fatherMobile)}>{contact.fatherMobile}</a> }
      : null,
    contact.address ? { key: 'address', label: t('contact.address'), node: <span>{contact.address}</span> } : null,
  ].filter((row): row is NonNullable<typeof row> => row !== null);
  return (
    <section className="contact-details" aria-label={t('contact.title', { name })}>
      <Heading className="contact-title">{t('contact.title', { name })}</Heading>
      {rows.length === 0 ? (
        <p className="contact-none">{t('contact.none')}</p>
      ) : (
        <dl>
          {rows.map((row) => (
            <div key={row.key} className="contact-row">
              <dt>{row.label}</dt>
              <dd>{row.node}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
