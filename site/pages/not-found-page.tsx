import { __iconData as houseIcon } from 'lucide-react/icons/house';
import { __iconData as mailIcon } from 'lucide-react/icons/mail';
import { __iconData as searchXIcon } from 'lucide-react/icons/search-x';
import { SvgIcon } from '../components/svg-icon.tsx';
import '../styles/legal.css';

/** /404 and every unknown path (SPEC 2.16, 8). */
export default function NotFoundPage() {
  return (
    <section className="not-found">
      <div className="container narrow not-found-inner">
        <span className="not-found-icon"><SvgIcon icon={searchXIcon} size={48} /></span>
        <p className="not-found-code" aria-hidden="true">404</p>
        <h1>Page Not Found</h1>
        <p className="lead">The page you are looking for doesn&apos;t exist or has been moved.</p>
        <p className="actions not-found-actions">
          <a className="button button-primary" href="/"><SvgIcon icon={houseIcon} size={18} /> Back to Home</a>
          <a className="button button-secondary" href="/contact"><SvgIcon icon={mailIcon} size={18} /> Contact Us</a>
        </p>
      </div>
    </section>
  );
}
