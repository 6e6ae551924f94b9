import { hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { pageModules } from './routes.ts';
import type { PageName } from './page-props.ts';
import type { ShellProps } from './page-props.ts';
import './styles/global.css';
import './styles/components.css';

interface PageData { page: PageName; props: object; shell: ShellProps }

const data = JSON.parse(document.getElementById('page-data')?.textContent ?? 'null') as PageData | null;
const root = document.getElementById('root');
if (data && root) {
  // Load the page's own chunk and the content icons in its markup before hydrating, so the first client render
  // matches the server HTML. Pages without content icons never download the icon code.
  const icons = root.querySelector('svg[data-icon]')
    ? import('./components/icon.tsx').then(({ iconsIn, loadIcons }) => loadIcons(iconsIn(root)))
    : undefined;
  const [pageModule] = await Promise.all([pageModules[data.page](), icons]);
  const Page = pageModule.default as React.ComponentType<object>;
  hydrateRoot(root, <App shell={data.shell} Page={Page} props={data.props} />, {
    onRecoverableError: (error) => console.error('hydration:', error),
  });
  // Tests and tools wait for this before interacting.
  requestAnimationFrame(() => { document.documentElement.dataset.hydrated = 'true'; });
}
