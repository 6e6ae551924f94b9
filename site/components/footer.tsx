import { __iconData as externalLinkIcon } from 'lucide-react/icons/external-link';
import { __iconData as mailIcon } from 'lucide-react/icons/mail';
import { __iconData as mapPinIcon } from 'lucide-react/icons/map-pin';
import { __iconData as phoneIcon } from 'lucide-react/icons/phone';
import { SvgIcon } from './svg-icon.tsx';
import { useShell } from './shell-context.tsx';
import { SmartLink } from './smart-link.tsx';
import { menuHref } from '../lib/links.ts';

/** The footer on every page (SPEC 2.3): link groups, contact facts, socials and the customer portal. */
export function Footer() {
  const { site, navigation } = useShell();
  const groups = [
    { title: 'Services', links: navigation.footer.services.map((l) => ({ label: l.label, href: menuHref(l) })) },
    { title: 'Packages', links: navigation.footer.packages.map((l) => ({ label: l.label, href: `/packages?package=${encodeURIComponent(l.package)}` })) },
    { title: 'Quick Links', links: navigation.footer.quickLinks.map((l) => ({ label: l.label, href: l.href ?? '/' })) },
    { title: 'Legal', links: navigation.footer.legal.map((l) => ({ label: l.label, href: l.href ?? '/' })) },
  ];
  const { address } = site;
  return (
    <footer className="shell-footer">
      <div className="container shell-footer-grid">
        <section className="footer-company" aria-labelledby="footer-company">
          <h2 id="footer-company" className="visually-hidden">{site.name}</h2>
          <a href="/" className="footer-logo" aria-label={`${site.name} home`}>
            <img src="/images/logo-mark.svg" alt="" width={48} height={48} />
            <span aria-hidden="true">{site.shortName}</span>
          </a>
          <p className="footer-tagline">{site.tagline}</p>
          <address className="footer-contact">
            <p>
              <SvgIcon icon={mapPinIcon} size={18} />
              <span>{address.street}<br />{address.city}, {address.region} {address.postalCode}</span>
            </p>
            <p>
              <SvgIcon icon={phoneIcon} size={18} />
              <span><a href={`tel:${site.phone.e164}`}>{site.phone.display}</a></span>
            </p>
            <p>
              <SvgIcon icon={phoneIcon} size={18} />
              <span>Office: <a href={`tel:${site.officePhone.e164}`}>{site.officePhone.display}</a></span>
            </p>
            <p>
              <SvgIcon icon={mailIcon} size={18} />
              <span><a href={`mailto:${site.email}`}>{site.email}</a></span>
            </p>
          </address>
          <SmartLink href={site.links.customerPortal} className="footer-portal">
            Customer Portal
            <SvgIcon icon={externalLinkIcon} size={16} />
          </SmartLink>
        </section>
        {groups.map((g) => (
          <nav key={g.title} className="footer-group" aria-label={`Footer ${g.title}`}>
            <h2 className="footer-heading">{g.title}</h2>
            <ul>{g.links.map((l) => <li key={l.href + l.label}><SmartLink href={l.href}>{l.label}</SmartLink></li>)}</ul>
          </nav>
        ))}
      </div>
      <div className="container footer-bottom">
        <p className="footer-copy">{site.name}. Serving homeowners since {site.foundedYear}.</p>
        <ul className="footer-socials" aria-label="Social profiles">
          {site.links.socials.map((s) => <li key={s.name}><SmartLink href={s.url}>{s.name}</SmartLink></li>)}
        </ul>
      </div>
    </footer>
  );
}
