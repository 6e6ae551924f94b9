import type { Metadata } from 'sharp';
import { sniffImage, type ImageFormat } from './image-format.ts';
import type { PictureInfo } from '../../site/lib/picture-sources.ts';

import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from './image-limits.ts';
import { cleanSvg, type CleanedSvg } from './svg-clean.ts';

/** sharp (libvips) is loaded only when there is a photo to read: some 70 ms a run that a site of drawings never needs. */
export const loadSharp = async () => (await import('sharp')).default;

/** What a file in data/images is: a photo to resize, an SVG or icon to publish as one file, or a problem. */
export type ImageProbe =
  | { kind: 'photo'; info: PictureInfo }
  | { kind: 'svg'; cleaned: CleanedSvg }
  | { kind: 'icon' }
  | { kind: 'problem'; rule: 'image/not-a-picture' | 'image/too-large' | 'image/heic' | 'image/damaged'; message: string };

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** A problem for a file too big to read at all; the loader does not read it. */
export function tooLargeFile(size: number): ImageProbe {
  return { kind: 'problem', rule: 'image/too-large', message: `this picture is ${megabytes(size)}, more than the ${MAX_IMAGE_BYTES / (1024 * 1024)} MB the site takes (static hosts refuse files that large); save it again from the phone or camera at a lower resolution, or export it as a JPEG at 80% quality` };
}

/**
 * Reads a picture's contents to learn what it is and that it decodes: the format from its bytes (whatever its name
 * says), its size with the EXIF orientation applied, and a full decode, so a file cut short is found now and not by
 * a visitor. `key` names its resized copies (the hash of its bytes).
 */
export async function probeImage(bytes: Uint8Array, key: string, name: string): Promise<ImageProbe> {
  if (bytes.length > MAX_IMAGE_BYTES) return tooLargeFile(bytes.length);
  const sniffed = sniffImage(bytes);
  const mismatch = sniffed.format ? misnamed(sniffed.format, name) : undefined;
  if (mismatch) return { kind: 'problem', rule: 'image/not-a-picture', message: mismatch };
  if ('heic' in sniffed) {
    return { kind: 'problem', rule: 'image/heic', message: 'this is an HEIC photo (the iPhone\'s own format), which most browsers cannot show and this build cannot convert; save it as a JPEG: on the iPhone choose Settings > Camera > Formats > Most Compatible before taking photos, or share the photo to "Save as JPEG"; on a computer open it in the free GIMP or in Preview (Mac) and export as JPEG' };
  }
  if ('looksLike' in sniffed) return notAPicture(sniffed.looksLike);
  // An SVG is published as written anew from an allowlist, never as it came (svg-clean.ts).
  if (sniffed.format === 'svg') return { kind: 'svg', cleaned: cleanSvg(bytes) };
  if (sniffed.format === 'ico') return { kind: 'icon' };
  return probeRaster(bytes, sniffed.format, key);
}

const NAMES: Record<ImageFormat, string> = { jpeg: 'a JPEG photo', png: 'a PNG picture', gif: 'a GIF picture', webp: 'a WebP picture', avif: 'an AVIF picture', ico: 'an icon (.ico)', svg: 'an SVG drawing' };
const EXTENSION: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp', avif: 'avif', ico: 'ico', svg: 'svg' };

/**
 * A drawing, an icon and a photo are published differently (an SVG as text, an icon as it is, a photo re-encoded in
 * the format its name promises), and browsers trust the name's type: one saved under another's name shows broken.
 * Among photos the name may differ from the contents (a PNG named .jpg): the copy published is made in the name's format.
 */
function misnamed(format: ImageFormat, name: string): string | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  const group = (f: string) => (f === 'svg' ? 'svg' : f === 'ico' ? 'ico' : 'photo');
  if (group(ext) === group(EXTENSION[format])) return undefined;
  return `this file is ${NAMES[format]} saved under a .${ext} name, so browsers would show it broken; rename it to end in .${EXTENSION[format]} (and change the addresses that use it)`;
}

function notAPicture(looksLike: string): ImageProbe {
  return { kind: 'problem', rule: 'image/not-a-picture', message: `this file is not a picture: it looks like ${looksLike}, whatever its name says; put the photo itself here (a JPEG, PNG, WebP or SVG), exported again from the phone or the drawing program` };
}

async function probeRaster(bytes: Uint8Array, format: ImageFormat, key: string): Promise<ImageProbe> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return damaged(format);
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (pixels > MAX_IMAGE_PIXELS) {
    return { kind: 'problem', rule: 'image/too-large', message: `this picture is ${meta.width} x ${meta.height} pixels (${Math.round(pixels / 1e6)} megapixels), more than the ${MAX_IMAGE_PIXELS / 1e6} megapixels the site takes; resize it to at most 4,000 pixels wide and save it again` };
  }
  try {
    // Decoding every pixel finds a file cut short; a small output keeps it quick (JPEG decodes at 1/8 scale).
    await sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_IMAGE_PIXELS }).resize(64).raw().toBuffer();
  } catch {
    return damaged(format);
  }
  const turned = (meta.orientation ?? 1) >= 5;
  const w = turned ? meta.height! : meta.width!;
  const h = turned ? meta.width! : meta.height!;
  return { kind: 'photo', info: { w, h, k: key.slice(0, 12), f: meta.hasAlpha ? 'png' : 'jpg' } };
}

function damaged(format: ImageFormat): ImageProbe {
  return { kind: 'problem', rule: 'image/damaged', message: `this ${format.toUpperCase()} picture is damaged or cut short (an upload that did not finish?), so it cannot be shown; copy the photo here again from the phone or camera` };
}
