import { DEFAULT_PROFILE_IMAGE } from '../../../config/site';
import type { ProfileFieldsFragment } from '../../../gql/graphql';

const STATUS_LABELS: Record<string, string> = { APPROVED: 'Approved', REJECTED: 'Rejected', NOT_APPROVED: 'Not Approved' };

function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The read-only profile: every field the viewer may see, in sections. */
/** Phone numbers and the e-mail are one tap away: call or write (a connection's details, one's own). */
function contactLink(member: ProfileFieldsFragment, value: string | number | null | undefined) {
  if (typeof value !== 'string' || !value) return value;
  if (value === member.email) return <a href={`mailto:${value}`}>{value}</a>;
  if (value === member.mobile || value === member.fatherMobile) {
    const digits = value.replace(/\D/g, '');
    return <a href={`tel:${digits.length === 10 ? `+91${digits}` : digits}`}>{value}</a>;
  }
  return value;
}

export function ProfileDetails({ member, showStatus }: { member: ProfileFieldsFragment; showStatus?: boolean }) {
  const rows: [string, string | number | null | undefined][][] = [
    [
      ['Age', member.age],
      ['Date of birth', member.dob ? formatDate(member.dob) : null],
      ['Gender', member.gender],
      ['Qualification', member.qualification],
      ['Profession', member.profession],
      ['Community', member.community],
      ['Gotra', member.gotra],
    ],
    [
      ["Mother's name", member.motherName],
      ["Mother's gotra", member.motherGotra],
      ["Father's name", member.fatherName],
      ["Father's mobile", member.fatherMobile],
    ],
    [
      ['State', member.state],
      ['District', member.district],
      ['City / Tehsil', member.block],
      ['Address', member.address],
      ['Email', member.email],
      ['Mobile', member.mobile],
      ['Executive', member.executiveName],
      ...(showStatus ? ([['Status', STATUS_LABELS[member.status] ?? member.status]] as [string, string][]) : []),
    ],
  ];
  const titles = ['Personal details', 'Family', 'Location and contact'];
  const image = member.imageUrl || (member.image ? `/uploads/${member.image}` : null);
  return (
    <div className="profile-details">
      <img
        className="profile-photo"
        src={image ?? DEFAULT_PROFILE_IMAGE}
        alt={image ? `Photo of ${member.fullName}` : 'No photo'}
        width="200"
        height="200"
        fetchPriority="high"
      />
      <div className="profile-sections">
        {rows.map((section, i) => {
          const visible = section.filter(([, v]) => v !== null && v !== undefined && v !== '');
          if (visible.length === 0) return null;
          return (
            <section key={titles[i]} aria-labelledby={`profile-section-${i}`} className="profile-section">
              <h2 id={`profile-section-${i}`}>{titles[i]}</h2>
              <dl>
                {visible.map(([label, value]) => (
                  <div key={label} className="profile-row">
                    <dt>{label}</dt>
                    <dd>{contactLink(member, value)}</dd>
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
