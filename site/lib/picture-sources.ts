/**
 * A photo as the build published it: its real size after rotation, and the key its resized copies are named by.
 * Only raster pictures have one; an SVG is drawn at any size and is published as one file.
 */
export interface PictureInfo {
  /** Width and height in pixels, as shown (EXIF orientation applied). */
  w: number;
  h: number;
  /** The first 12 hex digits of the hash of the original's bytes: its copies are content-addressed. */
  k: string;
  /** The fallback format, for browsers without AVIF or WebP: PNG keeps transparency, JPEG is smaller otherwise. */
  f: 'jpg' | 'png';
}

/** Where the resized copies live: their names never change meaning, so hosts may cache them for good. */
export const VARIANT_FOLDER = '/images/_';

/** The widths made of every photo: what phones (1x-3x) and desktops show, up to 1,600 pixels, never enlarged. */
export const VARIANT_WIDTHS = [400, 800, 1200, 1600] as const;

/** The widths made of a photo `width` pixels wide: the ladder up to it, and the photo's own width when it is less than the top. */
export function variantWidths(width: number): number[] {
  const below = VARIANT_WIDTHS.filter((w) => w < width);
  return width < VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]! ? [...below, width] : [...VARIANT_WIDTHS];
}

export type VariantFormat = 'avif' | 'webp' | 'jpg' | 'png';

export function variantPath(info: PictureInfo, width: number, format: VariantFormat): string {
  return `${VARIANT_FOLDER}/${info.k}-${width}.${format}`;
}

/** A srcset of every width in one format. */
export function variantSrcSet(info: PictureInfo, format: VariantFormat): string {
  return variantWidths(info.w).map((w) => `${variantPath(info, w, format)} ${w}w`).join(', ');
}

/** The size a photo is published at under its own name (/images/...): its largest copy, in the fallback format. */
export function publishedSize(info: PictureInfo): { width: number; height: number } {
  const width = Math.max(...variantWidths(info.w));
  return { width, height: Math.round((info.h * width) / info.w) };
}

/** The social-card copy (og:image): 1200x630, cropped from the middle, as the networks ask. */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

export function socialCardPath(info: PictureInfo): string {
  return `${VARIANT_FOLDER}/${info.k}-card.jpg`;
}

/** Pictures by their /images/... path. */
export type PictureTable = Readonly<Record<string, PictureInfo>>;

/** What a <picture> holds for a photo: AVIF, then WebP, then the fallback format on the <img> itself. */
export interface PictureMarkup {
  sources: { type: string; srcSet: string }[];
  img: { src: string; srcSet: string; width: number; height: number };
}

/**
 * The markup of a photo shown at `sizes` (a sizes attribute: how wide it is drawn at each viewport width); the
 * browser picks the smallest copy that fills it, in the best format it reads. `src` keeps the photo's own address
 * for browsers without srcset.
 */
export function pictureMarkup(src: string, info: PictureInfo): PictureMarkup {
  return {
    sources: [
      { type: 'image/avif', srcSet: variantSrcSet(info, 'avif') },
      { type: 'image/webp', srcSet: variantSrcSet(info, 'webp') },
    ],
    img: { src, srcSet: variantSrcSet(info, info.f), width: info.w, height: info.h },
  };
}

/** How wide a picture in an article's text is drawn: the text column, or the screen on a phone. */
export const ARTICLE_IMAGE_SIZES = '(min-width: 50rem) 46rem, calc(100vw - 2rem)';

/** What a service's picture shows when its own fails to load (SPEC 8). */
export const SERVICE_FALLBACK_IMAGE = '/images/fallback/service.svg';
