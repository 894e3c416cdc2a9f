import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { SITE_NAME, SUPPORT } from '../../config/site';
import './info.css';

export default function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <article className="page narrow prose">
      <h1>Privacy Policy</h1>
      <p>Last updated: 1 January 2026</p>
      <p>
        This policy explains what personal data {SITE_NAME} collects, why, who can see it and how you can have it deleted.
      </p>
      <h2>Who may use {SITE_NAME}</h2>
      <p>
        {SITE_NAME} is only for people aged 18 or over. We do not knowingly collect data about anyone younger. If you
        believe a profile belongs to someone under 18, please tell us and we will remove it.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>What you give us when you register: your name, date of birth, gender, contact details, family details, community, education, profession, location and photo.</li>
        <li>A session cookie that keeps you logged in. We use no advertising or tracking cookies.</li>
        <li>Basic technical records (such as failed login attempts) to protect accounts from misuse.</li>
      </ul>
      <h2>Who can see your profile</h2>
      <ul>
        <li>Your profile is visible to other members only after an executive of your community has approved it.</li>
        <li>Visitors who are not logged in see only a short card: your name, age, gender, district, state, community, qualification and profession.</li>
        <li>Your photo and family details are shown only to approved members who are logged in.</li>
        <li>Your email address, mobile numbers and home address are shown only to you and to our executives, never to other members.</li>
      </ul>
      <h2>Your data is not sold</h2>
      <p>
        We do not sell, rent or trade your personal data to anyone. We share it only with the service providers who host
        the website for us, under a duty of confidentiality, or when the law requires it.
      </p>
      <h2>How we protect it</h2>
      <p>
        Passwords are stored only as strong one-way hashes. Photos are stored under random names, with location and
        camera data removed. Access to member data is limited to the people who need it to approve profiles.
      </p>
      <h2>Deleting your data</h2>
      <p>
        You may ask us at any time to delete your profile and all your data, including your photo. Send an email from the
        address you registered with to <a href={`mailto:${SUPPORT.email}?subject=Delete%20my%20data`}>{SUPPORT.email}</a>{' '}
        with the subject &ldquo;Delete my data&rdquo;, or call {SUPPORT.phone}. We confirm the deletion within 30 days. You
        can also ask for a copy of your data, or correct it yourself at any time from your profile.
      </p>
      <h2>Contact</h2>
      <p>
        {SITE_NAME}, {SUPPORT.address}. Email <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>. See also our{' '}
        <Link to="/terms">Terms and Conditions</Link>.
      </p>
    </article>
  );
}
