import { SVG_NS, XLINK_NS } from './svg-allowlist.ts';

/** An element open while parsing: its name as written and where its "<" is. */
export interface OpenTag { name: string; offset: number }

/** What the parser knew when it found the file not well-formed. */
export interface XmlFailure {
  /** saxes's own words, without their "line:column: " start. */
  reason: string;
  /** The parser's offset in the text when it failed (just past what it could not take). */
  position: number;
  /** Where the tag being read starts, and its name. */
  tag: OpenTag;
  /** The open elements, innermost last. */
  open: readonly OpenTag[];
  /** The element a closing tag just closed when it was the wrong one. */
  closed?: OpenTag;
  /** Where the last complete tag, comment or declaration ended: what is after it was not understood. */
  markupEnd: number;
  /** Whether the root element has been closed. */
  rootClosed: boolean;
}

/** A well-formedness error as the editor should read it: where, and what to change. */
export interface XmlError { offset: number; message: string }

const EXPORT_AGAIN = 'or export the drawing again';
const BARE_AMPERSAND = 'an & that does not start a character reference (such as &amp;); write &amp; for an & sign, e.g. "R&amp;D" or "?a=1&amp;b=2"';
const KNOWN_PREFIXES: Record<string, string> = {
  xlink: XLINK_NS,
  svg: SVG_NS,
  inkscape: 'http://www.inkscape.org/namespaces/inkscape',
  sodipodi: 'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  dc: 'http://purl.org/dc/elements/1.1/',
  cc: 'http://creativecommons.org/ns#',
};

