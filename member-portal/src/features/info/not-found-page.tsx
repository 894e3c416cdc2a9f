import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import './info.css';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="page narrow prose">
      <h1>Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}
