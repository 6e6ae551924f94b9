import { SVG_NS, XLINK_NS } from './svg-allowlist.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\t': '&#9;', '\n': '&#10;', '\r': '&#13;' };
const escape = (char: string) => ESCAPES[char]!;

/** Text as XML reads it back unchanged (a raw carriage return would be read as a line break). */
export const escapeText = (text: string): string => text.replace(/[&<>\r]/g, escape);
/** An attribute value as XML reads it back unchanged (raw tabs and line breaks would be read as spaces). */
export const escapeAttribute = (value: string): string => value.replace(/[&<>"\t\n\r]/g, escape);

/**
 * Writes an SVG document anew, element by element, in SVG's default namespace: an element without content ends with
 * "/>", and the root declares xlink only when an xlink attribute was written. Names come from the allowlist, so they
 * need no escaping; text and values are escaped.
 */
export class SvgWriter {
  private readonly parts: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  /** The open elements' names, and whether each start tag has had its ">" (only once content comes). */
  private readonly names: string[] = [];
  private readonly started: boolean[] = [];
  private rootAt = -1;
  private rootAttributes = '';
  private usesXlink = false;

  start(name: string, attributes: readonly (readonly [string, string])[]): void {
    this.finishStartTag();
    let written = '';
    for (const [attribute, value] of attributes) {
      written += ` ${attribute}="${escapeAttribute(value)}"`;
      if (attribute.startsWith('xlink:')) this.usesXlink = true;
    }
    if (this.rootAt < 0) {
      // The root's namespace declarations are known only at the end.
      this.rootAt = this.parts.length;
      this.rootAttributes = written;
      this.parts.push('');
    } else this.parts.push(`<${name}${written}`);
    this.names.push(name);
    this.started.push(false);
  }

  text(text: string): void {
    if (this.names.length === 0 || text === '') return;
    this.finishStartTag();
    this.parts.push(escapeText(text));
  }

  end(): void {
    const name = this.names.pop();
    if (name === undefined) return;
    this.parts.push(this.started.pop() ? `</${name}>` : '/>');
  }

  /** The document; undefined when no root was written. */
  result(): string | undefined {
    if (this.rootAt < 0) return undefined;
    this.parts[this.rootAt] = `<svg xmlns="${SVG_NS}"${this.usesXlink ? ` xmlns:xlink="${XLINK_NS}"` : ''}${this.rootAttributes}`;
    return `${this.parts.join('')}\n`;
  }

  private finishStartTag(): void {
    const last = this.started.length - 1;
    if (last >= 0 && !this.started[last]) {
      this.parts.push('>');
      this.started[last] = true;
    }
  }
}
