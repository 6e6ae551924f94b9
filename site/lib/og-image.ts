import { SOCIAL_CARD, socialCardPath, type PictureInfo } from './picture-sources.ts';

/**
 * The social card every page shares: a 1200x630 PNG (data/images/og/default.png, rendered once from an HTML card
 * with headless Chromium). Page images are SVG, which Facebook, LinkedIn and X do not accept for og:image, so
 * only a PNG or JPEG page image would replace it.
 */
export const DEFAULT_OG_IMAGE = { path: '/images/og/default.png', width: 1200, height: 630, type: 'image/png' } as const;

/** The og:image path for a page image: the image itself when it is a PNG or JPEG, else the default card. */
export function ogImagePath(image: string | undefined): string {
  return image && /\.(png|jpe?g)$/i.test(image) ? image : DEFAULT_OG_IMAGE.path;
}

/**
 * The og:image of a page and, when known, its size and type: the social card cut from the page's own photo, else
 * the page's PNG or JPEG image, else the default card.
 */
export function ogCard(image: string | undefined, photo: PictureInfo | undefined): { path: string; width?: number; height?: number; type?: string } {
  if (photo) return { path: socialCardPath(photo), ...SOCIAL_CARD, type: 'image/jpeg' };
  const path = ogImagePath(image);
  return path === DEFAULT_OG_IMAGE.path ? { ...DEFAULT_OG_IMAGE } : { path };
}
