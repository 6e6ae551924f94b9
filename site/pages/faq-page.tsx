import { useId, useState } from 'react';
import { __iconData as messageCircleIcon } from 'lucide-react/icons/message-circle';
import { __iconData as searchIcon } from 'lucide-react/icons/search';
import { SvgIcon } from '../components/svg-icon.tsx';
import type { PagePropsMap } from '../page-props.ts';
import { PageHero } from '../components/page-hero.tsx';
import { Accordion } from '../components/accordion.tsx';
import { FaqResults } from '../components/faq-results.tsx';
import { faqCountText, searchFaq } from '../lib/faq-search.ts';
import '../styles/faq.css';

/**
 * SPEC 2.11: category accordions (five at launch; one open at a time), each with questions that open independently.
 * Typing in the search box lists the matching questions, answers open, in place of the accordions (issue 34: the
 * box did nothing). Without JavaScript every answer is shown and the box is hidden (document.tsx).
 */
export default function FaqPage({ faq }: PagePropsMap['faq']) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const searching = search.trim() !== '';
  const results = searchFaq(faq.categories, search);
  const found = results.reduce((n, c) => n + c.questions.length, 0);
  const categories = faq.categories.map((category, c) => ({
    id: `c${c}`,
    title: category.title,
    content: (
      <Accordion
        mode="multiple"
        headingLevel={3}
        className="faq-questions"
        items={category.questions.map((q, i) => ({ id: `q${i}`, title: q.question, content: <p>{q.answer}</p> }))}
      />
    ),
  }));
  return (
    <>
      <PageHero title="Frequently Asked Questions" text="Answers to the questions homeowners ask us most about our services, pricing, scheduling and support.">
        <form className="faq-search js-only" role="search" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={searchId} className="visually-hidden">Search frequently asked questions</label>
          <SvgIcon icon={searchIcon} size={18} className="faq-search-icon" />
          <input id={searchId} name="q" type="search" placeholder="Search questions..." autoComplete="off" value={search} onChange={(e) => setSearch(e.target.value)} />
          <button type="submit" className="button button-primary">Search</button>
        </form>
      </PageHero>
      <section className="section" aria-label="Questions by category">
        <div className="container narrow">
          <p className="faq-count" aria-live="polite">{searching ? faqCountText(found) : ''}</p>
          {searching ? <FaqResults categories={results} /> : <Accordion mode="single" headingLevel={2} className="faq-categories" items={categories} />}
        </div>
      </section>
      <section className="section faq-contact" aria-labelledby="faq-contact-heading">
        <div className="container narrow faq-contact-inner">
          <SvgIcon icon={messageCircleIcon} size={40} className="faq-contact-icon" />
          <div>
            <h2 id="faq-contact-heading">Still Have Questions?</h2>
            <p>Can't find the answer you're looking for? Our team is happy to help.</p>
          </div>
          <a href="/contact" className="button button-primary">Contact Us</a>
        </div>
      </section>
    </>
  );
}
