import type { LoadedFile } from '../content/load-content.ts';
import type { Message, Severity } from '../messages/messages.ts';
import { codeFrame } from '../messages/code-frame.ts';
import { positionsOf } from '../messages/text-position.ts';

/** A message pinned to the character at `index` of a Markdown file's body (a post's or a page's text). */
export function messageInBody(file: LoadedFile, index: number, rule: string, message: string, severity: Severity = 'error'): Message {
  const at = positionsOf(file.body ?? '')(index);
  const line = (file.bodyLine ?? 1) + at.line - 1;
  const column = at.column;
  return { file: file.file, line, column, severity, rule, message, frame: codeFrame(file.source, line, column) };
}
