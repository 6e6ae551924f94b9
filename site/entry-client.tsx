import './styles/global.css';
import './styles/components.css';

/**
 * The page is complete as pre-rendered HTML, so its JavaScript is not needed for the first paint: it starts once
 * the page has loaded, and then fetches everything hydration needs at once (the pre-renderer lists those chunks in
 * this script's data-preload) instead of discovering them one import at a time.
 */
function start(): void {
  const script = document.querySelector<HTMLScriptElement>('script[data-preload]');
  const chunks = JSON.parse(script?.dataset.preload ?? '[]') as string[];
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import('./hydrate.tsx');
}

if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
