import { useShell } from './shell-context.tsx';
import { SmartLink } from './smart-link.tsx';

/** The footer on every page (SPEC 2.3). */
export function Footer() {
  const { site, navigation } = useShell();
  const groups = [
    { title: 'Services', links: navigation.footer.services.map((l) => ({ label: l.label, href: l.href ?? '/services' })) },
    { title: 'Packages', links: navigation.footer.packages.map((l) => ({ label: l.label, href: `/packages?package=${l.package}` })) },
    { title: 'Quick Links', links: navigation.footer.quickLinks.map((l) => ({ label: l.label, href: l.href ?? '/' })) },
    { title: 'Legal', links: navigation.footer.legal.map((l) => ({ label: l.label, href: l.href ?? '/' })) },
  ];
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="footer-title">{site.name}</h2>
          <p>{site.tagline}</p>
          <address>
            {site.address.street}<br />
            {site.address.city}, {site.address.region} {site.address.postalCode}<br />
            <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a><br />
            Office: <a href={`tel:${site.officePhone.e164}`}>{site.officePhone.display}</a><br />
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </address>
          <p><SmartLink href={site.links.customerPortal}>Customer Portal</SmartLink></p>
          <ul className="socials">
            {site.links.socials.map((s) => <li key={s.name}><SmartLink href={s.url}>{s.name}</SmartLink></li>)}
          </ul>
        </section>
        {groups.map((g) => (
          <nav key={g.title} aria-label={`Footer ${g.title}`}>
            <h2 className="footer-title">{g.title}</h2>
            <ul>{g.links.map((l) => <li key={l.href + l.label}><SmartLink href={l.href}>{l.label}</SmartLink></li>)}</ul>
          </nav>
        ))}
      </div>
      <p className="container copyright">{site.name}. Serving homeowners since {site.foundedYear}.</p>
    </footer>
  );
}
