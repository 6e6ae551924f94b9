/** SPEC 9: how long the placeholder may show before the frame fallback takes over. */
export const POLICY_TIMEOUT_MS = 5000;

export interface PolicyLoaderOptions {
  /** Adds the policy service's script; calls onError if it fails to load; returns a function that removes it. */
  loadScript: (onError: () => void) => () => void;
  /** True while the 'Loading policy...' placeholder is still on screen (the script never replaced it). */
  isPlaceholderShowing: () => boolean;
  /** Switch to the embedded frame. Called at most once. */
  onFallback: () => void;
  warn?: (message: string) => void;
  timeoutMs?: number;
}

/**
 * SPEC 4: load the third-party policy script; if it errors, or the placeholder still shows after the time-out,
 * warn and fall back to the frame. Returns a cleanup that cancels the timer and removes the script.
 */
export function startPolicyLoader({ loadScript, isPlaceholderShowing, onFallback, warn = console.warn, timeoutMs = POLICY_TIMEOUT_MS }: PolicyLoaderOptions): () => void {
  let settled = false;
  const fallback = (reason: string) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    warn(`${reason}; showing the policy in a frame instead.`);
    onFallback();
  };
  const timer = setTimeout(() => {
    if (isPlaceholderShowing()) fallback(`The policy service did not load within ${timeoutMs / 1000} s`);
    else settled = true;
  }, timeoutMs);
  const removeScript = loadScript(() => fallback('The policy service script failed to load'));
  return () => {
    settled = true;
    clearTimeout(timer);
    removeScript();
  };
}
