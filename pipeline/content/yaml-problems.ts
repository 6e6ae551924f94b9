import { isCollection, isScalar, isSeq, visit, type Alias, type Document, type LineCounter, type Node, type YAMLError } from 'yaml';
import type { Message } from '../messages/messages.ts';
import { codeFrame } from '../messages/code-frame.ts';
import { misaligned, badEscape, brokenLine, brokenQuotedLine, dashAbove, dashlessItem, flowListMistake, indentOf, keyColumn, listItemTooFar, missingColon, missingDash, missingSpace, movedLine, needsQuotes, nextContentLine, oddFirstLine, oddIndented, plainMistake, textAfterQuote, tooFarText, type Problem } from './yaml-line-mistakes.ts';
import { appendAll } from '../messages/messages.ts';

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
  // The file's lines up to the end of its YAML: a post's Markdown after its front matter is no part of it.
  const lines = source.split(/\r?\n/).slice(0, lineOffset + lineCounter.lineStarts.length);
  const sorted = [...errors].sort((a, b) => a.pos[0] - b.pos[0]);
  const firstSyntax = sorted.find((e) => e.code !== 'DUPLICATE_KEY');
  const shown = sorted.filter((e) => e.code === 'DUPLICATE_KEY' || e === firstSyntax);
  const pasted = doc ? pastedItems(doc, sorted) : new Map<number, 'start' | 'rest'>();
  const seen = new Set<string>();
  const out: Message[] = [];
  for (const error of shown) {
    const pos = lineCounter.linePos(error.pos[0]);
    const at = { line: pos.line + lineOffset, column: pos.col };
    // A list item pasted without its "- " repeats the item above's fields: one message at its first field.
    if (pasted.get(error.pos[0]) === 'rest') continue;
    const problem = pasted.get(error.pos[0]) === 'start'
      ? { ...at, ...missingDash(dashAbove(lines, at.line, at.column - 2)?.column) }
      : describe(error, at, lines, doc, lineCounter, lineOffset);
    const key = `${problem.line}:${problem.column}`;
    // The parser often reports one mistake several times at the same spot.
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ file, line: problem.line, column: problem.column, severity: 'error', rule: problem.rule, message: problem.text, frame: codeFrame(source, problem.line, problem.column) });
  }
  return out;
}

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

  // First: a nesting so deep that the parser ran out of stack. Its other symptoms (a ": " on the line, say) are not the problem.
  if (error.code === 'RESOURCE_EXHAUSTION' || /call stack/i.test(raw)) return tooDeep(lines, at.line);
  if (error.code === 'DUPLICATE_KEY') {
    const key = /^\s*(?:-\s+)?("[^"]*"|'[^']*'|[^:#]+?)\s*:/.exec(lineText.slice(at.column - 1))?.[1]?.replace(/^["']|["']$/g, '');
    const first = key === undefined ? undefined : firstOfKey(lines, at.line, key);
    return here('yaml/duplicate-key', `the field "${key ?? lineText.trim()}" appears twice in the same block${first ? ` (first on line ${first})` : ''}; delete one of them or rename it`);
  }
  if (/\t/.test(lineText.match(/^\s*/)?.[0] ?? '') || error.code === 'TAB_AS_INDENT') {
    return here('yaml/tab-indent', 'this line is indented with a tab; YAML needs spaces, so replace the tab with two spaces per level');
  }
  if (error.code === 'BAD_DQ_ESCAPE') return badEscape(lineText, at.line, at.column);
  const plain = plainMistake(lines, at.line);
  if (plain) return plain;
  if (/^Unexpected scalar at node end/.test(raw)) {
    const afterQuote = textAfterQuote(lineText, at.line, at.column);
    if (afterQuote) return afterQuote;
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
    // Closed on a later line that starts too far left: the text was broken over two lines.
    const broken = brokenQuotedLine(lines, where.line, quote);
    if (broken) return broken;
    return { rule: 'yaml/syntax', text: `this text starts with a quote (${quote}) that is never closed; add the closing ${quote} at the end of the text`, ...where };
  }
  if (error.code === 'MISSING_CHAR' && /between flow sequence items/.test(raw)) return flowListMistake(lineText, at.line, at.column);
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
  const moved = movedLine(lines, at.line);
  if (moved) return moved;
  const colon = missingColon(lines, at.line);
  if (colon) return colon;
  const broken = brokenLine(lines, at.line);
  if (broken) return broken;
  const tooFar = listItemTooFar(lines, at.line);
  if (tooFar) return tooFar;
  const dashless = dashlessItem(lines, at.line);
  if (dashless) return dashless;
  if (error.code === 'BLOCK_AS_IMPLICIT_KEY' || error.code === 'MULTILINE_IMPLICIT_KEY') {
    // "name: value" followed by a line indented further: YAML reads that line as more of the value.
    const next = nextContentLine(lines, at.line);
    if (next !== undefined && indentOf(lines[next - 1] ?? '') > indentOf(lineText)) {
      const oddOne = oddIndented(lines, at.line);
      if (oddOne !== undefined && oddOne !== next) return { rule: 'yaml/indentation', text: `this line does not line up with the lines around it; ${INDENT_HINT}`, ...startOf(oddOne) };
      const odd = oddFirstLine(lines, next);
      if (odd !== undefined) return firstLineOff(lines, odd, next);
      return { rule: 'yaml/indentation', text: `this line is indented further than the line above it, so YAML reads it as part of that value; ${INDENT_HINT}`, ...startOf(next) };
    }
  }
  if (error.code === 'BAD_INDENT' || /indent/i.test(raw) || /without - indicator/.test(raw)) {
    // YAML takes a block's indentation from its first line, so when that first line is the odd one out, the
    // parser complains about the (correct) second line; point at the first instead.
    const oddOne = oddIndented(lines, at.line);
    if (oddOne !== undefined && oddOne !== at.line) return { rule: 'yaml/indentation', text: `this line does not line up with the lines around it; ${INDENT_HINT}`, ...startOf(oddOne) };
    const odd = oddFirstLine(lines, at.line);
    if (odd !== undefined) return firstLineOff(lines, odd, at.line);
    return { rule: 'yaml/indentation', text: `this line does not line up with the lines above it; ${INDENT_HINT}`, ...startOf(at.line) };
  }
  if (/at most 1024 chars/.test(raw)) {
    return here('yaml/syntax', 'this field name is longer than 1024 characters, which YAML does not allow; shorten it, or if it is meant as text, put it after a field name in quotes (text: "...")');
  }
  // A structural error next to the one line indented by an odd number of spaces: that line is the cause.
  const oddOne = oddIndented(lines, at.line);
  if (oddOne !== undefined) return { rule: 'yaml/indentation', text: `this line does not line up with the lines around it; ${INDENT_HINT}`, ...startOf(oddOne) };
  return here(error.code === 'TAG_RESOLVE_FAILED' ? 'yaml/tag' : 'yaml/syntax', PLAIN_WORDS[error.code] ?? GENERAL);
}

