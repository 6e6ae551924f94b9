import { __iconData as circleCheckIcon } from 'lucide-react/icons/circle-check';
import { __iconData as houseIcon } from 'lucide-react/icons/house';
import { SvgIcon } from '../components/svg-icon.tsx';
import { useShell } from '../components/shell-context.tsx';
import '../styles/legal.css';
import '../styles/forms.css';

/**
 * Where a form posted without JavaScript ends: Netlify shows this page once it has recorded the form, and a form
 * endpoint is set up to redirect here after a 2xx. It is reached only after delivery, so it may say thanks.
 */
export default function ThankYouPage() {
  const { site } = useShell();
  return (
    <section className="not-found thank-you">
      <div className="container narrow not-found-inner">
        <span className="not-found-icon thank-you-icon"><SvgIcon icon={circleCheckIcon} size={48} /></span>
        <h1>Thank You!</h1>
        <p className="lead">We have received your form and will get back to you soon.</p>
        <p>Anything urgent? Call us at <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>.</p>
        <p className="actions not-found-actions">
          <a className="button button-primary" href="/"><SvgIcon icon={houseIcon} size={18} /> Back to Home</a>
        </p>
      </div>
    </section>
  );
}
