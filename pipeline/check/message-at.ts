import { documentOf, type LoadedFile } from '../content/load-content.ts';
import type { Message, Severity } from '../messages/messages.ts';
import { locate, positionOf } from '../content/node-position.ts';
import { codeFrame } from '../messages/code-frame.ts';

/** A message pinned to the YAML node at `pointer` (a JSON pointer into the file's data). */
export function messageAt(file: LoadedFile, pointer: string, rule: string, message: string, severity: Severity = 'error'): Message {
  const { doc, lineCounter } = documentOf(file);
  const at = locate(doc, pointer);
  const pos = positionOf(at.node ?? at.key ?? at.nearest, lineCounter, file.lineOffset);
  return { file: file.file, line: pos.line, column: pos.column, severity, rule, message, frame: codeFrame(file.source, pos.line, pos.column) };
}

/** `file:line` of a node, for messages that point at a second place ("first used at ..."). */
export function whereIs(file: LoadedFile, pointer: string): string {
  const { doc, lineCounter } = documentOf(file);
  const at = locate(doc, pointer);
  return `${file.file}:${positionOf(at.node ?? at.nearest, lineCounter, file.lineOffset).line}`;
}
