import { XML_NS, XMLNS_NS } from './svg-allowlist.ts';

/** An element's or attribute's name split by its namespace. */
export interface XmlName { name: string; local: string; uri: string }
/** A resolved name, or why it cannot be (in saxes's words, which svg-xml-errors.ts puts in plain ones). */
export type Resolved = XmlName | { failure: string };

const isDeclaration = (name: string) => name === 'xmlns' || name.startsWith('xmlns:');

/**
 * The namespaces in scope while parsing, as a stack of bindings per prefix, so a lookup costs the same however deep
 * the elements nest. (saxes's own namespace mode walks up every ancestor for each name: a file of 700,000 nested <g>
 * took minutes.) The checks are those of Namespaces in XML 1.0 that saxes makes.
 */
export class NamespaceScopes {
  private readonly bindings = new Map<string, string[]>([['xml', [XML_NS]], ['xmlns', [XMLNS_NS]]]);
  /** Per open element, the prefixes it declared ('' for the default namespace). */
  private readonly declared: string[][] = [];

  /** Enters an element with these attributes; a failure when one of its declarations is not allowed. */
  open(attributes: Readonly<Record<string, string>>): string | undefined {
    const prefixes: string[] = [];
    this.declared.push(prefixes);
    for (const name in attributes) {
      if (!isDeclaration(name)) continue;
      const uri = attributes[name]!;
      const prefix = name === 'xmlns' ? '' : name.slice(6);
      if (prefix === 'xmlns') return 'tags may not have "xmlns" as prefix.';
      if (prefix === 'xml' && uri !== XML_NS) return `xml prefix must be bound to ${XML_NS}.`;
      if (prefix !== 'xml' && uri === XML_NS) return 'may not assign the xml namespace to another prefix.';
      if (uri === XMLNS_NS) return `the default namespace may not be set to ${uri}.`;
      if (prefix !== '' && uri === '') return 'invalid attempt to undefine prefix in XML 1.0';
      let stack = this.bindings.get(prefix);
      if (!stack) this.bindings.set(prefix, (stack = []));
      stack.push(uri);
      prefixes.push(prefix);
    }
    return undefined;
  }

  /** Leaves the innermost element: its declarations go out of scope. */
  close(): void {
    for (const prefix of this.declared.pop() ?? []) this.bindings.get(prefix)!.pop();
  }

  /** An element's name in its namespace (unprefixed names take the default namespace). */
  element(name: string): Resolved {
    return this.resolve(name, true);
  }

  /**
   * An element's attributes in their namespaces (unprefixed ones have none), without the declarations, each name
   * once: two prefixes for the same namespace may not give one attribute twice.
   */
  attributes(attributes: Readonly<Record<string, string>>): (XmlName & { value: string })[] | { failure: string } {
    const out: (XmlName & { value: string })[] = [];
    // Only prefixed names can meet under two spellings (saxes has refused the same name twice).
    let prefixed: Set<string> | undefined;
    for (const name in attributes) {
      const value = attributes[name]!;
      if (!name.includes(':')) {
        if (name !== 'xmlns') out.push({ name, local: name, uri: '', value });
        continue;
      }
      if (isDeclaration(name)) continue;
      const resolved = this.resolve(name, false);
      if ('failure' in resolved) return resolved;
      const key = `{${resolved.uri}}${resolved.local}`;
      prefixed ??= new Set();
      if (prefixed.has(key)) return { failure: `duplicate attribute: ${name}.` };
      prefixed.add(key);
      out.push({ name, local: resolved.local, uri: resolved.uri, value });
    }
    return out;
  }

  private resolve(name: string, isElement: boolean): Resolved {
    const colon = name.indexOf(':');
    if (colon < 0) return { name, local: name, uri: isElement ? this.uri('') ?? '' : '' };
    const prefix = name.slice(0, colon);
    const local = name.slice(colon + 1);
    if (prefix === '' || local === '' || local.includes(':')) return { failure: `malformed name: ${name}.` };
    if (isElement && prefix === 'xmlns') return { failure: 'tags may not have "xmlns" as prefix.' };
    const uri = this.uri(prefix);
    return uri === undefined ? { failure: `unbound namespace prefix: ${JSON.stringify(prefix)}.` } : { name, local, uri };
  }

  private uri(prefix: string): string | undefined {
    const stack = this.bindings.get(prefix);
    return stack?.[stack.length - 1];
  }
}
