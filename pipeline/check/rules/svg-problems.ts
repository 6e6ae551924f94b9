import { Parser } from 'htmlparser2';
import { positionsOf } from '../../messages/text-position.ts';

export interface SvgProblem { line: number; column: number; message: string }
export type SvgScanner = (text: string) => SvgProblem[];

/** Elements that run script or embed another document. */
const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener']);
/** Only a reference inside the file itself, or an embedded raster image, may be followed. */
const SAFE_REFERENCE = /^(#|data:image\/(png|jpeg|gif|webp|avif);)/i;

/**
 * What in an SVG could run script or load from elsewhere when the file is opened on the site's own origin: script
 * and foreignObject elements, event handlers, javascript: URLs, and references to anything outside the file
 * (href, url() in styles, @import, entities). Each at its line and column in the file.
 *
 * The file is read with htmlparser2 in XML mode, which never throws and reports each tag's position. We check
 * rather than sanitise: an image that changes silently on its way to the site is harder to explain than an error
 * that names the line (and the /images/* Content-Security-Policy of every host recipe backs this up).
 */
export function svgProblems(text: string): SvgProblem[] {
  const problems: SvgProblem[] = [];
  const at = positionsOf(text);
  const add = (offset: number, message: string) => {
    if (problems.length < 20) problems.push({ ...at(offset), message });
  };
  const local = (name: string) => name.toLowerCase().replace(/^.*:/, '');
  // Browsers ignore whitespace and control characters inside a URL's scheme.
  // eslint-disable-next-line no-control-regex
  const compact = (value: string) => value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  const checkStyle = (offset: number, css: string) => {
    for (const m of css.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi)) {
      if (!SAFE_REFERENCE.test(m[2]!.trim())) add(offset, `the style refers to "${m[2]!.trim().slice(0, 60)}" outside this file; an image on the site may only use its own parts (url(#id)): embed what it needs, or remove the reference`);
    }
    if (/@import/i.test(css)) add(offset, 'the style has an @import, which loads a file from elsewhere; put the styles it loads into the SVG itself');
  };
  let inStyle = false;
  const parser = new Parser({
    onopentag(name, attributes) {
      const start = parser.startIndex;
      const element = local(name);
      if (ACTIVE_ELEMENTS.has(element)) {
        add(start, `<${name}> can run code or embed another page when the image is opened; remove it from the SVG (export the drawing again without scripts or embedded HTML)`);
      }
      inStyle = element === 'style';
      for (const [attribute, value] of Object.entries(attributes)) {
        const attr = local(attribute);
        if (attr.startsWith('on')) add(start, `the attribute ${attribute} on <${name}> runs code when the image is opened; remove it`);
        else if (compact(value).includes('javascript:')) add(start, `the attribute ${attribute} on <${name}> holds a javascript: address, which runs code; remove it`);
        else if (attr === 'href' || attr === 'src') {
          if (!SAFE_REFERENCE.test(value.trim())) add(start, `<${name}> refers to "${value.slice(0, 60)}" outside this file; an image on the site may only refer to its own parts (href="#id"): embed what it needs, or remove the reference`);
        } else if (attr === 'style' || /url\(/i.test(value)) checkStyle(start, value);
        if ((element === 'set' || element === 'animate') && attr === 'attributename' && /href|^on/i.test(value)) {
          add(start, `<${name}> changes the ${value} attribute while the image is shown, which can turn it into a link or a script; remove it`);
        }
      }
    },
    ontext(data) {
      if (inStyle) checkStyle(parser.startIndex, data);
    },
    onclosetag() {
      inStyle = false;
    },
    onprocessinginstruction(name, data) {
      if (/<!ENTITY/i.test(data) || (name.toLowerCase() === '!doctype' && /\[/.test(data))) {
        add(parser.startIndex, 'the file declares its own entities (<!DOCTYPE ... [<!ENTITY ...]>), which can expand without end or load other files; remove the declaration');
      } else if (/^\?xml-stylesheet/i.test(name)) {
        add(parser.startIndex, 'the file loads a stylesheet from elsewhere (<?xml-stylesheet ...?>); remove it and put the styles in the SVG');
      }
    },
  }, { xmlMode: true });
  parser.end(text);
  return problems;
}