/** The parser's other errors, in an editor's words. */
const PLAIN_WORDS: Partial<Record<string, string>> = {
  BAD_SCALAR_START: 'a text cannot start with this character in YAML; put the whole value in double quotes',
  BLOCK_IN_FLOW: 'a list in brackets [ ] cannot also have lines that start with "- "; write the list one way: [first, second], or one "- " line per entry',
  MULTIPLE_ANCHORS: 'this value starts with "&" twice, which YAML reads as its own signs; put the whole value in double quotes',
  MULTIPLE_TAGS: 'this value starts with "!" twice, which YAML reads as its own signs; put the whole value in double quotes',
  BAD_PROP_ORDER: 'this value starts with "&" or "!", which YAML reads as its own signs; put the whole value in double quotes',
  ALIAS_PROPS: 'this value starts with "*", which YAML reads as a reference to other text; put the whole value in double quotes',
  BAD_DIRECTIVE: 'a line that starts with "%" is an instruction to the YAML reader, not content; remove it, or put the text after a field name in double quotes',
  NON_STRING_KEY: 'a field name must be a word, not a list or a block; write the name, a colon and a space, then the value',
  TAG_RESOLVE_FAILED: 'a value that starts with "!" is read as a YAML tag, which content files do not use; put the whole value in double quotes',
  BAD_COLLECTION_TYPE: 'a list or block is written here where YAML expects a different one; compare it with the same field elsewhere, or with docs/content-reference.md',
};

