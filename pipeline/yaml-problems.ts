import type { YAMLError, LineCounter } from 'yaml';
import type { Message } from './messages.ts';
import { codeFrame } from './code-frame.ts';

/**
 * Turns the YAML parser's errors into messages a content editor can act on:
 * exact position, a code frame, and a hint for the usual mistakes.
 */
export function yamlProblems(
  errors: readonly YAMLError[],
  source: string,
  file: string,
  lineCounter: LineCounter,
  lineOffset: number,
): Message[] {
  const seen = new Set<string>();
  const out: Message[] = [];
  for (const error of errors) {
    const pos = lineCounter.linePos(error.pos[0]);
    const line = pos.line + lineOffset;
    const column = pos.col;
    const key = `${line}:${column}`;
    // The parser often reports one mistake several times at the same spot.
    if (seen.has(key)) continue;
    seen.add(key);
    const lineText = source.split(/\r?\n/)[line - 1] ?? '';
    const { rule, text } = describe(error, lineText);
    out.push({ file, line, column, severity: 'error', rule, message: text, frame: codeFrame(source, line, column) });
  }
  return out;
}

function describe(error: YAMLError, lineText: string): { rule: string; text: string } {
  const raw = error.message.split('\n')[0] ?? error.message;
  if (error.code === 'DUPLICATE_KEY') {
    const key = /key "?([^"]+)"?/.exec(raw)?.[1];
    return {
      rule: 'yaml/duplicate-key',
      text: `this field appears twice in the same block${key ? ` ("${key}")` : ''}; delete one of them or rename it`,
    };
  }
  if (/\t/.test(lineText.match(/^\s*/)?.[0] ?? '') || error.code === 'TAB_AS_INDENT') {
    return {
      rule: 'yaml/tab-indent',
      text: 'this line is indented with a tab; YAML needs spaces, so replace the tab with two spaces per level',
    };
  }
  if (/alias/i.test(raw)) {
    return {
      rule: 'yaml/alias',
      text: `${raw.replace(/\.$/, '')}; write the text out instead of using YAML anchors (&) and aliases (*)`,
    };
  }
  if (error.code === 'MULTIPLE_DOCS') {
    return { rule: 'yaml/multiple-documents', text: 'this file holds more than one YAML document (a line with only "---"); keep one document per file' };
  }
  if (/: /.test(lineText.replace(/^\s*-?\s*[\w"' -]+:\s/, '')) && /^\s*-?\s*[\w-]+: [^"'|>]/.test(lineText)) {
    return {
      rule: 'yaml/unquoted-colon',
      text: 'this value contains ": " which YAML reads as a new field; put the whole value in double quotes, e.g. title: "Tip: do this"',
    };
  }
  if (error.code === 'BAD_INDENT' || /indent/i.test(raw)) {
    return {
      rule: 'yaml/indentation',
      text: `the indentation here does not line up with the lines above (${lowerFirst(raw)}); use the same number of spaces as the other fields of this block`,
    };
  }
  return { rule: 'yaml/syntax', text: `this is not valid YAML: ${lowerFirst(raw)}` };
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1).replace(/\s+at line \d+, column \d+:?$/, '');
}
