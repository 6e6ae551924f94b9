import { createRequire } from 'node:module';
import type { SaxesParser as SaxesParserType, SaxesTagPlain } from 'saxes';
import { positionsOf } from '../messages/text-position.ts';
import {
  isAria, isEditorNamespace, SVG_ATTRIBUTES, SVG_ELEMENTS, SVG_NS, XLINK_ATTRIBUTES, XLINK_NS, XML_ATTRIBUTES, XML_NS,
} from './svg-allowlist.ts';
import { svgText } from './svg-bytes.ts';
import { cssProblems } from './svg-css.ts';
import { attributeProblems, elementProblem, rootProblem } from './svg-dangers.ts';
import { SvgWriter } from './svg-writer.ts';
import { NamespaceScopes, type XmlName } from './svg-namespaces.ts';
import { xmlError, type OpenTag } from './svg-xml-errors.ts';

/** A problem at a 1-based line and column of the file. */
export interface SvgProblem { line: number; column: number; message: string }

/**
 * The file to publish, or why not. `dropped` names what was left out of `value` without being a danger (an element
 * or attribute that no allowlist has, e.g. `<foo:bar>` or `data-name on <g>`), for a warning; what drawing programs
 * keep for themselves (Inkscape's, Illustrator's, <metadata>) is left out without a word.
 */
export interface CleanedSvg { value?: string; problems: SvgProblem[]; dropped: string[] }

const MAX_PROBLEMS = 20;
const MAX_DROPPED = 50;
/** The text goes to the parser in pieces, so that after a first error the rest is not read (each error is an Error). */
const CHUNK = 64 * 1024;
/** Deeper nesting than any drawing program writes; libxml2, which Chrome and Safari use, stops at 256 by default. */
const MAX_DEPTH = 1000;

/** An element open while parsing: where it starts, whether it is written out, whether its text is a style sheet. */
interface Frame extends OpenTag { kept: boolean; style: boolean }

/** The name an allowed attribute is written with, or undefined when the allowlist does not have it. */
function writtenName(attribute: XmlName): string | undefined {
  const { uri, local } = attribute;
  if (uri === '') return SVG_ATTRIBUTES.has(local) || isAria(local) ? local : undefined;
  if (uri === XLINK_NS) return XLINK_ATTRIBUTES.has(local) ? `xlink:${local}` : undefined;
  if (uri === XML_NS) return XML_ATTRIBUTES.has(local) ? `xml:${local}` : undefined;
  return undefined;
}

/**
 * Reads an SVG file's bytes, and gives back the file to publish (value), written anew from an allowlist, or the
 * problems. Only what the allowlist names reaches the site, so what the checks do not know cannot either; the
 * checks name what was dangerous, at its line and column, so the editor learns why the file was refused.
 * Never throws.
 */
export function cleanSvg(bytes: Uint8Array): CleanedSvg {
  try {
    const read = svgText(bytes);
    if ('problem' in read) return { problems: [read.problem], dropped: [] };
    return cleanText(read.text);
  } catch {
    // A bug here must not stop a build nor show a stack trace: the file is refused, with a way forward.
    return { problems: [{ line: 1, column: 1, message: 'this SVG could not be read; export the drawing again as plain SVG (in Inkscape: File → Save As… → Plain SVG)' }], dropped: [] };
  }
}

/** saxes, loaded with the first SVG a build reads (about 10 ms): a rebuild finds every drawing's scan in the store. */
let Parser: typeof SaxesParserType | undefined;
function saxesParser(): typeof SaxesParserType {
  Parser ??= (createRequire(import.meta.url)('saxes') as typeof import('saxes')).SaxesParser;
  return Parser;
}

