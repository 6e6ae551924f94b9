import type { ReactNode } from 'react';
import { __iconData as clockIcon } from 'lucide-react/icons/clock';
import { __iconData as mailIcon } from 'lucide-react/icons/mail';
import { __iconData as mapPinIcon } from 'lucide-react/icons/map-pin';
import { __iconData as messageCircleIcon } from 'lucide-react/icons/message-circle';
import { __iconData as phoneIcon } from 'lucide-react/icons/phone';
import { SvgIcon } from '../components/svg-icon.tsx';
import type { PagePropsMap } from '../page-props.ts';
import { PageHero } from '../components/page-hero.tsx';
import { Accordion } from '../components/accordion.tsx';
import { ContactForm } from '../components/contact-form.tsx';
import { EmailOnlyContact } from '../components/email-only-contact.tsx';
import { useShell } from '../components/shell-context.tsx';
import { ChatTextLink } from '../components/category-chat-button.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';
import { hoursText } from '../lib/hours-text.ts';
import '../styles/contact.css';

/** /contact (SPEC 2.9): info cards, the message form, a 4-question FAQ, a call button and a chat button. */
export default function ContactPage({ contact }: PagePropsMap['contact']) {
  const { site } = useShell();
  const { address } = site;
  const enhanced = useHydrated();
  return (
    <>
      <PageHero title={contact.intro.title} text={contact.intro.text} />
      <section className="section contact-info-section" aria-labelledby="contact-info-title">
        <div className="container">
          <h2 id="contact-info-title" className="visually-hidden">How to reach us</h2>
          <ul className="contact-cards">
            <InfoCard icon={<SvgIcon icon={phoneIcon} size={24} />} title="Phone">
              <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>
            </InfoCard>
            <InfoCard icon={<SvgIcon icon={mailIcon} size={24} />} title="Email">
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </InfoCard>
            <InfoCard icon={<SvgIcon icon={mapPinIcon} size={24} />} title="Office">
              <address>{address.street}<br />{address.city}, {address.region} {address.postalCode}</address>
            </InfoCard>
            <InfoCard icon={<SvgIcon icon={clockIcon} size={24} />} title="Business Hours">
              <span>{hoursText(site.hours.contact)}</span>
            </InfoCard>
          </ul>
        </div>
      </section>
      <section className="section contact-main" aria-labelledby="contact-form-title">
        <div className="container contact-layout">
          <div className="contact-form-card">
            <h2 id="contact-form-title">Send Us a Message</h2>
            {site.forms.provider === 'email-only' ? (
              <EmailOnlyContact intro="Call, text or email us and we'll get back to you soon." subject="Message from the website" />
            ) : (
              <>
                <p className="contact-form-note">All fields are required.</p>
                <ContactForm />
              </>
            )}
          </div>
          <aside className="contact-side" aria-labelledby="contact-faq-title">
            <h2 id="contact-faq-title">Frequently Asked Questions</h2>
            <Accordion mode="single" items={contact.faq.map((f, i) => ({ id: `q${i}`, title: f.question, content: <p>{f.answer}</p> }))} />
            <div className="contact-call">
              <h3>Prefer to talk?</h3>
              <p>Call us and a real person will help you plan the job.</p>
              <a className="button button-primary" href={`tel:${site.phone.e164}`}>
                <SvgIcon icon={phoneIcon} size={18} /> Call {site.phone.display}
              </a>
            </div>
          </aside>
        </div>
      </section>
      {/* SPEC 2.9: the chat button has no behaviour yet; its name says so rather than pretending. Without
          JavaScript (and until hydration) it is a link that texts the company instead. */}
      {enhanced ? (
        <button type="button" className="contact-chat" aria-label="Live chat (coming soon)" title="Live chat (coming soon)">
          <SvgIcon icon={messageCircleIcon} size={26} />
        </button>
      ) : <ChatTextLink className="contact-chat" size={26} />}
    </>
  );
}

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="contact-card">
      <span className="contact-card-icon">{icon}</span>
      <h3>{title}</h3>
      <div className="contact-card-body">{children}</div>
    </li>
  );
}
