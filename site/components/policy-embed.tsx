import { useEffect, useRef, useState } from 'react';
import { startPolicyLoader } from './policy-loader.ts';

export const POLICY_LOADING_TEXT = 'Loading policy...';

export interface PolicyEmbedProps {
  /** Which policy: the key of frameUrl. */
  policy: 'privacy' | 'terms' | 'disclaimer';
  title: string;
  scriptUrl: string;
  frameUrl: string;
}

/**
 * A policy hosted by a third-party service (SPEC 2.16, 4). The script is added after hydration and is expected
 * to replace the placeholder; on failure or time-out the policy's own page is shown in a frame.
 */
export function PolicyEmbed({ policy, title, scriptUrl, frameUrl }: PolicyEmbedProps) {
  const [framed, setFramed] = useState(false);
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => startPolicyLoader({
    loadScript: (onError) => {
      const script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.addEventListener('error', onError);
      document.body.append(script);
      return () => script.remove();
    },
    isPlaceholderShowing: () => holder.current?.textContent?.includes(POLICY_LOADING_TEXT) ?? false,
    onFallback: () => setFramed(true),
  }), [scriptUrl]);

  if (framed) return <iframe className="policy-frame" title={title} src={frameUrl} loading="lazy" />;
  return (
    <div ref={holder} className="policy-embed" data-policy={policy} aria-busy="true">
      <p className="policy-loading" role="status">{POLICY_LOADING_TEXT}</p>
    </div>
  );
}
