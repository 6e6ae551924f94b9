import type { PagePropsMap } from '../page-props.ts';
import { PageHero } from '../components/page-hero.tsx';

export default function SitemapPage({ links }: PagePropsMap['sitemap']) {
  return (
    <>
      <PageHero title="Sitemap" />
      <section className="section"><div className="container">
        <ul>{links.map((l) => <li key={l.href}><a href={l.href}>{l.label}</a></li>)}</ul>
        <p><a href="/sitemap.xml">XML sitemap</a></p>
      </div></section>
    </>
  );
}
