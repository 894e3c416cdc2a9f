import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { SITE_NAME } from '../../config/site';
import './info.css';

export default function AboutPage() {
  useDocumentTitle('About Us');
  return (
    <article className="page narrow prose">
      <h1>About {SITE_NAME}</h1>
      <p>
        {SITE_NAME} was founded in 2025 by members of our community who wanted a simpler and safer way for families to
        find a life partner for their sons and daughters. What started as a list kept by a few volunteers is now a
        matchmaking website for members aged 18 and over, in India and abroad.
      </p>
      <h2>Our reach</h2>
      <p>
        We serve the Lodha, Brahmin, Rajput, Jat and Yadav communities across Madhya Pradesh, Maharashtra and Delhi, and
        members of these communities living in other states and overseas. Every district we serve has an executive: a
        volunteer from the community who knows its families and checks each new profile before other members can see it.
      </p>
      <h2>Our vision</h2>
      <p>
        A community where every person who wishes to marry can find a suitable partner with dignity, with the blessing of
        both families, and without paying brokers or sharing private details with strangers.
      </p>
      <h2>Our mission</h2>
      <ul>
        <li>Keep every profile genuine: each one is reviewed and approved by an executive of the member&apos;s community.</li>
        <li>Protect privacy: contact details are never shown to other members, and we never sell personal data.</li>
        <li>Make searching easy: by name, education, city and profession, on a phone or a computer.</li>
        <li>Stay affordable and respectful of our traditions, for families in India and abroad.</li>
      </ul>
      <p>
        Questions? See our <Link to="/privacy">Privacy Policy</Link> and <Link to="/terms">Terms and Conditions</Link>, or
        write to us using the contact details at the bottom of every page.
      </p>
    </article>
  );
}
