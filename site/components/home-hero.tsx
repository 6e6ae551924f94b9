import { useEffect, useId, useRef, useState } from 'react';
import { __iconData as messageCircleIcon } from 'lucide-react/icons/message-circle';
import { __iconData as zapIcon } from 'lucide-react/icons/zap';
import { SvgIcon } from './svg-icon.tsx';
import type { HomeContent } from '../content-types.ts';
import { useShell } from './shell-context.tsx';
import { SmartLink } from './smart-link.tsx';
import { HeroSearch } from './hero-search.tsx';
import { Picture } from './picture.tsx';

const FALLBACK = '/images/fallback/hero.svg';

/** SPEC 7: a failed hero image is logged and retried once from the site origin, then replaced by the fallback. */
function useHeroImage(image: string) {
  const [src, setSrc] = useState(image);
  const attempt = useRef(0);
  const ref = useRef<HTMLImageElement>(null);
  const onError = () => {
    attempt.current += 1;
    if (attempt.current === 1) {
      const retry = new URL(new URL(image, window.location.origin).pathname, window.location.origin);
      // A query makes the browser ask again even when the path is unchanged.
      retry.searchParams.set('retry', '1');
      console.log(`Hero image failed to load (${image}); retrying from ${window.location.origin}.`);
      setSrc(retry.href);
    } else if (attempt.current === 2) {
      console.log('Hero image failed again; showing the default image.');
      setSrc(FALLBACK);
    }
  };
  // The file may have failed before hydration, when React's onError was not listening yet.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) onError();
    // Only the state found at hydration matters here; later failures arrive through onError.
  }, []);
  return { ref, src, onError };
}

/** The home banner (SPEC 2.4): image behind the headline, tagline, search and the two contact buttons. */
export function HomeHero({ hero }: { hero: HomeContent['hero'] }) {
  const { site } = useShell();
  const image = useHeroImage(hero.image);
  const titleId = useId();
  return (
    <section className="home-hero" aria-labelledby={titleId}>
      <Picture ref={image.ref} className="home-hero-image" src={image.src} sizes="100vw" onError={image.onError} alt="" width={1600} height={900} fetchPriority="high" />
      <div className="container home-hero-content">
        <h1 id={titleId}>{hero.headline}</h1>
        <p className="home-hero-tagline">{hero.tagline}</p>
        <HeroSearch placeholders={hero.searchPlaceholders} />
        <div className="actions home-hero-actions">
          <SmartLink className="button button-primary" href={site.links.instantQuote}><SvgIcon icon={zapIcon} size={18} /> Get an Instant Quote</SmartLink>
          <a className="button button-light" href={`sms:${site.phone.e164}`}><SvgIcon icon={messageCircleIcon} size={18} /> Text Us</a>
        </div>
      </div>
    </section>
  );
}
