import { visit } from 'yaml';
import type { Message } from '../../messages/messages.ts';
import { codeFrame } from '../../messages/code-frame.ts';
import { lineOf } from '../../messages/text-position.ts';
import { documentOf } from '../../content/load-content.ts';
import { ESCAPE_MEANINGS, escapeText } from '../../content/yaml-line-mistakes.ts';
import type { CheckRule } from '../rule.ts';

/** A backslash and a letter YAML turns into another character: "\n", "\t", "\r" and the like. */
const KNOWN_ESCAPE = new RegExp(String.raw`\\[${Object.keys(ESCAPE_MEANINGS).join('')}]`);

/**
 * In double quotes, `"C:\new"` is "C:", a line break and "ew": YAML reads "\n" as an escape, without a word, and the
 * page shows something else than was typed (a Windows path, a regular expression, a "\n" meant as a new line, which a
 * field does not have). A warning at the backslash, with the text written both ways that keep it. (A backslash YAML
 * knows no escape for is the parser's error, yaml/escape.) Escapes written on purpose, such as "\u00e9", are left alone.
 */
export const yamlEscapesRule: CheckRule = {
  name: 'yaml-escapes',
  perFile: true,
  check({ valid, invalid }) {
    const out: Message[] = [];
    for (const file of [...valid, ...invalid]) {
      // Most files have no backslash: their YAML is not parsed again for positions.
      if (file.yaml === null || !KNOWN_ESCAPE.test(file.yaml)) continue;
      const { doc, lineCounter } = documentOf(file);
      visit(doc, {
        Scalar(_key, node) {
          if (node.type !== 'QUOTE_DOUBLE' || !node.range) return;
          const source = file.yaml!.slice(node.range[0], node.range[1]);
          // Each backslash pair in turn, so an escaped backslash ("\\n") is passed over whole.
          const escape = [...source.matchAll(/\\(.)/g)].find((m) => m[1]! in ESCAPE_MEANINGS);
          if (!escape) return;
          const { line, col } = lineCounter.linePos(node.range[0] + escape.index);
          const at = { line: line + file.lineOffset, column: col };
          const lineText = lineOf(file.source, at.line);
          out.push({ file: file.file, ...at, severity: 'warning', rule: 'yaml/escape-sequence', message: escapeText(lineText, col - 1), frame: codeFrame(file.source, at.line, at.column) });
        },
      });
    }
    return out;
  },
};
