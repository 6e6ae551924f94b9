import { documentOf, type LoadedFile } from '../content/load-content.ts';
import type { Message, Severity } from '../messages/messages.ts';
import { keyOf, locate, positionOf } from '../content/node-position.ts';
import { codeFrame } from '../messages/code-frame.ts';
import { lineOf } from '../messages/text-position.ts';

/** A message pinned to the YAML node at `pointer` (a JSON pointer into the file's data). */
export function messageAt(file: LoadedFile, pointer: string, rule: string, message: string, severity: Severity = 'error'): Message {
  const pos = positionAt(file, pointer);
  return { file: file.file, line: pos.line, column: pos.column, severity, rule, message, frame: codeFrame(file.source, pos.line, pos.column) };
}

/** Where the YAML node at `pointer` is written: its line and column. */
export function positionAt(file: LoadedFile, pointer: string): { line: number; column: number } {
  const { doc, lineCounter } = documentOf(file);
  const at = locate(doc, pointer);
  return positionOf(at.node ?? at.key ?? at.nearest, lineCounter, file.lineOffset);
}

/** `file:line` of a node, for messages that point at a second place ("first used at ..."). */
export function whereIs(file: LoadedFile, pointer: string): string {
  const { doc, lineCounter } = documentOf(file);
  const at = locate(doc, pointer);
  return `${file.file}:${positionOf(at.node ?? at.nearest, lineCounter, file.lineOffset).line}`;
}

/** Moves a message from the start of a value to where `needle` appears in it, when that is on the same line. */
export function atText(message: Message, source: string, needle: string): Message {
  const lineText = lineOf(source, message.line);
  const index = lineText.indexOf(needle, Math.max(message.column - 1, 0));
  if (index < 0) return message;
  return { ...message, column: index + 1, frame: codeFrame(source, message.line, index + 1) };
}

/**
 * A message at a piece of a YAML value, `length` characters from `index` of the value `text` at `pointer`: where that
 * piece is written in the file (its n-th occurrence in the value's own source, so quotes, indentation and folded lines
 * are accounted for), or at the value's start when it is written otherwise (with escapes).
 */
export function messageInValue(file: LoadedFile, pointer: string, text: string, index: number, length: number, rule: string, message: string, severity: Severity = 'error', key = false): Message {
  const { doc, lineCounter } = documentOf(file);
  const at = locate(doc, pointer);
  const node = key ? keyOf(doc, pointer, text) : at.node ?? at.key ?? at.nearest;
  let pos = positionOf(node, lineCounter, file.lineOffset);
  if (node?.range && file.yaml !== null) {
    const source = file.yaml.slice(node.range[0], node.range[1]);
    const piece = text.slice(index, index + length);
    let nth = text.slice(0, index).split(piece).length - 1;
    let found = source.indexOf(piece);
    while (found >= 0 && nth > 0) {
      found = source.indexOf(piece, found + 1);
      nth--;
    }
    if (found >= 0) {
      const p = lineCounter.linePos(node.range[0] + found);
      pos = { line: p.line + file.lineOffset, column: p.col };
    }
  }
  return { file: file.file, line: pos.line, column: pos.column, severity, rule, message, frame: codeFrame(file.source, pos.line, pos.column) };
}
