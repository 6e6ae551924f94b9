import sharp from 'sharp';

/** Words written into every test photo's EXIF: no byte of the published site may hold them. */
export const EXIF_MARKERS = ['Ridgeline Test Phone', 'GPS-SECRET-HOUSE'];

/**
 * A photo as a phone takes it, made in the test: a gradient with noise (so it compresses like a photo, not like a
 * flat colour), with the camera's name, a comment and the GPS position of the house in its EXIF data.
 */
export async function makePhoto({ width = 1600, height = 1200, format = 'jpeg', orientation, alpha = false, seed: start = 0 }: { width?: number; height?: number; format?: 'jpeg' | 'png' | 'webp'; orientation?: number; alpha?: boolean; seed?: number } = {}): Promise<Buffer> {
  const channels = alpha ? 4 : 3;
  const raw = Buffer.alloc(width * height * channels);
  let seed = width * 31 + height + start * 7919;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 24);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      raw[i] = ((x * 255) / width + noise()) & 255;
      raw[i + 1] = ((y * 255) / height + noise()) & 255;
      raw[i + 2] = (((x + y) * 128) / width + noise()) & 255;
      if (alpha) raw[i + 3] = x < width / 2 ? 255 : 96;
    }
  }
  const image = sharp(raw, { raw: { width, height, channels } })
    .withExif({
      IFD0: { Make: EXIF_MARKERS[0]!, Model: 'Model X', ImageDescription: EXIF_MARKERS[1]! },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 4616/100', GPSLongitudeRef: 'W', GPSLongitude: '75/1 20/1 1234/100' },
    });
  // A phone held upright stores the pixels sideways and says so in the orientation tag.
  if (orientation) image.withMetadata({ orientation });
  if (format === 'png') return image.png().toBuffer();
  if (format === 'webp') return image.webp({ quality: 90 }).toBuffer();
  return image.jpeg({ quality: 92 }).toBuffer();
}
