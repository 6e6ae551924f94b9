import { positionsOf } from '../messages/text-position.ts';

/** An SVG file's text, or why its bytes are not UTF-8 text, at a line and column. */
export type SvgText = { text: string } | { problem: { line: number; column: number; message: string } };

const SAVE_AS_UTF8 = 'save it as UTF-8 (in Inkscape: File → Save As… → Plain SVG; in a text editor: Save with Encoding → UTF-8)';

const atStart = (message: string): SvgText => ({ problem: { line: 1, column: 1, message } });

/**
 * The byte order marks browsers obey before anything the file says: a file in one of these would be read by the
 * browser in an encoding our UTF-8 reading would not see, so its script would slip past every check.
 */
function otherEncoding(bytes: Uint8Array): string | undefined {
  const [a, b, c, d] = bytes;
  if (a === 0xff && b === 0xfe && c === 0 && d === 0) return 'UTF-32';
  if (a === 0 && b === 0 && c === 0xfe && d === 0xff) return 'UTF-32';
  if ((a === 0xfe && b === 0xff) || (a === 0xff && b === 0xfe)) return 'UTF-16';
  // Without a mark, a text in UTF-16 or UTF-32 starts with a character beside zero bytes ("<", a space, a line break).
  if (bytes.length < 4) return undefined;
  if ((a === 0 && b === 0 && c === 0 && d !== 0) || (a !== 0 && b === 0 && c === 0 && d === 0)) return 'UTF-32';
  if ((a === 0 && b !== 0 && c === 0 && d !== 0) || (a !== 0 && b === 0 && c !== 0 && d === 0)) return 'UTF-16';
  return undefined;
}

/** The offset of the first byte that does not begin a well-formed UTF-8 sequence (RFC 3629), or -1. */
function firstBadByte(bytes: Uint8Array): number {
  const n = bytes.length;
  const cont = (i: number, lo = 0x80, hi = 0xbf) => i < n && bytes[i]! >= lo && bytes[i]! <= hi;
  for (let i = 0; i < n;) {
    const b = bytes[i]!;
    if (b < 0x80) i += 1;
    else if (b >= 0xc2 && b <= 0xdf && cont(i + 1)) i += 2;
    else if (b === 0xe0 && cont(i + 1, 0xa0) && cont(i + 2)) i += 3;
    else if (((b >= 0xe1 && b <= 0xec) || b === 0xee || b === 0xef) && cont(i + 1) && cont(i + 2)) i += 3;
    else if (b === 0xed && cont(i + 1, 0x80, 0x9f) && cont(i + 2)) i += 3;
    else if (b === 0xf0 && cont(i + 1, 0x90) && cont(i + 2) && cont(i + 3)) i += 4;
    else if (b >= 0xf1 && b <= 0xf3 && cont(i + 1) && cont(i + 2) && cont(i + 3)) i += 4;
    else if (b === 0xf4 && cont(i + 1, 0x80, 0x8f) && cont(i + 2) && cont(i + 3)) i += 4;
    else return i;
  }
  return -1;
}

/**
 * An SVG file's bytes as text: only UTF-8 is taken (its byte order mark dropped). We decode nothing else, so that
 * what we check is exactly what a browser would read.
 */
export function svgText(bytes: Uint8Array): SvgText {
  if (bytes.length === 0) return atStart('this file is empty: there is no drawing in it; export the drawing again as SVG, or remove the file');
  const encoding = otherEncoding(bytes);
  if (encoding) return atStart(`this SVG is saved as ${encoding}, which browsers read by rules of their own; ${SAVE_AS_UTF8}`);
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  if (body.includes(0)) return atStart('this file has zero bytes (NUL) in it, so it is not a text file, and an SVG drawing is text; export the drawing again as SVG');
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body) };
  } catch {
    // Only a file that is not UTF-8 gets here: find where, for the message.
    const bad = Math.max(0, firstBadByte(body));
    const before = new TextDecoder('utf-8', { ignoreBOM: true }).decode(body.subarray(0, bad));
    const { line, column } = positionsOf(before)(before.length);
    return {
      problem: {
        line,
        column,
        message: `this SVG has a character at line ${line} column ${column} that is not written as UTF-8 (the file was probably saved as Latin-1 or Windows-1252); ${SAVE_AS_UTF8}`,
      },
    };
  }
}
