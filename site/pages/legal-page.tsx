import type { PagePropsMap } from '../page-props.ts';
import { PageHero } from '../components/page-hero.tsx';
import { PolicyEmbed } from '../components/policy-embed.tsx';
import { formatDate } from '../components/blog-date.ts';
import { useShell } from '../components/shell-context.tsx';
import '../styles/legal.css';

const HOSTED = ['privacy', 'terms', 'disclaimer'] as const;
type HostedPolicy = (typeof HOSTED)[number];
const isHosted = (slug: string): slug is HostedPolicy => (HOSTED as readonly string[]).includes(slug);

/**
 * /privacy, /terms, /disclaimer and /accessibility (SPEC 2.16). The texts in data/pages/ are shown unless
 * site.links.policyService is configured, in which case the three legal pages embed the hosted policies.
 */
export default function LegalPage({ page }: PagePropsMap['legal']) {
  const service = useShell().site.links.policyService;
  if (service && isHosted(page.slug)) {
    return (
      <>
        <PageHero title={page.title} />
        <section className="section">
          <div className="container narrow">
            <PolicyEmbed policy={page.slug} title={page.title} scriptUrl={service.scriptUrl} frameUrl={service.frameUrl[page.slug]} />
          </div>
        </section>
      </>
    );
  }
  return (
    <>
      <PageHero title={page.title}>
        <p className="legal-updated">Last updated <time dateTime={page.updated}>{formatDate(page.updated)}</time></p>
      </PageHero>
      <section className="section">
        <div className="container narrow prose legal-prose" dangerouslySetInnerHTML={{ __html: page.html }} />
      </section>
    </>
  );
}