/** A reference "&name;" or "&#n;" starts at `i`: anything else after an & is a bare & in XML. */
const REFERENCE = /&(?:#[0-9]+|#x[0-9a-fA-F]+|[^\s&;<>"'#]+);/y;
const isBare = (text: string, i: number) => {
  REFERENCE.lastIndex = i;
  return !REFERENCE.test(text);
};

/**
 * What leaves the file unfinished at its end, looked for from `from` (where the parser last understood it): a bare
 * & that swallowed the rest (saxes reads an entity up to the next ";"), or a comment, section, instruction or tag
 * without its end. Undefined when everything after `from` is complete. One pass: the file ends only once.
 */
function unfinished(text: string, from: number): XmlError | undefined {
  const n = text.length;
  const closedBy = (start: number, opener: string, closer: string, message: string): number | XmlError => {
    const end = text.indexOf(closer, start + opener.length);
    return end < 0 ? { offset: start, message } : end + closer.length;
  };
  const MARKUP = /[<&]/g;
  for (let i = from; i < n;) {
    MARKUP.lastIndex = i;
    if (!MARKUP.test(text)) return undefined;
    i = MARKUP.lastIndex - 1;
    if (text[i] === '&') {
      if (isBare(text, i)) return { offset: i, message: BARE_AMPERSAND };
      i += 1;
      continue;
    }
    let end: number | XmlError;
    if (text.startsWith('<!--', i)) end = closedBy(i, '<!--', '-->', `a comment (<!--) starts here and is never closed with -->; close it, ${EXPORT_AGAIN}`);
    else if (text.startsWith('<![CDATA[', i)) end = closedBy(i, '<![CDATA[', ']]>', `a CDATA section (<![CDATA[) starts here and is never closed with ]]>; close it, ${EXPORT_AGAIN}`);
    else if (text.startsWith('<?', i)) end = closedBy(i, '<?', '?>', `an instruction (<?) starts here and is never closed with ?>; close it, ${EXPORT_AGAIN}`);
    else if (text.startsWith('<!', i)) end = closedBy(i, '<!', '>', `a declaration (<!) starts here and is never closed with >; close it, ${EXPORT_AGAIN}`);
    else {
      // A tag: find its ">" outside quotes; a bare & inside a quoted value swallows the rest just the same.
      let quote = '';
      let j = i + 1;
      for (; j < n; j++) {
        const c = text[j];
        if (quote) {
          if (c === quote) quote = '';
          else if (c === '&' && isBare(text, j)) return { offset: j, message: BARE_AMPERSAND };
        } else if (c === '"' || c === "'") quote = c;
        else if (c === '>') break;
      }
      const name = /^<\/?[^\s/>"'=]*/.exec(text.slice(i, i + 200))![0];
      if (j >= n) {
        return quote
          ? { offset: i, message: `a quoted value in the tag ${name} is never closed: a ${quote} is missing; add it, ${EXPORT_AGAIN}` }
          : { offset: i, message: `the tag ${name} is not finished: its > is missing; add it, ${EXPORT_AGAIN}` };
      }
      end = j + 1;
    }
    if (typeof end !== 'number') return end;
    i = end;
  }
  return undefined;
}

/** The first character at or after `i` that is not white space. */
const firstNonSpace = (text: string, i: number) => {
  const visible = /\S/g;
  visible.lastIndex = i;
  return visible.test(text) ? visible.lastIndex - 1 : i;
};

/** A character as a message names it: itself, or its code when it cannot be seen. */
const named = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0xfffe || code === 0xffff
    ? `an invisible control character (U+${code.toString(16).toUpperCase().padStart(4, '0')})`
    : char === '"' ? 'the character \'"\'' : `the character "${char}"`;
};

/**
 * A well-formedness error (saxes's, or NamespaceScopes' in the same words) in plain words, at the place to fix:
 * browsers show an error instead of a drawing that is not well-formed XML, so the message says what is wrong there
 * and how to mend it. `lineAt` gives an offset's line, for the messages that point at a second place ("opened at
 * line 3").
 */
export function xmlError(text: string, failure: XmlFailure, lineAt: (offset: number) => number): XmlError {
  const { reason, position, tag, open, closed, markupEnd } = failure;
  const last = Math.max(0, Math.min(position, text.length) - 1);
  const back = (what: string) => Math.max(0, text.lastIndexOf(what, last));
  const char = String.fromCodePoint(text.codePointAt(last) ?? 0x20);
  const closeTagName = () => /^<\/([^\s>]*)/.exec(text.slice(back('</'), back('</') + 200))?.[1] ?? '';

  if (reason.startsWith('unclosed tag') || reason === 'unexpected end.') {
    const trouble = unfinished(text, markupEnd);
    if (trouble) return trouble;
    const inner = open[open.length - 1];
    if (inner) return { offset: inner.offset, message: `a tag is not closed: <${inner.name}> opened at line ${lineAt(inner.offset)} is never closed; add </${inner.name}> where it ends, ${EXPORT_AGAIN}` };
    return { offset: last, message: `the file ends in the middle of a tag; it may have been cut short: export the drawing again` };
  }
  if (reason === 'unexpected close tag.' && closed) {
    const name = closeTagName();
    if (open.some((o) => o.name === name)) {
      return { offset: closed.offset, message: `a tag is not closed: <${closed.name}> opened at line ${lineAt(closed.offset)} is still open at </${name}> on line ${lineAt(back('</'))}; add </${closed.name}> before it, ${EXPORT_AGAIN}` };
    }
    return { offset: back('</'), message: `</${name}> closes a tag that was never opened (the tag open here is <${closed.name}> from line ${lineAt(closed.offset)}); remove it, ${EXPORT_AGAIN}` };
  }
  if (reason.startsWith('unmatched closing tag') || reason === 'unexpected close tag.') {
    return { offset: back('</'), message: `</${closeTagName()}> closes a tag that was never opened; remove it, ${EXPORT_AGAIN}` };
  }
  if (reason === 'undefined entity.') {
    const start = back('&');
    const entity = text.slice(start, Math.min(position, start + 40));
    return { offset: start, message: `${entity} is not a character XML knows (it knows only &amp; &lt; &gt; &quot; &apos; and numbered ones such as &#160; for a no-break space); write the character itself or its number` };
  }
  if (reason === 'disallowed character in entity name.' || reason === 'empty entity name.') {
    const bare = unfinished(text, markupEnd);
    return bare?.message === BARE_AMPERSAND ? bare : { offset: back('&'), message: BARE_AMPERSAND };
  }
  if (reason === 'malformed character entity.') {
    const start = back('&');
    return { offset: start, message: `${text.slice(start, Math.min(position, start + 40))} is not a character XML allows; remove it, or write the character itself` };
  }
  if (reason === 'disallowed character in tag name') {
    return { offset: back('<'), message: 'a < that does not start a tag; write &lt; for a less-than sign' };
  }
  if (reason === 'disallowed character.') {
    if (char === '<') return { offset: last, message: `a < inside a quoted value: a closing quote is probably missing before it (or write &lt; for a less-than sign); add the quote, ${EXPORT_AGAIN}` };
    return { offset: last, message: `${named(char)} that XML does not allow; remove it (it may have come with pasted text)` };
  }
  if (reason === 'disallowed character in tag name.' || reason === 'disallowed character in attribute name.') {
    return { offset: last, message: `${named(char)} in the tag <${tag.name}> where an attribute should be (attributes are written name="value"); remove it, ${EXPORT_AGAIN}` };
  }
  if (reason === 'disallowed character in closing tag.') {
    return { offset: back('</'), message: `the closing tag </${closeTagName()}> has ${named(char)} after its name; write it as </name>` };
  }
  if (reason === 'attribute without value.') return { offset: last, message: `an attribute of <${tag.name}> has no value; write it as name="value"` };
  if (reason === 'unquoted attribute value.') return { offset: last, message: `an attribute value of <${tag.name}> is not in quotes; write it as name="value"` };
  if (reason === 'no whitespace between attributes.') return { offset: last, message: `two attributes of <${tag.name}> run together; put a space between them` };
  if (reason === 'forward-slash in opening tag not followed by >.') return { offset: last, message: `a / inside the tag <${tag.name}> is not followed by >; write /> to end the tag` };
  if (reason.startsWith('duplicate attribute: ')) {
    return { offset: tag.offset, message: `<${tag.name}> has the attribute ${reason.slice(21).replace(/\.$/, '')} twice; keep one of them` };
  }
  if (reason.startsWith('unbound namespace prefix: ')) {
    const prefix = reason.slice(27).replace(/"\.$/, '');
    const uri = KNOWN_PREFIXES[prefix];
    return {
      offset: tag.offset,
      message: `the prefix ${prefix}: in <${tag.name}> is never declared, so browsers cannot read the file; add xmlns:${prefix}="${uri ?? 'the address of its namespace'}" to the <svg> tag, ${EXPORT_AGAIN}`,
    };
  }
  if (reason.startsWith('malformed name: ')) {
    return { offset: tag.offset, message: `${reason.slice(16).replace(/\.$/, '')} in <${tag.name}> is not a valid name in XML (one colon at most, not at its start or end); rename it` };
  }
  if (/prefix|namespace/.test(reason)) {
    return { offset: tag.offset, message: `a namespace declaration (xmlns) in <${tag.name}> is one XML does not allow; remove it, ${EXPORT_AGAIN}` };
  }
  if (reason === 'text data outside of root node.') {
    if (!failure.rootClosed && !text.includes('<', markupEnd)) return { offset: 0, message: 'there is no drawing in this file (no <svg> element), only text; export the drawing again as SVG' };
    return failure.rootClosed
      ? { offset: firstNonSpace(text, markupEnd), message: 'there is text after the drawing ends (</svg>); remove it: a file holds one drawing' }
      : { offset: firstNonSpace(text, markupEnd), message: 'there is text before the drawing starts (<svg>); remove it: a drawing file starts with <svg> or <?xml ...?>' };
  }
  if (reason === 'documents may contain only one root.') {
    return { offset: tag.offset, message: `a second drawing starts here (<${tag.name}>), after the first one ended; a file holds one <svg> element: remove what comes after it` };
  }
  if (reason === 'document must contain a root element.') {
    return { offset: 0, message: 'there is no drawing in this file (no <svg> element); export the drawing again as SVG' };
  }
  if (/XML declaration must appear|XML declaration must be at the start/i.test(reason)) {
    return { offset: back('<?'), message: 'the XML declaration (<?xml ...?>) must be the very first thing in the file; remove what comes before it, even spaces or an empty line' };
  }
  if (/XML declaration|version number|encoding value|standalone value|whitespace required|value required|value must be quoted|expected|character \?|not allowed before root/i.test(reason)) {
    return { offset: back('<?'), message: 'the XML declaration at the top is written wrongly; write it as <?xml version="1.0" encoding="UTF-8"?>, or remove it' };
  }
  if (/processing instruction/.test(reason)) {
    return { offset: back('<?'), message: `an instruction (<? ... ?>) here is written wrongly; remove it, ${EXPORT_AGAIN}` };
  }
  if (reason === 'malformed comment.') {
    return { offset: back('<!--'), message: 'a comment (<!-- ... -->) has "--" inside it, which XML does not allow; remove the comment or the "--"' };
  }
  if (reason === 'incorrect syntax.') {
    return { offset: back('<!'), message: '"<!" here starts neither a comment (<!--), a CDATA section (<![CDATA[) nor a <!DOCTYPE; remove it, or write &lt;! for the text' };
  }
  if (reason === 'inappropriately located doctype declaration.') {
    return { offset: back('<!'), message: '<!DOCTYPE may come only once, before the <svg> tag; remove this one' };
  }
  if (reason.includes(']]>')) {
    return { offset: back(']]>'), message: 'the text has "]]>", which XML does not allow outside a CDATA section; write ]]&gt; instead' };
  }
  if (reason === 'weird empty close tag.') return { offset: back('</'), message: '"</>" closes nothing; remove it' };
  return { offset: last, message: `the file is broken here (it does not follow the rules of SVG files), so browsers would show an error instead of the drawing; export the drawing again as SVG` };
}
