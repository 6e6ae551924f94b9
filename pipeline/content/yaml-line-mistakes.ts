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
  '%': 'reads as the start of an instruction to the YAML reader',
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
  // A pasted item starts with the field its items start with; another field there lost its indentation (movedLine).
  const first = isFieldLine(text) ? fieldNameOf(lines[dash.line - 1] ?? '') : '';
  if (first && fieldNameOf(text) !== first) return undefined;
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

/** Where the content of a line starts after its indentation and any "- " of list items: the column its field name is in (0-based). */
export function keyColumn(text: string): number {
  return /^\s*(?:-[ \t]+)*/.exec(text)![0].length;
}

/** `name: value`, `- name: value` or `name:`: a line that is a field. */
const FIELD_LINE = /^\s*(?:-[ \t]+)*(?:"[^"]*"|'[^']*'|[^\s#"'\-][^:#]*?|-[^\s:#][^:#]*?):(?:[ \t]|$)/;

export const isFieldLine = (text: string): boolean => FIELD_LINE.test(text);
const isDashLine = (text: string): boolean => /^\s*-(?:[ \t]|$)/.test(text);

/** A field with nothing after its colon, or a block text (`|`, `>`): its value is on the lines below, indented further. */
function opensBlock(text: string): boolean {
  return isFieldLine(text) && /:[ \t]*(?:[|>][-+0-9]*)?[ \t]*(?:#.*)?$/.test(text);
}

/** The field name of a field line. */
function fieldNameOf(text: string): string {
  return /^\s*(?:-[ \t]+)*("[^"]*"|'[^']*'|[^:#]+?)[ \t]*:/.exec(text)?.[1]?.replace(/^["']|["']$/g, '') ?? '';
}

