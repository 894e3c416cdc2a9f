import { useTranslation } from 'react-i18next';
import { DEFAULT_PROFILE_IMAGE } from '../../../config/site';
import type { ProfileFieldsFragment } from '../../../gql/graphql';
import { intlLocale } from '../../../i18n';
import { formatWholeNumber } from '../../../lib/format-number';
import { useReferenceLabel } from '../../../lib/reference-labels';
import { telHref } from '../../../lib/tel-href';

/** The API's status enum -> its canonical English name, the key of its label in common:reference.memberStatus. */
const STATUS_NAMES: Record<string, string> = { APPROVED: 'Approved', REJECTED: 'Rejected', NOT_APPROVED: 'Not Approved', SUSPENDED: 'Suspended' };

/** A birth date (YYYY-MM-DD) in the screen's locale: 5 March 1998 / 5 मार्च 1998. */
function formatDate(iso: string, locale: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** Phone numbers and the e-mail on one's own profile are one tap away: call or write. */
function contactLink(member: ProfileFieldsFragment, value: string | number | null | undefined) {
  if (typeof value !== 'string' || !value) return value;
  if (value === member.email) return <a href={`mailto:${value}`}>{value}</a>;
  if (value === member.mobile || value === member.fatherMobile) return <a href={telHref(value)}>{value}</a>;
  return value;
}

/**
 * A profile's fields in three sections. `own`: the member's own profile (My Profile), which shows every field, the
 * empty ones as "Not given" (so they see what they can still fill in), and the status; another member's leaves out
 * what is empty or not shown to the viewer.
 */
export function ProfileDetails({ member, own }: { member: ProfileFieldsFragment; own?: boolean }) {
  const { t } = useTranslation(['portal', 'common']);
  const locale = intlLocale();
  // Stored values stay canonical English; what is shown is their label in the screen's language.
  const label = useReferenceLabel();
  const f = (key: string) => t(`profile.fields.${key}` as 'profile.fields.age');
  // Another member's contact fields arrive only for a connection and show in its contact card, once, not here too.
  const contact = (key: 'fatherMobile' | 'address' | 'email' | 'mobile'): [string, string | null | undefined] => [f(key), own ? member[key] : null];
  const status = STATUS_NAMES[member.status] ?? member.status;
  const rows: [string, string | number | null | undefined][][] = [
    [
      [f('age'), member.age == null ? null : formatWholeNumber(member.age, locale)],
      [f('dob'), member.dob ? formatDate(member.dob, locale) : null],
      [f('gender'), label('gender', member.gender)],
      [f('qualification'), label('qualification', member.qualification)],
      [f('profession'), label('profession', member.profession)],
      [f('community'), label('community', member.community)],
      [f('gotra'), member.gotra],
    ],
    [
      [f('motherName'), member.motherName],
      [f('motherGotra'), member.motherGotra],
      [f('fatherName'), member.fatherName],
      contact('fatherMobile'),
    ],
    [
      [f('state'), label('state', member.state)],
      [f('district'), label('district', member.district)],
      [f('block'), member.block],
      contact('address'),
      contact('email'),
      contact('mobile'),
      [f('executive'), member.executiveName],
      ...(own ? ([[f('status'), label('memberStatus', status)]] as [string, string][]) : []),
    ],
  ];
  const titles = [t('profile.sections.personal'), t('profile.sections.family'), t('profile.sections.location')];
  const image = member.imageUrl || (member.image ? `/uploads/${member.image}` : null);
  return (
    <div className="profile-details">
      <img
        className="profile-photo"
        src={image ?? DEFAULT_PROFILE_IMAGE}
        alt={image ? t('profile.photoOf', { name: member.fullName }) : t('profile.noPhoto')}
        width="200"
        height="200"
        fetchPriority="high"
      />
      <div className="profile-sections">
        {rows.map((section, i) => {
          const visible = own ? section : section.filter(([, v]) => v !== null && v !== undefined && v !== '');
          if (visible.length === 0) return null;
          return (
            <section key={i} aria-labelledby={`profile-section-${i}`} className="profile-section">
              <h2 id={`profile-section-${i}`}>{titles[i]}</h2>
              <dl>
                {visible.map(([label, value]) => (
                  <div key={label} className="profile-row">
                    <dt>{label}</dt>
                    <dd>{value === null || value === undefined || value === '' ? <span className="profile-empty">{t('profile.notGiven')}</span> : contactLink(member, value)}</dd>
                  </div>
                ))}
              </dl>
            </section>
          );
        })}
      </div>
    </div>
  );
}