/** The cleaning of a file's text (see cleanSvg). */
function cleanText(text: string): CleanedSvg {
  const at = positionsOf(text);
  const problems: SvgProblem[] = [];
  const add = (offset: number, message: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push({ ...at(offset), message });
  };
  const dropped = new Set<string>();
  const drop = (what: string) => {
    if (dropped.size < MAX_DROPPED) dropped.add(what);
  };
  const writer = new SvgWriter();
  // saxes checks the XML; namespaces are ours (see NamespaceScopes).
  const parser = new (saxesParser())({ xmlns: false, position: true });
  const scopes = new NamespaceScopes();
  const open: Frame[] = [];
  let tag: OpenTag = { name: '', offset: 0 };
  let closed: OpenTag | undefined;
  let markupEnd = 0;
  let rootClosed = false;
  let styleText = '';
  /** After the first well-formedness error (or entity declarations) the rest is not read: it cannot be trusted. */
  let broken = false;
  const back = (what: string) => Math.max(0, text.lastIndexOf(what, parser.position - 1));
  /** The file is not well-formed XML: one problem, in plain words, where to fix it. */
  const fail = (reason: string) => {
    if (broken) return;
    broken = true;
    const found = xmlError(text, { reason, position: parser.position, tag, open, closed, markupEnd, rootClosed }, (offset) => at(offset).line);
    add(found.offset, found.message);
  };

  parser.on('opentagstart', (start) => {
    // Called just past the name and the character after it: the "<" is that much before.
    tag = { name: start.name, offset: Math.max(0, parser.position - start.name.length - 2) };
  });
  parser.on('opentag', (raw: SaxesTagPlain) => {
    if (broken) return;
    markupEnd = parser.position;
    if (open.length >= MAX_DEPTH) {
      add(tag.offset, `the elements are nested more than ${MAX_DEPTH} deep here, which no drawing program writes and browsers may refuse; export the drawing again`);
      broken = true;
      return;
    }
    const declarations = scopes.open(raw.attributes);
    const element = scopes.element(raw.name);
    const attributeList = scopes.attributes(raw.attributes);
    if (declarations !== undefined) return fail(declarations);
    if ('failure' in element) return fail(element.failure);
    if ('failure' in attributeList) return fail(attributeList.failure);
    const parent = open[open.length - 1];
    const { offset } = tag;
    const editor = isEditorNamespace(element.uri);
    const danger = editor ? undefined : elementProblem(element);
    let kept = false;
    if (!parent) {
      const wrong = rootProblem(element);
      if (wrong) add(offset, wrong);
      kept = !wrong;
    }
    if (danger) add(offset, danger);
    else if (!parent || editor || !parent.kept || (element.uri === SVG_NS && element.local === 'metadata')) {
      // The root is decided above; what editors keep, and all inside what is left out, goes without a word.
    } else if (element.uri === SVG_NS && SVG_ELEMENTS.has(element.local)) kept = true;
    else drop(`<${element.name}>`);

    const attributes: [string, string][] = [];
    for (const attribute of attributeList) {
      if (isEditorNamespace(attribute.uri)) continue;
      const wrong = attributeProblems(element, attribute);
      for (const message of wrong) add(offset, message);
      if (!kept || wrong.length > 0) continue;
      const name = writtenName(attribute);
      if (name) attributes.push([name, attribute.value]);
      else drop(`${attribute.name} on <${element.name}>`);
    }
    const style = !editor && element.local.toLowerCase() === 'style';
    if (style) styleText = '';
    if (kept) writer.start(element.local, attributes);
    open.push({ name: element.name, offset, kept, style });
  });
  const onText = (data: string) => {
    const top = open[open.length - 1];
    if (broken || !top) return;
    if (top.style) styleText += data;
    if (top.kept) writer.text(data);
  };
  parser.on('text', onText);
  parser.on('cdata', (data) => {
    onText(data);
    markupEnd = parser.position;
  });
  parser.on('closetag', () => {
    // Kept up even once broken: the error's message names the elements still open.
    const frame = open.pop();
    scopes.close();
    closed = frame && { name: frame.name, offset: frame.offset };
    if (broken || !frame) return;
    markupEnd = parser.position;
    if (frame.style) for (const message of cssProblems(styleText, `the <${frame.name}>`)) add(frame.offset, message);
    if (frame.kept) writer.end();
    if (open.length === 0) rootClosed = true;
  });
  parser.on('comment', () => {
    markupEnd = parser.position;
  });
  parser.on('xmldecl', () => {
    markupEnd = parser.position;
  });
  parser.on('processinginstruction', ({ target }) => {
    if (broken) return;
    markupEnd = parser.position;
    if (target.toLowerCase() === 'xml-stylesheet') {
      add(back('<?'), 'the file loads a stylesheet from elsewhere (<?xml-stylesheet ...?>); remove it and put the styles in the SVG');
    }
    // Any other instruction means nothing to a browser: it is left out.
  });
  parser.on('doctype', (doctype) => {
    if (broken) return;
    markupEnd = parser.position;
    // An internal subset is where entities are declared: they can expand without end or load other files.
    if (doctype.includes('[') || /<!ENTITY/i.test(doctype)) {
      add(back('<!DOCTYPE'), 'the file declares its own entities (<!DOCTYPE ... [<!ENTITY ...]>), which can expand without end or load other files; remove the declaration (or export the drawing again as plain SVG)');
      broken = true;
    }
  });
  parser.on('error', (error) => fail(error.message.replace(/^\d+:\d+: /, '')));
  for (let i = 0; i < text.length && !broken; i += CHUNK) parser.write(text.slice(i, i + CHUNK));
  if (!broken && open.length > 0) {
    // saxes would fail once for each element still open: a file of 700,000 open <g> made as many Errors.
    fail(`unclosed tag: ${open[open.length - 1]!.name}`);
  }
  if (!broken) parser.close();

  if (problems.length > 0) return { problems, dropped: [...dropped] };
  const value = writer.result();
  if (value === undefined) return { problems: [{ line: 1, column: 1, message: 'there is no drawing in this file (no <svg> element); export the drawing again as SVG' }], dropped: [...dropped] };
  return { value, problems, dropped: [...dropped] };
}
