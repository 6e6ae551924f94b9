import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

export interface CategoryImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  src: string;
  /** Shown instead when src fails to load (SPEC 8: image failures fall back to a default image). */
  fallback: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * An image that swaps to a fallback when it fails. The error can fire before hydration attaches
 * onError, so the effect also checks an image that already finished loading with no pixels.
 */
export function CategoryImage({ src, fallback, ...rest }: CategoryImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && src !== fallback) setFailed(true);
  }, [src, fallback]);
  const current = failed ? fallback : src;
  return (
    <img
      ref={ref}
      src={current}
      onError={() => { if (current !== fallback) setFailed(true); }}
      {...rest}
    />
  );
}
