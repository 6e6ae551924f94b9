import { useEffect, useState } from 'react';

/** SPEC 9: scroll handling runs at most every ~150 ms; the busy flag is cleared 100 ms after a check. */
const THROTTLE_MS = 150;
const FLAG_RESET_MS = 100;

/**
 * Whether the page is scrolled past `threshold` pixels (SPEC 2.2: the header turns solid past 5px).
 * Starts false on the server and in the first client render, then reads the real position after hydration.
 */
export function useScrolled(threshold = 5): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let busy = false;
    let last = 0;
    let resetTimer: number | undefined;
    let trailingTimer: number | undefined;
    const check = () => {
      last = performance.now();
      setScrolled(window.scrollY > threshold);
      busy = true;
      window.clearTimeout(resetTimer);
      resetTimer = window.setTimeout(() => { busy = false; }, FLAG_RESET_MS);
    };
    const onScroll = () => {
      const wait = THROTTLE_MS - (performance.now() - last);
      if (!busy && wait <= 0) {
        check();
        return;
      }
      // A trailing check so the state matches where scrolling stopped.
      if (trailingTimer === undefined) {
        trailingTimer = window.setTimeout(() => { trailingTimer = undefined; check(); }, Math.max(wait, FLAG_RESET_MS));
      }
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(resetTimer);
      window.clearTimeout(trailingTimer);
    };
  }, [threshold]);
  return scrolled;
}
