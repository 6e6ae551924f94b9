import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { App } from './app.tsx';
import { Document, scriptSafeJson, type DocumentProps } from './document.tsx';
import { pageModules, routeTable, type RouteEntry } from './routes.ts';
import type { ShellProps } from './page-props.ts';

export { routeTable };

export interface RenderInput {
  route: RouteEntry;
  shell: ShellProps;
  assets: DocumentProps['assets'];
  jsonLd: string[];
  noindex: boolean;
}

/** Renders one route to a complete HTML document. */
export async function renderRoute({ route, shell, assets, jsonLd, noindex }: RenderInput): Promise<string> {
  const Page = (await pageModules[route.page]()).default as React.ComponentType<object>;
  const appHtml = renderToString(<App shell={shell} Page={Page} props={route.props} />);
  const pageData = scriptSafeJson({ page: route.page, props: route.props, shell });
  const html = renderToStaticMarkup(
    <Document meta={route.meta} path={route.path} baseUrl={shell.site.baseUrl} siteName={shell.site.name} appHtml={appHtml} pageData={pageData} jsonLd={jsonLd} assets={assets} noindex={noindex} />,
  );
  return `<!DOCTYPE html>${html}`;
}
