import type { Sharp } from 'sharp';
import { MAX_IMAGE_PIXELS } from './image-limits.ts';
import { loadSharp } from './probe-image.ts';
import { publishedSize, socialCardPath, SOCIAL_CARD, variantPath, variantWidths, type PictureInfo, type VariantFormat } from '../../site/lib/picture-sources.ts';

export interface EncodedFile { path: string; bytes: Buffer }

/** The format a photo's own address (/images/hero.jpg) is published in: the one its name promises. */
export type OwnFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

// Qualities at which a photo shows no visible loss at its displayed size. The efforts are measured (12 phone photos,
// 2 cores): AVIF at effort 1 is 7% larger than at 2 in less than half the time, WebP at 2 is 1% larger than at 3 in
// a third; mozjpeg would make the JPEG copies a third smaller at six times the time, and they are only for browsers
// without WebP. Together 2.9 s against 6.4 s.
const ENCODERS: Record<VariantFormat | OwnFormat, (image: Sharp) => Sharp> = {
  avif: (i) => i.avif({ quality: 50, effort: 1 }),
  webp: (i) => i.webp({ quality: 75, effort: 2 }),
  // JPEG has no transparency: a transparent part turns white, not black.
  jpg: (i) => i.flatten({ background: '#ffffff' }).jpeg({ quality: 78, optimiseCoding: true }),
  jpeg: (i) => i.flatten({ background: '#ffffff' }).jpeg({ quality: 78, optimiseCoding: true }),
  png: (i) => i.png({ compressionLevel: 9, palette: false }),
  gif: (i) => i.gif(),
};

/**
 * Every copy of a photo the site publishes, decoded once: at each width of its ladder in AVIF, WebP and the
 * fallback format, under its own address at the largest width, and as the 1200x630 social card. Each is encoded
 * anew from the pixels, so nothing of the original's metadata (EXIF, GPS position, XMP, comments) reaches any
 * output byte; the orientation is applied and the colours converted to sRGB.
 */
export async function encodePhoto(bytes: Uint8Array, info: PictureInfo, own: { path: string; format: OwnFormat }): Promise<EncodedFile[]> {
  const sharp = await loadSharp();
  const top = publishedSize(info);
  const source = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' as const };
  const base = await sharp(bytes, source).rotate().resize({ width: top.width, withoutEnlargement: true }).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(base.data, { raw: base.info });
  const jobs: Promise<EncodedFile>[] = [];
  const encode = (path: string, format: VariantFormat | OwnFormat, width: number) =>
    jobs.push(ENCODERS[format](width === base.info.width ? pixels() : pixels().resize({ width })).toBuffer().then((out) => ({ path, bytes: out })));
  for (const width of variantWidths(info.w)) {
    for (const format of ['avif', 'webp', info.f] as const) encode(variantPath(info, width, format), format, width);
  }
  encode(own.path, own.format, top.width);
  // From the pixels already decoded: a second decode of a 12-megapixel original cost a third of a photo's time.
  jobs.push(pixels().resize(SOCIAL_CARD.width, SOCIAL_CARD.height, { fit: 'cover' }).flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true }).toBuffer().then((out: Buffer) => ({ path: socialCardPath(info), bytes: out })));
  return Promise.all(jobs);
}

/** The format a photo's own address promises by its extension; unknown ones keep the fallback format. */
export function ownFormat(sitePath: string, info: PictureInfo): OwnFormat {
  const ext = /\.([a-z0-9]+)$/i.exec(sitePath)?.[1]?.toLowerCase();
  if (ext === 'jpg' || ext === 'jpeg') return 'jpeg';
  if (ext === 'png' || ext === 'webp' || ext === 'avif' || ext === 'gif') return ext;
  return info.f === 'png' ? 'png' : 'jpeg';
}