/** For an error no rule above explains: what YAML needs, in the words of the common fixes. */
const GENERAL = 'YAML cannot read this line as it is written; check it against the lines around it: write a field as "name: value" with a space after the colon, start a list entry with "- " under the other entries, and put a text with ": ", " #" or a quote in it in double quotes';

/** The first line of a block, off from the second line of it (which YAML took the block's indentation from). */
function firstLineOff(lines: readonly string[], first: number, second: number): Problem {
  const next = lines[second - 1] ?? '';
  return misaligned(lines, first, keyColumn(next), /^\s*(?:-\s+)*([^:#\s][^:#]*?)\s*:/.exec(next)?.[1]);
}

/** The line of the first field named `key` in the block of `line` (at the same column, above it). */
function firstOfKey(lines: readonly string[], line: number, key: string): number | undefined {
  const column = keyColumn(lines[line - 1] ?? '');
  for (let n = line - 1; n >= 1; n--) {
    const text = lines[n - 1] ?? '';
    if (text.trim() === '' || /^\s*#/.test(text)) continue;
    if (keyColumn(text) < column) return undefined;
    if (keyColumn(text) === column && new RegExp(`^\\s*(?:-\\s+)*["']?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:`).test(text)) return n;
  }
  return undefined;
}

/** Too deeply nested to read: points at the first "[", "{" or "- " of the line where the parser gave up. */
export function tooDeep(lines: readonly string[], line: number): Problem {
  const text = lines[line - 1] ?? '';
  const start = /[[{]|(?:^|\s)-\s/.exec(text);
  const column = start ? start.index + start[0].search(/[[{-]/) + 1 : indentOf(text) + 1;
  return { rule: 'yaml/too-deep', line, column, text: 'this is nested too deeply (lists or blocks inside each other hundreds of levels deep) to read; content files need only a few levels, so simplify it' };
}

/**
 * A plain (unquoted) text that goes on over several lines, where a following line starts with "- ": that line was
 * meant as the next list item but is indented differently, so YAML silently joined it to the text above.
 */
export function listItemsJoinedToText(doc: Document, yamlText: string, lineCounter: LineCounter, lineOffset: number): Problem[] {
  const out: Problem[] = [];
  // Split once, and only when some text has a "- " line joined to it.
  let lines: string[] | undefined;
  visit(doc, {
    Scalar(_key, node) {
      if (node.type !== 'PLAIN' || !node.range) return;
      const text = yamlText.slice(node.range[0], node.range[1]);
      const breakAt = text.indexOf('\n');
      if (breakAt < 0) return;
      let offset = node.range[0] + breakAt + 1;
      const found: Problem[] = [];
      const indents: number[] = [];
      // The "- " of the item this text belongs to, if it is a list item's text.
      const ownLine = yamlText.slice(yamlText.lastIndexOf('\n', node.range[0] - 1) + 1, node.range[0]);
      const ownDash = /^(\s*)-\s+$/.exec(ownLine)?.[1]!.length;
      for (const continuation of text.slice(breakAt + 1).split('\n')) {
        const dash = /^(\s*)- /.exec(continuation);
        if (dash) {
          const p = lineCounter.linePos(offset + dash[1]!.length);
          indents.push(dash[1]!.length);
          const extra = ownDash === undefined ? 0 : dash[1]!.length - ownDash;
          found.push({ rule: 'yaml/indentation', line: p.line + lineOffset, column: p.col, text: extra > 0 ? tooFarText(extra, ownDash! + 1) : `this line starts with "- " like a list item, but it is indented differently from the items above it, so YAML reads it as more text of the line above; ${INDENT_HINT}` });
        }
        offset += continuation.length + 1;
      }
      if (found.length === 0) return;
      // The first item is the odd one out (odd indentation, the others even and alike): point at it once.
      const start = yamlText.lastIndexOf('\n', node.range[0] - 1) + 1;
      const firstIndent = indentOf(yamlText.slice(start, node.range[0]));
      const alike = indents.every((n) => n === indents[0]);
      lines ??= yamlText.split('\n');
      const firstLine = lineCounter.linePos(start).line;
      let opener: string | undefined;
      for (let n = firstLine - 1; n >= 1 && opener === undefined; n--) if (lines[n - 1]!.trim() !== '' && !/^\s*#/.test(lines[n - 1]!)) opener = lines[n - 1];
      // The items below share their place, two spaces in from the field that opens the list, as every list of the
      // file is written: the first item is the one that moved, however many followed it.
      if (ownDash !== undefined && alike && indents[0]! > ownDash && (indents.length > 1 || (opener !== undefined && /:\s*(#.*)?$/.test(opener) && keyColumn(opener) + 2 === indents[0]))) {
        const moved = misaligned(lines!, firstLine, indents[0]! + 2);
        out.push({ ...moved, line: moved.line + lineOffset });
      } else if (firstIndent % 2 === 1 && indents.every((n) => n === indents[0] && n % 2 === 0)) {
        const p = lineCounter.linePos(start + firstIndent);
        out.push({ rule: 'yaml/indentation', line: p.line + lineOffset, column: p.col, text: `this line does not line up with the list items below it, so YAML reads them as more text of this one; ${INDENT_HINT}` });
      } else appendAll(out, found);
    },
  });
  return out;
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
    ? `the value *${unresolved} starts with "*", which YAML reads as a reference to an anchor "&${unresolved}", and there is none above it; put it in double quotes ("*${unresolved}") if it is text, otherwise ${advice}`
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

/**
 * Values YAML reads without an error but not as the editor meant: `name:"Hello"` (one text, not a field), `&more text`
 * (an anchor nothing refers to, silently dropped from the text) and `!important text` (a tag on plain text).
 */
export function plainValueMistakes(doc: Document, yamlText: string, lineCounter: LineCounter, lineOffset: number): Problem[] {
  const used = new Set<string>();
  visit(doc, { Alias(_key, node) { used.add(node.source); } });
  const out: Problem[] = [];
  const lineAt = (offset: number) => {
    const p = lineCounter.linePos(offset);
    const start = offset - (p.col - 1);
    const end = yamlText.indexOf('\n', offset);
    return { line: p.line + lineOffset, text: yamlText.slice(start, end < 0 ? yamlText.length : end) };
  };
  visit(doc, {
    Scalar(_key, node) {
      if (node.type !== 'PLAIN' || !node.range) return;
      const at = lineAt(node.range[0]);
      if (typeof node.value === 'string' && /^[A-Za-z_][\w-]*:["']/.test(node.value)) {
        const found = missingSpace(at.text, at.line);
        if (found) out.push(found);
        return;
      }
      const marker = (node.anchor !== undefined && !used.has(node.anchor)) ? '&' : node.tag?.startsWith('!') && !node.tag.startsWith('!!') ? '!' : undefined;
      if (!marker) return;
      const found = needsQuotes(at.text, at.line);
      if (found && at.text.charAt(found.column - 1) === marker) out.push(found);
    },
  });
  return out;
}

/**
 * Duplicate keys that are a list item pasted without its "- ": in a map that is an item of a list, a key repeating the
 * map's first key starts a pasted item ('start'); the repeats after it belong to it ('rest'). By error offset.
 */
function pastedItems(doc: Document, errors: readonly YAMLError[]): Map<number, 'start' | 'rest'> {
  const duplicates = new Set(errors.filter((e) => e.code === 'DUPLICATE_KEY').map((e) => e.pos[0]));
  const out = new Map<number, 'start' | 'rest'>();
  if (duplicates.size === 0) return out;
  visit(doc, {
    Map(_key, map, path) {
      if (!isSeq(path.at(-1))) return;
      const first = map.items[0]?.key;
      const name = isScalar(first) ? String(first.value) : undefined;
      let started = false;
      for (const pair of map.items.slice(1)) {
        const key = pair.key;
        const offset = isScalar(key) ? key.range?.[0] : undefined;
        if (offset === undefined || !duplicates.has(offset)) continue;
        if (String((key as { value: unknown }).value) === name) { out.set(offset, 'start'); started = true; }
        else if (started) out.set(offset, 'rest');
      }
    },
  });
  return out;
}
