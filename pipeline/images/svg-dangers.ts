import { DANGEROUS_ELEMENTS, REFERENCE_ATTRIBUTES, SVG_NS } from './svg-allowlist.ts';
import { cssProblems } from './svg-css.ts';
import type { XmlName } from './svg-namespaces.ts';
import { holdsJavascript, referenceKind, referenceProblem } from './svg-references.ts';

/** Why the top element keeps the file from being an SVG drawing, or undefined when it is <svg> in SVG's namespace. */
export function rootProblem(root: XmlName): string | undefined {
  if (root.local === 'svg' && root.uri === SVG_NS) return undefined;
  if (root.local.toLowerCase() === 'html') {
    return `this file is a web page (XHTML), not an SVG drawing: it starts with <${root.name}>, and a page saved as .svg would open as a page of the site, with its links, forms and redirects; export the drawing from the drawing program as SVG`;
  }
  if (root.local === 'svg') {
    return `<${root.name}> ${root.uri ? `is in the namespace "${root.uri}" instead of SVG's` : 'has no xmlns="http://www.w3.org/2000/svg"'}, so browsers do not read the file as a drawing; add xmlns="http://www.w3.org/2000/svg" to it, or export the drawing again`;
  }
  return `this file is not an SVG drawing: it starts with <${root.name}> where a drawing starts with <svg>; export the drawing again as SVG`;
}

/** Why an element may not be in an image at all (it runs code, embeds a page, sends a form), or undefined. */
export function elementProblem(element: XmlName): string | undefined {
  const why = DANGEROUS_ELEMENTS.get(element.local.toLowerCase());
  return why && `<${element.name}> ${why}`;
}

/** A descriptor in a srcset ("2x", "640w"), which is not an address. */
const DESCRIPTOR = /^\d+(\.\d+)?[wxh]$/i;

/**
 * Why an attribute may not stay on `element`: it runs code (on*, a javascript: address), leads outside the file
 * (href, src, srcset, poster, ping, action… not "#id"; url() in a style or a presentation attribute; @import), or
 * animates a reference or a handler into place (<set attributeName="href">).
 */
export function attributeProblems(element: XmlName, attribute: XmlName & { value: string }): string[] {
  const local = attribute.local.toLowerCase();
  const { name, value } = attribute;
  const where = `<${element.name}>`;
  if (local.startsWith('on')) return [`the attribute ${name} on ${where} runs code when the image is opened; remove it`];
  if (holdsJavascript(value)) return [`the attribute ${name} on ${where} holds a javascript: address, which runs code; remove it`];
  if (REFERENCE_ATTRIBUTES.has(local)) {
    const who = local === 'href' || local === 'src' ? where : `the ${name} attribute of ${where}`;
    // srcset and ping hold several addresses: each must stay inside (a first "#a" must not vouch for the rest).
    const addresses = local === 'srcset' || local === 'ping' ? value.split(/[\s,]+/).filter((part) => part && !DESCRIPTOR.test(part)) : [value];
    const outside = addresses.find((address) => referenceKind(address) !== 'inside' && referenceKind(address) !== 'picture');
    const problem = outside === undefined ? undefined : referenceProblem(outside, who, 'href="#id"');
    return problem ? [problem] : [];
  }
  if (local === 'attributename') {
    const target = value.trim().replace(/^.*:/, '').toLowerCase();
    if (REFERENCE_ATTRIBUTES.has(target) || target.startsWith('on')) {
      return [`${where} changes the ${value.trim()} attribute while the image is shown, which can turn it into a link or a script; remove it`];
    }
    return [];
  }
  return cssProblems(value, local === 'style' ? `the style of ${where}` : `the ${name} attribute of ${where}`);
}
