import type { LoadedFile } from '../content/load-content.ts';
import type { Message, Severity } from '../messages/messages.ts';
import { codeFrame } from '../messages/code-frame.ts';

/** A message pinned to the character at `index` of a Markdown file's body (a post's or a page's text). */
export function messageInBody(file: LoadedFile, index: number, rule: string, message: string, severity: Severity = 'error'): Message {
  const body = file.body ?? '';
  const lineStart = body.lastIndexOf('\n', index - 1) + 1;
  let linesBefore = 0;
  for (let i = body.indexOf('\n'); i >= 0 && i < lineStart; i = body.indexOf('\n', i + 1)) linesBefore++;
  const line = (file.bodyLine ?? 1) + linesBefore;
  const column = index - lineStart + 1;
  return { file: file.file, line, column, severity, rule, message, frame: codeFrame(file.source, line, column) };
}
