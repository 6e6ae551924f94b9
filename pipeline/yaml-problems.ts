import { isAlias, isCollection, isScalar, visit, type Alias, type Document, type LineCounter, type Node, type YAMLError } from 'yaml';
import type { Message } from './messages.ts';
import { codeFrame } from './code-frame.ts';

/**
 * Turns the YAML parser's errors into messages a content editor can act on:
 * exact position, a code frame, and a hint for the usual mistakes.
 *
 * One mistake in YAML usually makes the parser report several errors after it, each more confusing than the
 * last, so only the first syntax error of a file is shown (fixing it and running again shows the next one).
 * Duplicate keys are independent of each other and are all shown.
 */
export function yamlProblems(
  errors: readonly YAMLError[],
  source: string,
  file: string,
  lineCounter: LineCounter,
  lineOffset: number,
  doc?: Document,
): Message[] {
  const lines = source.split(/\r?\n/);
  const sorted = [...errors].sort((a, b) => a.pos[0] - b.pos[0]);
  const firstSyntax = sorted.find((e) => e.code !== 'DUPLICATE_KEY');
  const shown = sorted.filter((e) => e.code === 'DUPLICATE_KEY' || e === firstSyntax);
  const seen = new Set<string>();
  const out: Message[] = [];
  for (const error of shown) {
    const pos = lineCounter.linePos(error.pos[0]);
    const problem = describe(error, { line: pos.line + lineOffset, column: pos.col }, lines, doc, lineCounter, lineOffset);
    const key = `${problem.line}:${problem.column}`;
    // The parser often reports one mistake several times at the same spot.
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ file, line: problem.line, column: problem.column, severity: 'error', rule: problem.rule, message: problem.text, frame: codeFrame(source, problem.line, problem.column) });
  }
  return out;
}

interface Problem { rule: string; text: string; line: number; column: number }

const INDENT_HINT = 'use the same number of spaces as the other fields of its block';

