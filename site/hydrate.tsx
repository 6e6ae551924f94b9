import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { pageModules } from './page-modules.ts';
import type { PageName } from './page-props.ts';
import type { ShellProps } from './page-props.ts';
import { withArticleBody } from './lib/article-body.ts';
import { withDirectoryServices } from './lib/directory-services.ts';
import { addEmbeddedIcons, iconsIn, loadIcons } from './components/icon.tsx';
import type { IconData } from './components/svg-icon.tsx';
import { addPictures } from './lib/pictures.ts';
import type { PictureTable } from './lib/picture-sources.ts';

interface PageData { page: PageName; props: object; shell: ShellProps }

const data = JSON.parse(document.getElementById('page-data')?.textContent ?? 'null') as PageData | null;
const root = document.getElementById('root');
if (data && root) {
  // The content icons in the markup come embedded in the page, so the first client render matches the server HTML
  // without a download for each; any it lacks are loaded before hydrating (none: nothing is downloaded).
  addEmbeddedIcons(JSON.parse(document.getElementById('icon-data')?.textContent ?? '{}') as Record<string, IconData>);
  // So are the photos' sizes and keys, for the same <picture> markup.
  addPictures(JSON.parse(document.getElementById('picture-data')?.textContent ?? '{}') as PictureTable);
  // The directory's services come from the search index, fetched beside the page's code (see withoutDirectoryServices).
  const [pageModule, props] = await Promise.all([pageModules[data.page](), withDirectoryServices(data.page, data.props), loadIcons(iconsIn(root))]);
  const Page = pageModule.default as React.ComponentType<object>;
  // As a transition, hydration is done in short slices that leave the main thread free for the visitor's input
  // (one long task on a big page such as /services otherwise).
  startTransition(() => {
    hydrateRoot(root, <Hydrated><App shell={data.shell} Page={Page} props={withArticleBody(data.page, props, root)} /></Hydrated>, {
      onRecoverableError: (error) => console.error('hydration:', error),
    });
  });
}

/** Marks <html data-hydrated> once the whole page has hydrated; tests and tools wait for it before interacting. */
function Hydrated({ children }: { children: ReactNode }) {
  // A parent's effects run after all of its children's, so this is the last thing hydration does.
  useEffect(() => { document.documentElement.dataset.hydrated = 'true'; }, []);
  return children;
}
