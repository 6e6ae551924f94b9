import { LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import type { Message } from '../messages/messages.ts';
import { codeFrame } from '../messages/code-frame.ts';
import { aliasProblem, listItemsJoinedToText, plainValueMistakes, tooDeep, yamlProblems } from './yaml-problems.ts';

export interface ParsedYaml { doc: Document; lineCounter: LineCounter }

// A hostile file must not hang or exhaust the build ("billion laughs").
const MAX_ALIASES = 50;

export function parseYaml(yamlText: string): ParsedYaml {
  const lineCounter = new LineCounter();
  // logLevel 'error': the parser's warnings would go to stderr; problems are reported as messages instead.
  const doc = parseDocument(yamlText, { lineCounter, uniqueKeys: true, prettyErrors: false, strict: true, logLevel: 'error' });
  return { doc, lineCounter };
}

/** Where a YAML text sits in its file, for messages: the file's name, its whole text and the lines before the YAML. */
export interface YamlSource { file: string; source: string; lineOffset: number }

/**
 * The plain data of a YAML text, or the messages that say why there is none: syntax errors, list items joined to
 * text, explicit tags, nesting too deep to turn into data, and alias abuse.
 */
export function yamlData(yamlText: string, parsed: ParsedYaml, at: YamlSource): { data?: unknown; messages: Message[] } {
  const { doc, lineCounter } = parsed;
  const { file, source, lineOffset } = at;
  const message = (p: { line: number; column: number; rule: string; text: string }): Message =>
    ({ file, line: p.line, column: p.column, severity: 'error', rule: p.rule, message: p.text, frame: codeFrame(source, p.line, p.column) });
  if (doc.errors.length > 0) return { messages: yamlProblems(doc.errors, source, file, lineCounter, lineOffset, doc) };
  const joined = listItemsJoinedToText(doc, yamlText, lineCounter, lineOffset);
  if (joined.length > 0) return { messages: joined.map(message) };
  const mistakes = plainValueMistakes(doc, yamlText, lineCounter, lineOffset);
  if (mistakes.length > 0) return { messages: mistakes.map(message) };
  const tags = explicitTags(doc, yamlText, lineCounter, lineOffset);
  if (tags.length > 0) {
    return {
      messages: tags.map((t) => message({ ...t, rule: 'yaml/tag', text: `the YAML tag "${t.tag}" is not allowed in content files, which hold only text, numbers, true/false, lists and fields; remove the tag (and put the value in double quotes if it is text)` })),
    };
  }
  try {
    return { data: doc.toJS({ maxAliasCount: MAX_ALIASES }) as unknown, messages: [] };
  } catch (error) {
    if (error instanceof RangeError && /call stack/i.test(error.message)) {
      // Parsed, but too deep to turn into data.
      return { messages: [message(tooDeep(source.split(/\r?\n/), 1 + lineOffset))] };
    }
    // Otherwise toJS only throws for alias abuse or an alias without its anchor; report it at the alias.
    const at = aliasProblem(doc, error instanceof Error ? error.message : String(error), lineCounter, lineOffset);
    return { messages: [message({ ...at, rule: 'yaml/alias' })] };
  }
}

/**
 * Every explicit YAML tag (`!!js/function`, `!!binary`, `!custom`). Content needs none, and they either do nothing
 * (hiding a mistake) or make values that are not plain data, so each one is an error at its `!`.
 */
function explicitTags(doc: Document, yamlText: string, lineCounter: LineCounter, lineOffset: number): Array<{ tag: string; line: number; column: number }> {
  const found: Array<{ tag: string; line: number; column: number }> = [];
  visit(doc, {
    Node(_key, node: Node) {
      if (!node.tag || !node.range) return;
      // The node's range starts after its tag; the tag is the last "!" before it.
      const bang = yamlText.lastIndexOf('!', node.range[0]);
      const p = lineCounter.linePos(bang >= 0 ? bang : node.range[0]);
      found.push({ tag: node.tag.replace(/^tag:yaml\.org,2002:/, '!!'), line: p.line + lineOffset, column: p.col });
    },
  });
  return found;
}

/** True when JSON keeps the value exactly: finite numbers, no -0, no special keys, plain objects and arrays. */
export function isPlainJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value).every(([key, v]) => key !== '__proto__' && isPlainJson(v));
  }
  return false;
}
