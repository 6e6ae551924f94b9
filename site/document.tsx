import type { PageMeta } from './routes.ts';
import { scriptSafeJson } from './lib/script-safe-json.ts';
import { ogCard } from './lib/og-image.ts';
import type { PictureInfo } from './lib/picture-sources.ts';

export { scriptSafeJson };

/** Styles for visitors without JavaScript (see the <noscript> in the head). */
export const NO_SCRIPT_CSS = [
  // The one mark for controls that only work with JavaScript (filters, view switches, live search, carousel arrows):
  // without it they are not shown at all. Until hydration they keep their place but stay invisible (global.css).
  '.js-only{display:none!important}',
  // Words that say what the page offers with or without JavaScript (the ZIP section's heading): each its own.
  '.script-text{display:none!important}.no-script-text{display:inline!important}',
  // Panels a scripted control would open: show their content.
  '.package-details[hidden],.home-tile-panel[hidden]{display:block}',
  // The testimonials carousel degrades to a list of every testimonial.
  '.carousel{display:block}.carousel-viewport{display:block;min-height:0;cursor:auto}',
  '.carousel-slide[hidden]{display:block}.carousel-slide{margin-inline:auto}.carousel-slide+.carousel-slide{margin-top:var(--space-8)}',
].join('');

export interface DocumentProps {
  meta: PageMeta;
  /** The route's own path; a page that is not indexable and is its own canonical (/404) gets noindex. */
  path: string;
  baseUrl: string;
  siteName: string;
  /** Pre-rendered HTML of the app. */
  appHtml: string;
  /** JSON the client hydrates from; already escaped for a script element. */
  pageData: string;
  /** JSON-LD blocks, already escaped. */
  jsonLd: string[];
  /** JSON of the content icons' shapes in appHtml, by name, already escaped; none when it shows no content icon. */
  iconData?: string;
  /** JSON of the photos' sizes and keys in appHtml, by path, already escaped; none when it shows no photo. */
  pictureData?: string;
  /** The page's own picture, when it is a photo: its social card is the og:image. */
  ogPicture?: PictureInfo;
  assets: { css: string[]; entry: string; preload: string[] };
  noindex: boolean;
}

// React writes `fetchPriority` on a script as typed (camel case); the HTML attribute is `fetchpriority`.
const LOW_PRIORITY = { fetchpriority: 'low' } as object;

/** The server-only <html> shell: head, meta, structured data and the hydration payload. */
export function Document({ meta, path, baseUrl, siteName, appHtml, pageData, jsonLd, iconData, pictureData, ogPicture, assets, noindex }: DocumentProps) {
  const canonical = `${baseUrl}${meta.canonical === '/' ? '/' : meta.canonical}`;
  const card = ogCard(meta.image, ogPicture);
  const imagePath = card.path;
  const image = `${baseUrl}${imagePath}`;
  // Duplicates (/about, /service-directory) point at their main page with rel=canonical instead of noindex.
  const robotsNoindex = noindex || (!meta.indexable && meta.canonical === path);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        {meta.keywords && meta.keywords.length > 0 ? <meta name="keywords" content={meta.keywords.join(', ')} /> : null}
        {robotsNoindex ? <meta name="robots" content="noindex" /> : null}
        <link rel="canonical" href={canonical} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:type" content={meta.ogType ?? 'website'} />
        <meta property="og:url" content={canonical} />
        <meta property="og:site_name" content={siteName} />
        <meta property="og:image" content={image} />
        {card.width === undefined ? null : (
          <>
            <meta property="og:image:type" content={card.type} />
            <meta property="og:image:width" content={String(card.width)} />
            <meta property="og:image:height" content={String(card.height)} />
          </>
        )}
        <meta property="og:image:alt" content={siteName} />
        <meta property="og:locale" content="en_US" />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={meta.title} />
        <meta name="twitter:description" content={meta.description} />
        <meta name="twitter:image" content={image} />
        <meta name="theme-color" content="#12324a" />
        <link rel="icon" href="/images/logo-mark.svg" type="image/svg+xml" />
        {assets.css.map((href) => <link key={href} rel="stylesheet" href={href} />)}
        {/* Without JavaScript the scripted disclosures cannot open: show their content and drop the controls marked
            js-only (menus and accordions are native <details> until hydration). Only applies when scripting is off. */}
        <noscript dangerouslySetInnerHTML={{ __html: `<style>${NO_SCRIPT_CSS}</style>` }} />
        {jsonLd.map((json, i) => <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />)}
      </head>
      <body>
        <div id="root" dangerouslySetInnerHTML={{ __html: appHtml }} />
        <script type="application/json" id="page-data" dangerouslySetInnerHTML={{ __html: pageData }} />
        {iconData ? <script type="application/json" id="icon-data" dangerouslySetInnerHTML={{ __html: iconData }} /> : null}
        {pictureData ? <script type="application/json" id="picture-data" dangerouslySetInnerHTML={{ __html: pictureData }} /> : null}
        {/* Not needed for the first paint (low priority); it loads the chunks in data-preload after the page has. */}
        <script type="module" src={assets.entry} {...LOW_PRIORITY} data-preload={JSON.stringify(assets.preload)} />
      </body>
    </html>
  );
}