/** Whether a line is inside a block text (`text: |`), whose lines may be indented any way. */
function inBlockText(lines: readonly string[], line: number): boolean {
  const indent = indentOf(lines[line - 1] ?? '');
  for (let n = line - 1; n >= 1; n--) {
    const text = lines[n - 1] ?? '';
    if (text.trim() === '') continue;
    if (indentOf(text) < indent) return /:[ \t]*[|>][-+0-9]*[ \t]*(?:#.*)?$/.test(text);
  }
  return false;
}

/** The first field name of the list item a line at `column` belongs to (its nearest "- " line above, at column - 2). */
function firstFieldOfItem(lines: readonly string[], line: number, column: number): string | undefined {
  for (let n = line - 1; n >= 1; n--) {
    const text = lines[n - 1] ?? '';
    if (text.trim() === '' || /^\s*#/.test(text)) continue;
    if (keyColumn(text) < column - 2) return undefined;
    if (isDashLine(text) && indentOf(text) === column - 2) return fieldNameOf(text) || undefined;
  }
  return undefined;
}

/**
 * A line that lost or gained indentation, found from the lines around it: the line before and the line after it
 * start at the same column and it does not (or it is the last of its block and stands left of the one before it,
 * where only a list's "- " may stand). Reported at that line, with how many spaces it is off and which way; the
 * parser itself complains about the next, correct line, or says "further" of a line that is short of spaces.
 * `near` is the parser's line; the line itself, then the ones before and after it are looked at.
 */
export function movedLine(lines: readonly string[], near: number): Problem | undefined {
  const candidates = [near, previousContentLine(lines, near), nextContentLine(lines, near)].filter((n): n is number => n !== undefined);
  for (const line of candidates) {
    const text = lines[line - 1] ?? '';
    if (text.trim() === '' || /^\s*#/.test(text) || inBlockText(lines, line)) continue;
    const dash = isDashLine(text);
    if (!dash && (!isFieldLine(text) || opensBlock(text))) continue;
    const above = previousContentLine(lines, line);
    const below = nextContentLine(lines, line);
    if (above === undefined) continue;
    const a = lines[above - 1]!;
    const b = below === undefined ? undefined : lines[below - 1]!;
    const own = keyColumn(text);
    let expected: number | undefined;
    if (b !== undefined && (isFieldLine(b) || isDashLine(b)) && keyColumn(a) === keyColumn(b) && keyColumn(a) !== own && !(opensBlock(a) && own > keyColumn(a))) expected = keyColumn(a);
    else if (b !== undefined && opensBlock(a) && !dash && own === keyColumn(a) && isFieldLine(b) && keyColumn(b) > own) expected = keyColumn(b);
    else if (!dash && !opensBlock(a) && isFieldLine(a) && keyColumn(a) > own && (b === undefined || keyColumn(b) < own) && firstFieldOfItem(lines, line, own + 2) !== undefined) expected = keyColumn(a);
    if (expected === undefined) continue;
    // A list item pasted without its "- " repeats the item's first field: that is a missing dash, not a moved line.
    if (!dash && fieldNameOf(text) === firstFieldOfItem(lines, line, own + 2)) continue;
    const sibling = fieldNameOf(keyColumn(a) === expected ? a : b ?? a) || fieldNameOf(b ?? a);
    return misaligned(lines, line, expected, sibling);
  }
  return undefined;
}

/**
 * The message for a line whose field (or "- ") should start at column `expected` + 1 (0-based `expected`, counted
 * as keyColumn counts), saying how many spaces it is off and which way; `sibling` names a field that is in place.
 */
export function misaligned(lines: readonly string[], line: number, expected: number, sibling?: string): Problem {
  const text = lines[line - 1] ?? '';
  const off = keyColumn(text) - expected;
  const n = Math.abs(off);
  const spaces = `${n} space${n === 1 ? '' : 's'}`;
  const column = indentOf(text) + 1;
  if (isDashLine(text)) {
    const dashColumn = indentOf(text) - off + 1;
    if (off > 0) return { rule: 'yaml/indentation', line, column, text: tooFarText(off, dashColumn) };
    return { rule: 'yaml/indentation', line, column, text: `this list item is indented ${spaces} less than the other items of its list, so YAML does not read it as one of them; start its "- " in column ${dashColumn}, under the "- " of the other items` };
  }
  const name = fieldNameOf(text);
  const under = sibling && sibling !== name ? `, under "${sibling}"` : '';
  return {
    rule: 'yaml/indentation', line, column,
    text: `this line is indented ${spaces} ${off > 0 ? 'further' : 'less'} than the other fields of its block, so YAML ${off > 0 ? 'reads it as part of the value above it' : 'does not read it as one of them'}; start ${name ? `"${name}"` : 'it'} in column ${expected + 1}${under}`,
  };
}

/** A word at the start of a field line that the file uses as a field name elsewhere. */
function usedAsField(lines: readonly string[], word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return lines.some((l) => new RegExp(`^\\s*(?:-\\s+)*${escaped}:(\\s|$)`).test(l));
}

/**
 * `role Director of Operations` where `role: Director of Operations` was meant: a line standing where the fields of
 * its block do, without the colon after its first word. Points where the colon goes.
 */
export function missingColon(lines: readonly string[], line: number): Problem | undefined {
  const text = lines[line - 1] ?? '';
  const m = /^(\s*(?:-[ \t]+)?)([A-Za-z_][\w-]*)(?:[ \t]+(\S.*))?$/.exec(text);
  if (!m || /:(\s|$)/.test(text)) return undefined;
  const [, lead, word, value] = m;
  const neighbours = [previousContentLine(lines, line), nextContentLine(lines, line)].filter((n): n is number => n !== undefined).map((n) => lines[n - 1]!);
  if (!neighbours.some((n) => isFieldLine(n) && keyColumn(n) === keyColumn(text))) return undefined;
  // A capitalised word the file never uses as a field is more likely the rest of the value above (brokenLine).
  if (!usedAsField(lines, word!) && !/^[a-z][A-Za-z0-9]*$/.test(word!)) return undefined;
  return {
    rule: 'yaml/missing-colon', line, column: lead!.length + word!.length + 1,
    text: value
      ? `"${word}" is missing the colon after it, so YAML does not read it as a field; write ${word}: ${shortened(value.trim())}`
      : `"${word}" is missing the colon after it, so YAML does not read it as a field; write ${word}: and its value`,
  };
}

/**
 * A value broken over two lines, whose second line starts no further right than the field it belongs to, so YAML
 * cannot read it as more of the value: at that line, with the two joined as the fix. `line` is the second line.
 */
export function brokenLine(lines: readonly string[], line: number): Problem | undefined {
  const text = lines[line - 1] ?? '';
  const above = previousContentLine(lines, line);
  if (above === undefined || above !== line - 1 || isFieldLine(text) || isDashLine(text) || text.trim() === '') return undefined;
  const a = lines[above - 1]!;
  const m = /^(\s*(?:-[ \t]+)*)((?:"[^"]*"|'[^']*'|[^\s#"'][^:#]*?):[ \t]+)(.*)$/.exec(a);
  if (!m || indentOf(text) > keyColumn(a) || /^["'|>]/.test(m[3]!) || m[3]!.trim() === '') return undefined;
  const name = fieldNameOf(a);
  return {
    rule: 'yaml/broken-line', line, column: indentOf(text) + 1,
    text: `this line goes on with the value of "${name}" from the line above, but it starts no further right than "${name}", so YAML cannot read it; put it on the line above: ${name}: ${shortened(`${m[3]!.trim()} ${text.trim()}`)}`,
  };
}

/**
 * A quoted value whose text goes on to the next line, written further left than its field: YAML reads the quote as
 * never closed. The line that moved, with the value joined onto one line as the fix; undefined when no later line
 * closes the quote.
 */
export function brokenQuotedLine(lines: readonly string[], line: number, quote: string): Problem | undefined {
  const a = lines[line - 1] ?? '';
  const fieldColumn = keyColumn(a);
  for (let n = line + 1; n <= Math.min(lines.length, line + 3); n++) {
    const text = lines[n - 1] ?? '';
    // A field or list item below is where the next value starts: this quote is simply never closed.
    if (isFieldLine(text) || isDashLine(text)) return undefined;
    if (new RegExp(`${quote}[ \\t]*(?:#.*)?$`).test(text)) {
      const moved = lines.slice(line, n).findIndex((l) => l.trim() !== '' && indentOf(l) <= fieldColumn);
      if (moved < 0) return undefined;
      const name = fieldNameOf(a);
      const joined = [a.slice(a.indexOf(quote)), ...lines.slice(line, n)].map((l) => l.trim()).join(' ');
      const at = line + 1 + moved;
      return {
        rule: 'yaml/broken-line', line: at, column: indentOf(lines[at - 1] ?? '') + 1,
        text: `this line goes on with the quoted text of ${name ? `"${name}"` : 'the line above'}, but it starts no further right than ${name ? `"${name}"` : 'that line'}, so YAML cannot read it; put the whole text on one line: ${name ? `${name}: ` : ''}${shortened(joined)}`,
      };
    }
  }
  return undefined;
}

/**
 * A list in brackets (`[a, b]`) where YAML found two entries with no comma between them: a missing comma, or a quote
 * inside a quoted entry that ended it early (`['Dana's team']`). `column` is where the parser stopped.
 */
export function flowListMistake(lineText: string, line: number, column: number): Problem {
  const before = lineText.slice(0, column - 1);
  const quote = before.trimEnd().at(-1);
  if ((quote === "'" || quote === '"') && /^\w/.test(lineText.slice(column - 1)) && before.trimEnd().length === before.length) {
    // The quote that ended the entry is followed by letters: it was meant inside the text.
    const open = before.lastIndexOf(quote, before.length - 2);
    const close = lineText.indexOf(quote, column);
    const inner = close > 0 ? lineText.slice(open + 1, close) : lineText.slice(open + 1, column);
    const other = quote === "'" ? '"' : "'";
    return {
      rule: 'yaml/syntax', line, column: column - 1,
      text: `this ${quote} inside the entry ends the quoted text early; put the entry in ${other === '"' ? 'double' : 'single'} quotes instead: ${other}${inner}${other}`,
    };
  }
  const entry = /^[^,\]]*/.exec(lineText.slice(column - 1))![0].trim();
  const shown = /^["']/.test(entry) ? shortened(entry) : `"${shortened(entry)}"`;
  return {
    rule: 'yaml/missing-comma', line, column,
    text: `a comma is missing before ${entry ? shown : 'this entry'} in this list in brackets; put a comma between each two entries: [first, second]`,
  };
}

/** `"C:\dnew"`: a backslash in double quotes starts an escape, and this one YAML does not know. */
export function badEscape(lineText: string, line: number, column: number): Problem {
  return { rule: 'yaml/escape', line, column, text: escapeText(lineText, column - 1) };
}

/** What YAML makes of the escapes it knows, which an editor writing a Windows path or a regex does not mean. */
export const ESCAPE_MEANINGS: Record<string, string> = {
  n: 'a line break', t: 'a tab', r: 'a carriage return', b: 'a backspace', f: 'a form feed', v: 'a vertical tab', a: 'a bell character',
  e: 'an escape character', '0': 'a null character', N: 'a line break', _: 'a no-break space', L: 'a line separator', P: 'a paragraph separator',
};

/** The message for a backslash at `index` of a line, inside double quotes: what it does and the two ways to keep it. */
export function escapeText(lineText: string, index: number): string {
  const escape = lineText.slice(index, index + 2);
  const meaning = ESCAPE_MEANINGS[escape.charAt(1)];
  const open = lineText.lastIndexOf('"', index);
  let close = open;
  do close = lineText.indexOf('"', close + 1); while (close > 0 && lineText[close - 1] === '\\');
  const inner = open >= 0 && close > open ? lineText.slice(open + 1, close) : '';
  const doubled = inner ? `: "${shortened(inner.replace(/\\(?!["\\])/g, '\\\\'))}"` : '';
  const single = inner && !inner.includes("'") ? `, or put the text in single quotes: '${shortened(inner)}'` : '';
  const keep = `write it twice to keep the backslash${doubled}${single}`;
  if (/^[nNtrLP]$/.test(escape.charAt(1))) {
    // A line break or tab in a text the site shows on one line: the editor may have meant one, which no field has.
    return `in double quotes a backslash starts an escape, and YAML turns "${escape}" into ${meaning}, which the page shows as a plain space; remove "${escape}" (this text has no line breaks), or ${keep}`;
  }
  return `in double quotes a backslash starts an escape, and ${meaning ? `YAML turns "${escape}" into ${meaning}` : `YAML knows no escape "${escape}"`}; ${keep}`;
}
