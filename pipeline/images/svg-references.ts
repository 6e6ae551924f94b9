/** Where a reference in an SVG leads, as a browser follows it. */
export type ReferenceKind = 'inside' | 'picture' | 'javascript' | 'data' | 'outside';

// Browsers ignore whitespace and control characters inside a URL's scheme ("java\tscript:" runs).
// eslint-disable-next-line no-control-regex
const compact = (value: string) => value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();

/** A picture embedded in the file: the one kind of data: address an image may hold. */
const PICTURE = /^data:image\/(png|jpeg|gif|webp|avif);base64,/;

/** Where `value` (an href, a src, a url() in a style) leads: a part of the file, an embedded picture, or elsewhere. */
export function referenceKind(value: string): ReferenceKind {
  const v = compact(value);
  // An empty reference names the file itself, which loads nothing new.
  if (v === '' || v.startsWith('#')) return 'inside';
  if (v.startsWith('javascript:')) return 'javascript';
  if (PICTURE.test(v)) return 'picture';
  if (v.startsWith('data:')) return 'data';
  return 'outside';
}

/** Whether a value holds a javascript: address anywhere. */
export const holdsJavascript = (value: string): boolean => value.includes(':') && compact(value).includes('javascript:');

/** A value as a message shows it: one line, not too long. */
// eslint-disable-next-line no-control-regex
export const shown = (value: string): string => value.trim().replace(/[\u0000-\u001f\u007f]+/g, ' ').slice(0, 60);

/**
 * Why `value`, a reference made by `who` (e.g. "<use>", "the style of <rect>"), may not stay, or undefined when it
 * leads only to a part of the file or an embedded picture. `hint` shows how a reference inside the file is written.
 */
export function referenceProblem(value: string, who: string, hint: string): string | undefined {
  switch (referenceKind(value)) {
    case 'javascript':
      return `${who} holds a javascript: address, which runs code; remove it`;
    case 'data':
      return `${who} holds a data: address ("${shown(value)}") that is not an embedded PNG, JPEG, GIF, WebP or AVIF picture, and could hold a page or a script; remove it, or embed the picture in one of those formats`;
    case 'outside':
      return `${who} refers to "${shown(value)}" outside this file; an image on the site may only refer to its own parts (${hint}): embed what it needs, or remove the reference`;
    default:
      return undefined;
  }
}
