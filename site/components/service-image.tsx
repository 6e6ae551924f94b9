import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

const FALLBACK = '/images/fallback/service.svg';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & { src: string; width: number; height: number; alt: string };

/**
 * A service image that swaps to the generic service picture when its file fails. The effect also catches a
 * failure that happened before hydration, when React's onError could not yet run. Give it key={src} where
 * the source can change.
 */
export function ServiceImage({ src, ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && !failed) setFailed(true);
  }, [failed]);
  return <img ref={ref} src={failed ? FALLBACK : src} onError={() => { if (!failed) setFailed(true); }} {...rest} />;
}
