import type { PagePropsMap } from '../page-props.ts';
import { PageHero } from '../components/page-hero.tsx';
import { FaqList } from '../components/faq-list.tsx';

export default function CategoryPage({ page, cards }: PagePropsMap['category']) {
  return (
    <>
      <PageHero title={page.hero.headline} text={page.hero.text} />
      <section className="section">
        <div className="container">
          <h2>{page.intro.title}</h2>
          {page.intro.paragraphs.map((p) => <p key={p}>{p}</p>)}
          {page.comingSoon ? <p className="coming-soon">Services coming soon</p> : (
            <ul className="card-grid">
              {cards.map((c) => (
                <li key={c.subcategory} className="card">
                  <h3 className="card-title"><a href={`/service-directory?category=${c.subcategory}`}>{c.title}</a></h3>
                  <p>{c.description}</p>
                  <ul>{c.bullets.map((b) => <li key={b}>{b}</li>)}</ul>
                  <p>{page.countLabel === 'long' ? 'Available Services: ' : ''}{c.count} services in this category</p>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <FaqList items={page.faqs} />
    </>
  );
}
