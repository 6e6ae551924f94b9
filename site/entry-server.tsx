import { renderToStaticMarkup } from 'react-dom/server';
import { renderFramed } from './render-framed.tsx';
import { Document, scriptSafeJson, type DocumentProps } from './document.tsx';
import { pageModules } from './page-modules.ts';
import { routeTable, type RouteEntry } from './routes.ts';
import { loadedIcons, loadIcons } from './components/icon.tsx';
import type { ShellProps } from './page-props.ts';
import { withoutArticleBody } from './lib/article-body.ts';
import { withoutDirectoryServices } from './lib/directory-services.ts';
import { addPictures, takeShownPictures } from './lib/pictures.ts';
import type { PictureTable } from './lib/picture-sources.ts';

export { routeTable };

export interface RenderInput {
  route: RouteEntry;
  shell: ShellProps;
  assets: DocumentProps['assets'];
  jsonLd: string[];
  noindex: boolean;
  /** Every photo the build resized, by /images/... path. */
  pictures: PictureTable;
}

/**
 * A rendered page's HTML in pieces, in order. A `shared` piece recurs unchanged on many pages (the frame around
 * <main>, see render-framed.tsx), so the build reads what it holds once.
 */
export interface HtmlPiece {
  html: string;
  shared?: true;
}

/** Where the page's App goes in its document: a comment, which no escaped text or attribute can hold. */
const APP_SLOT = '<!--app-->';

/** Renders one route to a complete HTML document. */
export async function renderRoute({ route, shell, assets, jsonLd, noindex, pictures }: RenderInput): Promise<HtmlPiece[]> {
  const Page = (await pageModules[route.page]()).default as React.ComponentType<object>;
  // renderToString is synchronous: every content icon must be loaded (only the first call downloads them).
  await loadIcons('all');
  addPictures(pictures);
  takeShownPictures();
  const app = renderFramed(shell, Page, route.props);
  const appHtml = app.hints + app.before + app.main + app.after;
  // The shapes of the content icons in this markup go into the page, for the client to hydrate them with.
  const icons = loadedIcons(new Set([...appHtml.matchAll(/data-icon="([a-z0-9-]+)"/g)].map((m) => m[1]!)));
  const iconData = Object.keys(icons).length > 0 ? scriptSafeJson(icons) : undefined;
  // Likewise the photos in it: their sizes and keys, for the client to write the same <picture>.
  const shown = takeShownPictures();
  const pictureData = Object.keys(shown).length > 0 ? scriptSafeJson(shown) : undefined;
  const ogPicture = route.meta.image ? pictures[route.meta.image] : undefined;
  const pageData = scriptSafeJson({ page: route.page, props: withoutDirectoryServices(route.page, withoutArticleBody(route.page, route.props)), shell });
  const html = renderToStaticMarkup(
    <Document meta={route.meta} path={route.path} baseUrl={shell.site.baseUrl} siteName={shell.site.name} appHtml={APP_SLOT} pageData={pageData} jsonLd={jsonLd} iconData={iconData} pictureData={pictureData} ogPicture={ogPicture} assets={assets} noindex={noindex} />,
  );
  const at = html.indexOf(APP_SLOT);
  if (at < 0 || html.includes(APP_SLOT, at + 1)) throw new Error(`renderRoute: ${route.path}'s document holds ${APP_SLOT} ${at < 0 ? 'nowhere' : 'twice'}`);
  return [
    { html: `<!DOCTYPE html>${html.slice(0, at)}${app.hints}` },
    { html: app.before, shared: true },
    { html: app.main },
    { html: app.after, shared: true },
    { html: html.slice(at + APP_SLOT.length) },
  ];
}
