import type { ComponentType } from 'react';
import type { ShellProps } from './page-props.ts';
import { Header } from './components/header.tsx';
import { Footer } from './components/footer.tsx';
import { PhoneActions } from './components/phone-actions.tsx';
import { ShellContext } from './components/shell-context.tsx';

export interface AppProps<P> {
  shell: ShellProps;
  Page: ComponentType<P>;
  props: P;
}

/** One App for the server and the client: the shell around the current page. */
export function App<P extends object>({ shell, Page, props }: AppProps<P>) {
  return (
    <ShellContext.Provider value={shell}>
      <a className="skip-link" href="#main">Skip to content</a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Page {...props} />
      </main>
      <Footer />
      <PhoneActions />
    </ShellContext.Provider>
  );
}
