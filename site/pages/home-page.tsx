import type { PagePropsMap } from '../page-props.ts';
import { useShell } from '../components/shell-context.tsx';

export default function HomePage({ home, packages, testimonials, posts }: PagePropsMap['home']) {
  const { site } = useShell();
  return (
    <>
      <section className="home-hero">
        <div className="container">
          <h1>{home.hero.headline}</h1>
          <p className="lead">{home.hero.tagline}</p>
          <p className="actions">
            <a className="button button-primary" href={site.links.instantQuote} target="_blank" rel="noopener noreferrer">Get an Instant Quote</a>
            <a className="button button-secondary" href={`sms:${site.phone.e164}`}>Text Us</a>
          </p>
        </div>
      </section>
      <section className="section">
        <div className="container">
          <h2>{home.services.title}</h2>
          <p>{home.services.text}</p>
          {home.services.tiles.map((tile) => (
            <div key={tile.category}>
              <h3>{tile.category}</h3>
              <ul>{tile.items.map((i) => <li key={i.name}>{i.name}: {i.time}</li>)}</ul>
            </div>
          ))}
        </div>
      </section>
      <section className="section">
        <div className="container">
          <h2>{home.packages.title}</h2>
          <ul>{packages.map((p) => <li key={p.id}><a href={`/packages?package=${p.id}`}>{p.name}</a>: {p.price}</li>)}</ul>
        </div>
      </section>
      <section className="section">
        <div className="container">
          <h2>{home.testimonials.title}</h2>
          {testimonials.map((t) => <blockquote key={t.name}><p>{t.text}</p><footer>{t.name}, {t.role}</footer></blockquote>)}
        </div>
      </section>
      <section className="section">
        <div className="container">
          <h2>{home.blog.title}</h2>
          <ul>{posts.map((p) => <li key={p.id}><a href={`/blog?post=${p.id}`}>{p.title}</a></li>)}</ul>
        </div>
      </section>
    </>
  );
}
