/** The picture formats a site image may be, told by the file's first bytes, never by its name. */
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'ico' | 'svg';

export type Sniffed = { format: ImageFormat } | { format?: undefined; heic: true } | { format?: undefined; looksLike: string };

const starts = (bytes: Uint8Array, ...prefix: number[]) => prefix.every((b, i) => bytes[i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');

/**
 * What a file is, from its contents: a failed upload, a renamed document or a web page saved under a picture's name
 * all look like pictures by their names. `looksLike` names what it seems to be instead, in an editor's words.
 */
export function sniffImage(bytes: Uint8Array): Sniffed {
  if (bytes.length === 0) return { looksLike: 'an empty file (a failed upload or copy)' };
  if (starts(bytes, 0xff, 0xd8, 0xff)) return { format: 'jpeg' };
  if (starts(bytes, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { format: 'png' };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return { format: 'gif' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { format: 'webp' };
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'avif' || brand === 'avis') return { format: 'avif' };
    if (/^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(brand)) return { heic: true };
    return { looksLike: 'a video (MP4 or MOV)' };
  }
  if (starts(bytes, 0, 0, 1, 0) && bytes.length >= 22) return { format: 'ico' };
  if (ascii(bytes, 0, 5) === '%PDF-') return { looksLike: 'a PDF document' };
  if (starts(bytes, 0x50, 0x4b, 0x03, 0x04)) return { looksLike: zipKind(bytes) };
  if (starts(bytes, 0xd0, 0xcf, 0x11, 0xe0)) return { looksLike: 'an old Microsoft Office document (.doc, .xls)' };
  if (ascii(bytes, 0, 2) === 'MZ' || starts(bytes, 0x7f, 0x45, 0x4c, 0x46)) return { looksLike: 'a program' };
  if (ascii(bytes, 0, 4) === 'II*\0' || ascii(bytes, 0, 4) === 'MM\0*') return { looksLike: 'a TIFF or camera RAW picture, which browsers do not show' };
  if (starts(bytes, 0x42, 0x4d)) return { looksLike: 'a BMP picture, which is too heavy for the web' };
  const text = textStart(bytes);
  if (text !== undefined) {
    if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?<(\w+:)?svg[\s>]/i.test(text)) return { format: 'svg' };
    if (/^<\?xml/i.test(text) || /^(<!--[\s\S]*?-->\s*)*<(\w+:)?svg[\s>]/i.test(text)) return { format: 'svg' };
    if (/<html|<!doctype html|<head|<body|<meta|<script/i.test(text.slice(0, 2000))) return { looksLike: 'a web page (HTML)' };
    return { looksLike: 'a text file' };
  }
  return { looksLike: 'a file of an unknown kind' };
}

function zipKind(bytes: Uint8Array): string {
  const head = ascii(bytes, 0, Math.min(bytes.length, 4000));
  if (head.includes('word/')) return 'a Word document';
  if (head.includes('xl/')) return 'an Excel spreadsheet';
  if (head.includes('ppt/')) return 'a PowerPoint presentation';
  return 'a ZIP archive';
}

/** The start of a file as text, when it reads as UTF-8 or UTF-16 text with no control bytes; SVG is text. */
function textStart(bytes: Uint8Array): string | undefined {
  const head = bytes.subarray(0, 4096);
  let text: string;
  if (starts(head, 0xff, 0xfe)) text = Buffer.from(head.subarray(2)).toString('utf16le');
  else if (starts(head, 0xfe, 0xff)) text = swapped(head.subarray(2));
  else text = Buffer.from(head).toString('utf8').replace(/^\uFEFF/, '');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000E-\u001F]/.test(text.replace(/\0/g, ''))) return undefined;
  return text.replace(/\0/g, '').trimStart();
}

function swapped(bytes: Uint8Array): string {
  const copy = Buffer.from(bytes.subarray(0, bytes.length - (bytes.length % 2)));
  return copy.swap16().toString('utf16le');
}
