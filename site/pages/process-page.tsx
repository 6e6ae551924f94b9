import type { PagePropsMap } from '../page-props.ts';
import { PageHero } from '../components/page-hero.tsx';
import { FaqList } from '../components/faq-list.tsx';

export default function ProcessPage({ process }: PagePropsMap['process']) {
  return (
    <>
      <PageHero title={process.intro.title} text={process.intro.text} />
      <section className="section"><div className="container">
        <ol className="steps">{process.steps.map((s) => <li key={s.title}><h2>{s.title}</h2><p>{s.description}</p></li>)}</ol>
      </div></section>
      <FaqList items={process.faq} />
    </>
  );
}
