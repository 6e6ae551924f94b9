import type { LoadedFile } from '../content/load-content.ts';
import type { Message, Severity } from '../messages/messages.ts';
import { codeFrame } from '../messages/code-frame.ts';
import { positionsOf } from '../messages/text-position.ts';
import type { MarkdownLink, MarkdownOutline, MarkdownOutliner } from '../markdown/outline.ts';
import { bodyLimitProblems } from './rules/markdown-limits.ts';

/** A message pinned to the character at `index` of a Markdown file's body (a post's or a page's text). */
export function messageInBody(file: LoadedFile, index: number, rule: string, message: string, severity: Severity = 'error'): Message {
  return messageAtBodyPosition(file, positionsOf(file.body ?? '')(index), rule, message, severity);
}

/** A message pinned to a link's address in a Markdown file's body (see MarkdownLink), or to another place in it. */
export function messageAtLink(file: LoadedFile, link: Pick<MarkdownLink, 'line' | 'column'>, rule: string, message: string, severity: Severity = 'error'): Message {
  return messageAtBodyPosition(file, link, rule, message, severity);
}

function messageAtBodyPosition(file: LoadedFile, at: { line: number; column: number }, rule: string, message: string, severity: Severity = 'error'): Message {
  const line = (file.bodyLine ?? 1) + at.line - 1;
  return { file: file.file, line, column: at.column, severity, rule, message, frame: codeFrame(file.source, line, at.column) };
}

/**
 * The links, images and heading ids of a file's Markdown body, from the check's outliner; undefined when the file has
 * no body, or one over the Markdown limits (which has its own error, and is never parsed).
 */
export function bodyOutline(file: LoadedFile, outliner: MarkdownOutliner | undefined): MarkdownOutline | undefined {
  if (file.body === undefined || bodyLimitProblems(file).length > 0) return undefined;
  if (!outliner) throw new Error('Markdown bodies need the outliner (checkLoaded was called without it)');
  return outliner(file.body);
}
