import type { PagePropsMap } from '../page-props.ts';
import { PageHero } from '../components/page-hero.tsx';

export default function LegalPage({ page }: PagePropsMap['legal']) {
  return (
    <>
      <PageHero title={page.title} text={`Last updated ${page.updated}`} />
      <section className="section"><div className="container narrow prose" dangerouslySetInnerHTML={{ __html: page.html }} /></section>
    </>
  );
}
