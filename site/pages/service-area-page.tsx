import type { PagePropsMap } from '../page-props.ts';
import { PageHero } from '../components/page-hero.tsx';
import { FaqList } from '../components/faq-list.tsx';

export default function ServiceAreaPage({ serviceAreas, coverage }: PagePropsMap['service-area']) {
  return (
    <>
      <PageHero title={serviceAreas.intro.title} text={serviceAreas.intro.text} />
      <section className="section"><div className="container">
        <h2>{coverage.name}</h2>
        <ul>{coverage.cities.map((c) => <li key={c.name}>{c.name}: {c.zips.join(', ')}</li>)}</ul>
      </div></section>
      <FaqList items={serviceAreas.faq} />
    </>
  );
}
