import type { ReactNode } from 'react';

/** The heading band at the top of an inner page. */
export function PageHero({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>{title}</h1>
        {text ? <p className="lead">{text}</p> : null}
        {children}
      </div>
    </section>
  );
}
