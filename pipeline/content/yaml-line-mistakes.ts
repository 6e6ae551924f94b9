/**
 * The YAML mistakes that can be read from the text of a line or two: a value that needs quotes, a missing space after
 * a colon, a list item indented too far or missing its "- ", text after a closing quote. yaml-problems.ts asks these
 * when the parser's own error would not help an editor. They read the lines alone; yaml-problems.ts also reads the
 * parsed document.
 */

/** A mistake in a YAML text: its rule, what to tell the editor, and where. */
export interface Problem { rule: string; text: string; line: number; column: number }

export function indentOf(text: string): number {
  return /^ */.exec(text)?.[0].length ?? 0;
}

function previousContentLine(lines: readonly string[], line: number): number | undefined {
  for (let n = line - 1; n >= 1; n--) {
    const text = lines[n - 1] ?? '';
    if (text.trim() !== '' && !/^\s*#/.test(text)) return n;
  }
  return undefined;
}

/**
 * Content files indent by two spaces per level, so every line starts at an even column. When the parser's line,
 * or the content line just before or after it, is the only one of the three indented by an odd number of spaces,
 * that is the line to fix.
 */
export function oddIndented(lines: readonly string[], line: number): number | undefined {
  const around = [previousContentLine(lines, line), line, nextContentLine(lines, line)].filter((n): n is number => n !== undefined);
  const odd = around.filter((n) => indentOf(lines[n - 1] ?? '') % 2 === 1);
  return odd.length === 1 ? odd[0] : undefined;
}

/**
 * When `line` is the second line of a block whose first line is indented differently, and `line` has the
 * indentation the block should have (two spaces more than the field that opens it, as in every content file),
 * the first line is the mistake: returns its number.
 */
export function oddFirstLine(lines: readonly string[], line: number): number | undefined {
  const first = previousContentLine(lines, line);
  const opener = first === undefined ? undefined : previousContentLine(lines, first);
  if (first === undefined || opener === undefined) return undefined;
  const openerText = lines[opener - 1] ?? '';
  // The opener is a field with nothing after its colon: "hero:" or "- hero:".
  if (!/^\s*(?:-\s+)*[^\s#][^#]*:\s*(?:#.*)?$/.test(openerText)) return undefined;
  const fieldColumn = /^\s*(?:-\s+)*/.exec(openerText)![0].length;
  const expected = fieldColumn + 2;
  const firstIndent = indentOf(lines[first - 1] ?? '');
  return indentOf(lines[line - 1] ?? '') === expected && firstIndent !== expected && firstIndent > indentOf(openerText) ? first : undefined;
}

export function nextContentLine(lines: readonly string[], line: number): number | undefined {
  for (let n = line + 1; n <= lines.length; n++) {
    const text = lines[n - 1] ?? '';
    if (text.trim() !== '' && !/^\s*#/.test(text)) return n;
  }
  return undefined;
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1).replace(/\s+at line \d+, column \d+:?$/, '');
}

/** Characters YAML gives a meaning at the start of a plain value, and what it makes of them. */
const RESERVED: Record<string, string> = {
  '*': 'reads as an alias (a reference to an anchor)',
  '&': 'reads as an anchor name',
  '!': 'reads as a tag',
  '@': 'reserves for future use',
  '`': 'reserves for future use',
};

/** `title: ` or `- ` or `- title: `: what comes before a value on its line. */
const VALUE_START = /^(\s*(?:-\s+)*(?:(?:"[^"]*"|'[^']*'|[^\s#"'][^:#]*?):\s+)?)(?=\S)/;

/** A value (what follows `prefix` on its line, without a trailing comment) written in double quotes. */
function quoted(prefix: string, value: string): string {
  return `${prefix.trim()}${prefix.trim() ? ' ' : ''}"${shortened(value.replace(/\s+#.*$/, '').trim().replace(/\\/g, '\\\\').replace(/"/g, '\\"'))}"`;
}

/** A long value in an example cut in the middle, so the message stays readable; the editor changes only its ends. */
function shortened(text: string): string {
  const chars = [...text];
  return chars.length > 80 ? `${chars.slice(0, 30).join('')} … ${chars.slice(-20).join('')}` : text;
}

/**
 * A value that starts with a character YAML reserves (`*`, `&`, `!`, `@`, a backtick): the editor meant text, so it
 * needs quotes. Points at the character.
 */
export function needsQuotes(lineText: string, line: number): Problem | undefined {
  const m = VALUE_START.exec(lineText);
  const ch = m ? lineText.charAt(m[1]!.length) : '';
  if (!m || !(ch in RESERVED)) return undefined;
  const prefix = m[1]!;
  return {
    rule: 'yaml/needs-quotes', line, column: prefix.length + 1,
    text: `this value starts with "${ch}", which YAML ${RESERVED[ch]}, so text that starts with it needs quotes; write ${quoted(prefix, lineText.slice(prefix.length))}`,
  };
}

/** `title:"Hello"` or `title:Hello`: a field name and its value with no space after the colon. Points at the colon. */
export function missingSpace(lineText: string, line: number): Problem | undefined {
  const m = /^(\s*(?:-\s+)*)([A-Za-z_][\w-]*):(?!\/\/)(\S.*)$/.exec(lineText);
  if (!m || /^(https?|mailto|tel|ftp)$/i.test(m[2]!) || m[3]!.startsWith(':')) return undefined;
  const [, indent, key, value] = m;
  return {
    rule: 'yaml/missing-space', line, column: indent!.length + key!.length + 1,
    text: `there is no space after "${key}:", so YAML does not read it as a field; add a space after the colon: ${key}: ${value!.trim()}`,
  };
}

/** The mistakes of a single line that make YAML fail: a missing space after a field's colon, a value that needs quotes. */
export function plainMistake(lines: readonly string[], line: number): Problem | undefined {
  const previous = previousContentLine(lines, line);
  for (const n of [line, previous]) {
    if (n === undefined) continue;
    const found = missingSpace(lines[n - 1] ?? '', n);
    if (found) return found;
  }
  return needsQuotes(lines[line - 1] ?? '', line);
}

/** The indentation of the "- " of the list item whose block holds `line` (its nearest earlier "- " line at less indentation). */
export function dashAbove(lines: readonly string[], line: number, indent: number): { line: number; column: number } | undefined {
  for (let n = line - 1; n >= 1; n--) {
    const text = lines[n - 1] ?? '';
    if (text.trim() === '' || /^\s*#/.test(text)) continue;
    const own = indentOf(text);
    if (own > indent) continue;
    const dash = /^(\s*)-(\s|$)/.exec(text);
    return dash ? { line: n, column: dash[1]!.length + 1 } : undefined;
  }
  return undefined;
}

/**
 * A "- " line indented further than the item above it, where no field opens a nested list: the editor meant one more
 * item of the same list. The nearest such line at or before the parser's line.
 */
export function listItemTooFar(lines: readonly string[], upTo: number): Problem | undefined {
  for (let n = upTo; n >= 1; n--) {
    const text = lines[n - 1] ?? '';
    const dash = /^(\s*)-(\s|$)/.exec(text);
    if (!dash) continue;
    const indent = dash[1]!.length;
    const previous = previousContentLine(lines, n);
    if (previous === undefined) return undefined;
    // A field with nothing after its colon opens a nested list: that is fine.
    if (/:\s*(#.*)?$/.test(lines[previous - 1] ?? '')) continue;
    let sibling: number | undefined;
    for (let m = n - 1; m >= 1; m--) {
      const t = lines[m - 1] ?? '';
      if (t.trim() === '' || /^\s*#/.test(t)) continue;
      const d = /^(\s*)-(\s|$)/.exec(t);
      if (d && d[1]!.length <= indent) { sibling = d[1]!.length; break; }
      if (!d && indentOf(t) < indent) break;
    }
    if (sibling === undefined || sibling >= indent) continue;
    return { rule: 'yaml/indentation', line: n, column: indent + 1, text: tooFarText(indent - sibling, sibling + 1) };
  }
  return undefined;
}

export function tooFarText(extra: number, dashColumn: number): string {
  return `this list item is indented ${extra} space${extra === 1 ? '' : 's'} further than the item above it, so YAML does not read it as the next item; start its "- " in column ${dashColumn}, under the "- " of the other items`;
}

/** The message for a list item whose "- " is missing, at its first field or value. */
export function missingDash(dashColumn: number | undefined): Omit<Problem, 'line' | 'column'> {
  const where = dashColumn !== undefined ? `in column ${dashColumn}, under the "- " of the items above` : 'in front of it';
  return { rule: 'yaml/missing-dash', text: `this looks like a new list item that is missing its "- "; start it with "- " ${where}` };
}

/**
 * A line at the column of the "- " of the item above it, but without a "- " itself: a list item pasted without its
 * dash (YAML then finds a field or text where the list should go on).
 */
export function dashlessItem(lines: readonly string[], line: number): Problem | undefined {
  const text = lines[line - 1] ?? '';
  if (text.trim() === '' || /^\s*(-\s|-$|#)/.test(text)) return undefined;
  const indent = indentOf(text);
  const previous = previousContentLine(lines, line);
  const dash = dashAbove(lines, line, indent);
  if (previous === undefined || !dash || dash.column !== indent + 1) return undefined;
  return { line, column: indent + 1, ...missingDash(dash.column) };
}

/**
 * Text after the closing quote of a value: either a quote inside the text closed the value early
 * (`title: "The "best" service"`, pointed at that quote) or words follow the closing quote (`"Done." and more`).
 */
export function textAfterQuote(lineText: string, line: number, column: number): Problem | undefined {
  const before = lineText.slice(0, column - 1).trimEnd();
  const quote = before.at(-1);
  if (quote !== '"' && quote !== "'") return undefined;
  const m = VALUE_START.exec(lineText);
  const open = m ? m[1]!.length : -1;
  const close = lineText.lastIndexOf(quote);
  if (open < 0 || lineText.charAt(open) !== quote) return undefined;
  if (close > before.length - 1) {
    // The value's real end is the last quote on the line: the quote before it is one inside the text.
    const inner = lineText.slice(open + 1, close);
    const other = quote === '"' ? "'" : '"';
    const fixed = `${m![1]!.trim()} ${other}${shortened(inner.replaceAll(other, other === "'" ? "''" : '\\"'))}${other}`;
    return {
      rule: 'yaml/syntax', line, column: before.length,
      text: `this ${quote} inside the text ends the quoted value early; put the whole value in ${other === "'" ? 'single' : 'double'} quotes instead: ${fixed}`,
    };
  }
  return { rule: 'yaml/syntax', line, column, text: `this text comes after the closing quote (${quote}) of the value; move it inside the quotes` };
}
