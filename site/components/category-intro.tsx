import { __iconData as badgeCheckIcon } from 'lucide-react/icons/badge-check';
import { SvgIcon } from './svg-icon.tsx';
import type { CategoryPage } from '../content-types.ts';
import { useShell } from './shell-context.tsx';

/** How many of the company's claims the logo panel repeats; the first ones are the strongest. */
const CLAIMS_SHOWN = 3;

/** The about block: the company logo with a few claims beside the page's own introduction. */
export function CategoryIntro({ intro }: { intro: CategoryPage['intro'] }) {
  const { site } = useShell();
  return (
    <section className="section category-intro">
      <div className="container category-intro-grid">
        <div className="category-intro-brand">
          <img src="/images/logo-mark.svg" alt={site.name} width={96} height={96} />
          <p className="category-intro-name">{site.name}</p>
          <ul className="category-intro-claims">
            {site.claims.statements.slice(0, CLAIMS_SHOWN).map((claim) => (
              <li key={claim}><SvgIcon icon={badgeCheckIcon} size={18} />{claim}</li>
            ))}
          </ul>
        </div>
        <div className="category-intro-copy">
          <h2>{intro.title}</h2>
          {intro.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
        </div>
      </div>
    </section>
  );
}
