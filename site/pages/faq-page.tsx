import type { PagePropsMap } from '../page-props.ts';
import { PageHero } from '../components/page-hero.tsx';
import { FaqList } from '../components/faq-list.tsx';

export default function FaqPage({ faq }: PagePropsMap['faq']) {
  return (
    <>
      <PageHero title="Frequently Asked Questions" />
      {faq.categories.map((c) => <FaqList key={c.title} title={c.title} items={c.questions} />)}
      <p className="container"><a href="/contact">Still have questions? Contact us</a></p>
    </>
  );
}
