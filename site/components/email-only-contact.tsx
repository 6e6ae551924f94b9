import { __iconData as mailIcon } from 'lucide-react/icons/mail';
import { __iconData as messageCircleIcon } from 'lucide-react/icons/message-circle';
import { __iconData as phoneIcon } from 'lucide-react/icons/phone';
import { SvgIcon } from './svg-icon.tsx';
import { useShell } from './shell-context.tsx';
import '../styles/forms.css';

/**
 * What stands in for a form when data/site.yaml says `forms.provider: email-only`: the ways to reach the business
 * directly, never a form that would send nothing. `subject` fills the email's subject line.
 */
export function EmailOnlyContact({ intro, subject }: { intro: string; subject: string }) {
  const { site } = useShell();
  return (
    <div className="email-only">
      <p>{intro}</p>
      <ul className="email-only-links">
        <li><a className="button button-primary" href={`tel:${site.phone.e164}`}><SvgIcon icon={phoneIcon} size={18} /> Call {site.phone.display}</a></li>
        <li><a className="button button-secondary" href={`sms:${site.phone.e164}`}><SvgIcon icon={messageCircleIcon} size={18} /> Text {site.phone.display}</a></li>
        <li><a className="button button-secondary" href={`mailto:${site.email}?subject=${encodeURIComponent(subject)}`}><SvgIcon icon={mailIcon} size={18} /> Email {site.email}</a></li>
      </ul>
    </div>
  );
}
