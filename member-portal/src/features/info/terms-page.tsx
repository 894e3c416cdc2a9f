import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { SITE_NAME, SUPPORT } from '../../config/site';
import './info.css';

export default function TermsPage() {
  useDocumentTitle('Terms and Conditions');
  return (
    <article className="page narrow prose">
      <h1>Terms and Conditions</h1>
      <p>Last updated: 1 January 2026</p>
      <p>By registering on {SITE_NAME} or using the website you agree to these terms.</p>
      <h2>1. Eligibility</h2>
      <p>
        You must be at least 18 years old and legally able to marry. You register for yourself, or with your family&apos;s
        help, and only with true information about yourself.
      </p>
      <h2>2. Your account</h2>
      <ul>
        <li>Keep your password secret; you are responsible for what is done with your account.</li>
        <li>Your profile becomes visible to other members only after an executive of your community approves it. We may refuse or remove a profile that is false, incomplete or inappropriate.</li>
        <li>Keep your profile up to date, and change it from the Edit Profile page.</li>
      </ul>
      <h2>3. Acceptable use</h2>
      <ul>
        <li>Use {SITE_NAME} only to look for a life partner for yourself or a family member.</li>
        <li>Do not harass other members, ask for money, or share other members&apos; details outside the website.</li>
        <li>Do not copy profiles, photos or data from the website, by hand or automatically.</li>
        <li>Upload only photos of yourself that you have the right to use.</li>
      </ul>
      <h2>4. Our role</h2>
      <p>
        {SITE_NAME} helps members find each other. We check profiles with care but cannot guarantee that everything a
        member writes is true. Meet in safe places, involve your families, and tell us about anything suspicious.
      </p>
      <h2>5. Ending your membership</h2>
      <p>
        You can ask us to delete your account and data at any time (see the <Link to="/privacy">Privacy Policy</Link>). We
        may suspend or delete an account that breaks these terms.
      </p>
      <h2>6. Changes and law</h2>
      <p>
        We may update these terms; we will show the date of the last change on this page. These terms are governed by the
        laws of India, and the courts of Indore, Madhya Pradesh have jurisdiction.
      </p>
      <h2>7. Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>, {SUPPORT.phone}.
      </p>
    </article>
  );
}
