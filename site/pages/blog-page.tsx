import type { PagePropsMap } from '../page-props.ts';
import { PageHero } from '../components/page-hero.tsx';

export default function BlogPage({ posts }: PagePropsMap['blog']) {
  return (
    <>
      <PageHero title="Blog" />
      <section className="section"><div className="container">
        <ul className="card-grid">{posts.map((p) => <li key={p.id} className="card"><h2 className="card-title"><a href={`/blog?post=${p.id}`}>{p.title}</a></h2><p>{p.excerpt}</p></li>)}</ul>
      </div></section>
    </>
  );
}