function describe(
  error: YAMLError,
  at: { line: number; column: number },
  lines: readonly string[],
  doc: Document | undefined,
  lineCounter: LineCounter,
  lineOffset: number,
): Problem {
  const raw = error.message.split('\n')[0] ?? error.message;
  const lineText = lines[at.line - 1] ?? '';
  const here = (rule: string, text: string): Problem => ({ rule, text, line: at.line, column: at.column });
  /** The first character after the indentation of a line. */
  const startOf = (line: number): { line: number; column: number } => ({ line, column: indentOf(lines[line - 1] ?? '') + 1 });

  if (error.code === 'DUPLICATE_KEY') {
    const key = /^\s*(?:-\s+)?("[^"]*"|'[^']*'|[^:#]+?)\s*:/.exec(lineText.slice(at.column - 1))?.[1]?.replace(/^["']|["']$/g, '');
    return here('yaml/duplicate-key', `the field "${key ?? lineText.trim()}" appears twice in the same block; delete one of them or rename it`);
  }
  if (/\t/.test(lineText.match(/^\s*/)?.[0] ?? '') || error.code === 'TAB_AS_INDENT') {
    return here('yaml/tab-indent', 'this line is indented with a tab; YAML needs spaces, so replace the tab with two spaces per level');
  }
  if (/alias/i.test(raw)) {
    return here('yaml/alias', `${raw.replace(/\.$/, '')}; write the text out instead of using YAML anchors (&) and aliases (*)`);
  }
  if (error.code === 'MULTIPLE_DOCS') {
    return here('yaml/multiple-documents', 'this file holds more than one YAML document (a line with only "---"); keep one document per file');
  }
  if (error.code === 'MISSING_CHAR' && /quote/i.test(raw)) {
    const open = doc && nodeEndingAt(doc, error.pos[0], (n) => isScalar(n) && (n.type === 'QUOTE_DOUBLE' || n.type === 'QUOTE_SINGLE'));
    const where = open ? position(open, lineCounter, lineOffset) : at;
    const quote = /'/.test(raw) ? "'" : '"';
    return { rule: 'yaml/syntax', text: `this text starts with a quote (${quote}) that is never closed; add the closing ${quote} at the end of the text`, ...where };
  }
  if (/^Flow (sequence|mapping)/.test(raw)) {
    const list = /sequence/.test(raw);
    const open = doc && nodeEndingAt(doc, error.pos[0], (n) => isCollection(n) && n.flow === true);
    const where = open ? position(open, lineCounter, lineOffset) : at;
    const [o, c] = list ? ['[', ']'] : ['{', '}'];
    return { rule: 'yaml/syntax', text: `this ${list ? 'list' : 'block'} starts with "${o}" but never ends with "${c}"; add "${c}" after its last entry`, ...where };
  }
  if (/: /.test(lineText.replace(/^\s*-?\s*[\w"' -]+:\s/, '')) && /^\s*-?\s*[\w-]+: [^"'|>]/.test(lineText)) {
    return here('yaml/unquoted-colon', 'this value contains ": " which YAML reads as a new field; put the whole value in double quotes, e.g. title: "Tip: do this"');
  }
  if (error.code === 'BLOCK_AS_IMPLICIT_KEY' || error.code === 'MULTILINE_IMPLICIT_KEY') {
    // "name: value" followed by a line indented further: YAML reads that line as more of the value.
    const next = nextContentLine(lines, at.line);
    if (next !== undefined && indentOf(lines[next - 1] ?? '') > indentOf(lineText)) {
      return { rule: 'yaml/indentation', text: `this line is indented further than the line above it, so YAML reads it as part of that value; ${INDENT_HINT}`, ...startOf(next) };
    }
  }
  if (error.code === 'BAD_INDENT' || /indent/i.test(raw) || /without - indicator/.test(raw)) {
    return { rule: 'yaml/indentation', text: `this line does not line up with the lines above it; ${INDENT_HINT}`, ...startOf(at.line) };
  }
  if (/call stack/i.test(raw)) {
    return here('yaml/syntax', 'this is nested too deeply (too many [ or { inside each other) to read; simplify it');
  }
  return here('yaml/syntax', `this is not valid YAML: ${lowerFirst(raw)}`);
}

/** Where the first alias (`*name`) that toJS refused is, and what to tell the editor about it. */
export function aliasProblem(doc: Document, reason: string, lineCounter: LineCounter, lineOffset: number): { line: number; column: number; text: string } {
  const unresolved = /Unresolved alias.*:\s*(\S+)/.exec(reason)?.[1];
  let found: Alias | undefined;
  visit(doc, {
    Alias(_key, node) {
      if (unresolved === undefined || node.source === unresolved) {
        found = node;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  const where = found ? position(found, lineCounter, lineOffset) : { line: 1 + lineOffset, column: 1 };
  const advice = 'write the text out instead of using YAML anchors (&) and aliases (*)';
  const text = unresolved !== undefined
    ? `the alias "*${unresolved}" refers to no anchor "&${unresolved}" above it; ${advice}`
    : `this file repeats text through YAML aliases (*) so many times that it would grow too large to read; ${advice}`;
  return { ...where, text };
}

function nodeEndingAt(doc: Document, offset: number, test: (node: Node) => boolean): Node | undefined {
  let best: Node | undefined;
  visit(doc, {
    Node(_key, node) {
      if (test(node) && node.range && node.range[0] < offset && node.range[1] >= offset) best = node;
    },
  });
  return best;
}

function position(node: Node | Alias, lineCounter: LineCounter, lineOffset: number): { line: number; column: number } {
  const p = lineCounter.linePos(node.range?.[0] ?? 0);
  return { line: p.line + lineOffset, column: p.col };
}

function indentOf(text: string): number {
  return /^ */.exec(text)?.[0].length ?? 0;
}

function nextContentLine(lines: readonly string[], line: number): number | undefined {
  for (let n = line + 1; n <= lines.length; n++) {
    const text = lines[n - 1] ?? '';
    if (text.trim() !== '' && !/^\s*#/.test(text)) return n;
  }
  return undefined;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1).replace(/\s+at line \d+, column \d+:?$/, '');
}
