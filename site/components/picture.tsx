import { useEffect, useRef, useState, type ImgHTMLAttributes, type Ref } from 'react';
import { pictureInfo } from '../lib/pictures.ts';
import { pictureMarkup } from '../lib/picture-sources.ts';

export type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  src: string;
  alt: string;
  /** How wide the picture is drawn at each viewport width (the sizes attribute): the browser picks the copy from it. */
  sizes: string;
  /** The box the picture fills when it is a drawing; a photo's own size replaces them. */
  width: number;
  height: number;
  /** Shown instead when the picture fails to load (SPEC 8: image failures fall back to a default image). */
  fallback?: string;
  ref?: Ref<HTMLImageElement>;
};

/**
 * A content picture. A photo is written as a <picture> of AVIF and WebP copies at each width, with the fallback
 * format on the <img>, and its real width and height, so the page keeps its place while it loads. A drawing (SVG)
 * is a plain <img>. The <picture> box is laid out as if the <img> stood alone (display: contents).
 */
export function Picture({ src, sizes, width, height, fallback, ref, onError, ...rest }: PictureProps) {
  const own = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  const current = failed && fallback ? fallback : src;
  const fail = () => { if (fallback && !failed) setFailed(true); };
  // A failure before hydration, when React's onError was not listening yet, shows as a finished image with no pixels.
  useEffect(() => {
    const img = own.current;
    if (fallback && img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [fallback, src]);
  const refs = (node: HTMLImageElement | null) => {
    own.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  const handleError: ImgHTMLAttributes<HTMLImageElement>['onError'] = (event) => { fail(); onError?.(event); };
  const info = pictureInfo(current);
  if (!info) return <img ref={refs} src={current} width={width} height={height} onError={handleError} {...rest} />;
  const { sources, img } = pictureMarkup(current, info);
  return (
    <picture>
      {sources.map((s) => <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />)}
      <img ref={refs} src={img.src} srcSet={img.srcSet} sizes={sizes} width={img.width} height={img.height} onError={handleError} {...rest} />
    </picture>
  );
}
