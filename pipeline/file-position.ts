import type { LoadedFile } from './load.ts';
import type { Message, Severity } from './messages.ts';
import { locate, positionOf } from './node-position.ts';
import { codeFrame } from './code-frame.ts';

/** Builds a message pinned to the YAML node at `pointer` in a loaded file. */
export function messageAt(
  file: LoadedFile,
  pointer: string,
  rule: string,
  message: string,
  severity: Severity = 'error',
): Message {
  const at = locate(file.doc!, pointer);
  const pos = positionOf(at.node ?? at.key ?? at.nearest, file.lineCounter, file.lineOffset);
  return { file: file.file, line: pos.line, column: pos.column, severity, rule, message, frame: codeFrame(file.source, pos.line, pos.column) };
}

/** `file:line` of a node, for messages that point at a second place ("first used at ..."). */
export function whereIs(file: LoadedFile, pointer: string): string {
  const at = locate(file.doc!, pointer);
  const pos = positionOf(at.node ?? at.nearest, file.lineCounter, file.lineOffset);
  return `${file.file}:${pos.line}`;
}
