import { __iconData as fileCodeIcon } from 'lucide-react/icons/file-code';
import { SvgIcon } from '../components/svg-icon.tsx';
import type { PagePropsMap } from '../page-props.ts';
import { PageHero } from '../components/page-hero.tsx';
import '../styles/legal.css';

type Link = PagePropsMap['sitemap']['links'][number];

const GROUPS = ['Main Pages', 'Services', 'Company', 'Blog', 'Legal'] as const;
const COMPANY = new Set(['/about-us', '/careers', '/meet-the-team', '/faq', '/contact']);
const LEGAL = new Set(['/privacy', '/terms', '/disclaimer', '/accessibility']);

/** Which heading a page is listed under, from its path. */
function groupOf(href: string): (typeof GROUPS)[number] {
  if (href === '/services' || href.startsWith('/services/')) return 'Services';
  if (href === '/blog' || href.startsWith('/blog/')) return 'Blog';
  if (LEGAL.has(href)) return 'Legal';
  if (COMPANY.has(href)) return 'Company';
  return 'Main Pages';
}

/** /sitemap (SPEC 2.16): every page of the route table, grouped, plus the XML sitemap. */
export default function SitemapPage({ links }: PagePropsMap['sitemap']) {
  const grouped = GROUPS.map((name) => ({ name, links: links.filter((l: Link) => groupOf(l.href) === name) })).filter((g) => g.links.length > 0);
  return (
    <>
      <PageHero title="Sitemap" text="Every page of our website in one place." />
      <section className="section">
        <div className="container">
          <div className="sitemap-groups">
            {grouped.map((g) => (
              <section key={g.name} className="sitemap-group" aria-labelledby={`sitemap-${g.name.replace(/\W+/g, '-').toLowerCase()}`}>
                <h2 id={`sitemap-${g.name.replace(/\W+/g, '-').toLowerCase()}`}>{g.name}</h2>
                <ul>{g.links.map((l) => <li key={l.href}><a href={l.href}>{l.label}</a></li>)}</ul>
              </section>
            ))}
          </div>
          <p className="sitemap-xml">
            <SvgIcon icon={fileCodeIcon} size={20} /> For search engines: <a href="/sitemap.xml">XML sitemap</a>
          </p>
        </div>
      </section>
    </>
  );
}
