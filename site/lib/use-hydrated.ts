import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and in the hydrating render, true from the render after it. Widgets render markup that
 * works without JavaScript (a native <details>, every panel in the HTML) until then, and their scripted form
 * after, so the first client render still matches the pre-rendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
