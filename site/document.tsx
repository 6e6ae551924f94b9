import type { PageMeta } from './routes.ts';

export interface DocumentProps {
  meta: PageMeta;
  baseUrl: string;
  siteName: string;
  /** Pre-rendered HTML of the app. */
  appHtml: string;
  /** JSON the client hydrates from; already escaped for a script element. */
  pageData: string;
  /** JSON-LD blocks, already escaped. */
  jsonLd: string[];
  assets: { css: string[]; entry: string; preload: string[] };
  noindex: boolean;
}

/** The server-only <html> shell: head, meta, structured data and the hydration payload. */
export function Document({ meta, baseUrl, siteName, appHtml, pageData, jsonLd, assets, noindex }: DocumentProps) {
  const canonical = `${baseUrl}${meta.canonical === '/' ? '/' : meta.canonical}`;
  const image = `${baseUrl}${meta.image ?? '/images/og/default.png'}`;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        {meta.keywords && meta.keywords.length > 0 ? <meta name="keywords" content={meta.keywords.join(', ')} /> : null}
        {noindex || !meta.indexable && meta.canonical === '/404' ? <meta name="robots" content="noindex" /> : null}
        <link rel="canonical" href={canonical} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:type" content={meta.ogType ?? 'website'} />
        <meta property="og:url" content={canonical} />
        <meta property="og:site_name" content={siteName} />
        <meta property="og:image" content={image} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="theme-color" content="#12324a" />
        <link rel="icon" href="/images/logo-mark.svg" type="image/svg+xml" />
        {assets.css.map((href) => <link key={href} rel="stylesheet" href={href} />)}
        {assets.preload.map((href) => <link key={href} rel="modulepreload" href={href} />)}
        {jsonLd.map((json, i) => <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />)}
      </head>
      <body>
        <div id="root" dangerouslySetInnerHTML={{ __html: appHtml }} />
        <script type="application/json" id="page-data" dangerouslySetInnerHTML={{ __html: pageData }} />
        <script type="module" src={assets.entry} />
      </body>
    </html>
  );
}

/** JSON that cannot close its <script> element or open a comment, whatever the content says. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
