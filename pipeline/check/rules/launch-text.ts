import type { LoadedFile } from '../../content/load-content.ts';
import type { Message } from '../../messages/messages.ts';
import { messageAt } from '../message-at.ts';
import { codeFrame } from '../../messages/code-frame.ts';
import { walkStrings } from '../walk-strings.ts';
import type { RuleInput } from '../rule.ts';

/** One piece of text that must not go live, found in a value or a Markdown body. */
export interface Found { index: number; text: string }

/** What a launch rule says about one piece of text it found, or undefined to stay quiet about it. */
export type Describe = (found: Found, where: { file: LoadedFile; pointer?: string }) => string | undefined;

/**
 * Runs `find` over every text a visitor could see: each YAML value (not comments or field names) and each Markdown
 * body, in every file that has data (a file failing its schema still must not go live with a placeholder). Each
 * finding is a message at its own line and column.
 */
export function launchFindings(input: RuleInput, rule: string, find: (text: string) => Found[], describe: Describe): Message[] {
  const out: Message[] = [];
  for (const file of [...input.valid, ...input.invalid]) {
    if (file.data !== undefined) {
      walkStrings(file.data, (text, pointer) => {
        const found = find(text);
        if (found.length === 0) return;
        const at = messageAt(file, pointer(), rule, '');
        let from = offsetOf(file.source, at.line, at.column);
        for (const f of found) {
          const message = describe(f, { file, pointer: pointer() });
          if (message === undefined) continue;
          // The value's text as written in the file, when it is there verbatim (not folded over lines or escaped).
          const index = file.source.indexOf(f.text, from);
          const position = index < 0 ? at : positionAt(file.source, index);
          if (index >= 0) from = index + f.text.length;
          out.push({ ...at, ...position, message, frame: codeFrame(file.source, position.line, position.column) });
        }
      });
    }
    const body = file.body ?? '';
    for (const f of find(body)) {
      const message = describe(f, { file });
      if (message === undefined) continue;
      const before = body.slice(0, f.index).split('\n');
      const line = (file.bodyLine ?? 1) + before.length - 1;
      const column = before.at(-1)!.length + 1;
      out.push({ file: file.file, line, column, severity: 'error', rule, message, frame: codeFrame(file.source, line, column) });
    }
  }
  return out;
}

/** Every match of a global regular expression, as findings. */
export function matchesOf(pattern: RegExp): (text: string) => Found[] {
  return (text) => [...text.matchAll(pattern)].map((m) => ({ index: m.index, text: m[0] }));
}

function offsetOf(source: string, line: number, column: number): number {
  let offset = 0;
  for (let n = 1; n < line; n++) {
    const next = source.indexOf('\n', offset);
    if (next < 0) return source.length;
    offset = next + 1;
  }
  return offset + Math.max(column - 1, 0);
}

function positionAt(source: string, index: number): { line: number; column: number } {
  const before = source.slice(0, index).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}
