import type { ComponentType } from 'react';
import type { ShellProps } from './page-props.ts';
import { Header } from './components/header.tsx';
import { Footer } from './components/footer.tsx';
import { PhoneActions } from './components/phone-actions.tsx';
import { NavPositionContext, ShellContext } from './components/shell-context.tsx';
import { navPosition, type NavPosition } from './lib/main-nav.ts';

export interface AppProps<P> {
  shell: ShellProps;
  Page: ComponentType<P>;
  props: P;
  /**
   * Server only (site/render-framed.tsx): `frame` renders the frame of every page (skip link, header, footer, phone
   * bar) around an empty <main>, `page` the <main> alone. Each part stays where it is in the whole App, so React gives
   * their elements the same ids.
   */
  parts?: 'frame' | 'page';
  /** Where the visitor is, for the frame; from `shell.path` unless given. */
  position?: NavPosition;
}

/** One App for the server and the client: the shell around the current page. */
export function App<P extends object>({ shell, Page, props, parts, position }: AppProps<P>) {
  const frame = parts !== 'page';
  return (
    <ShellContext.Provider value={shell}>
      <NavPositionContext.Provider value={position ?? navPosition(shell.path)}>
        {frame ? <a className="skip-link" href="#main">Skip to content</a> : null}
        {frame ? <Header /> : null}
        <main id="main" tabIndex={-1}>
          {parts === 'frame' ? null : <Page {...props} />}
        </main>
        {frame ? <Footer /> : null}
        {frame ? <PhoneActions /> : null}
      </NavPositionContext.Provider>
    </ShellContext.Provider>
  );
}
