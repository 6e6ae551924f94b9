import path from 'node:path';
import { formatReport } from '../messages/report.ts';
import { sortMessages, type Message } from '../messages/messages.ts';

/** One message as the overlay shows it: the Message itself plus a link that opens the file at its line. */
export interface OverlayMessage extends Message { href: string }

/** What every open page is told after each build. */
export interface DevState {
  /** Changes only when a build put new output in place; a page that saw another version reloads. */
  version: string;
  ok: boolean;
  messages: OverlayMessage[];
  /** The last line of `validate`'s report, e.g. "✖ 2 errors". */
  summary: string;
}

const EDITORS: Record<string, string> = {
  vscode: 'vscode://file{file}:{line}:{column}',
  'vscode-insiders': 'vscode-insiders://file{file}:{line}:{column}',
  cursor: 'cursor://file{file}:{line}:{column}',
};

/** The link template for `--editor`: a known editor's name, or a template holding `{file}` (and `{line}`, `{column}`). */
export function editorTemplate(editor: string): string | undefined {
  return EDITORS[editor] ?? (editor.includes('{file}') ? editor : undefined);
}

export const KNOWN_EDITORS = Object.keys(EDITORS);

/**
 * The link that opens `file` (as messages name it, relative to `cwd`) at its line and column (at least 1). `{file}`
 * is the absolute path with forward slashes, always starting with one (`/C:/...` on Windows), URL-encoded.
 */
export function editorLink(template: string, file: string, line: number, column: number, cwd: string): string {
  const abs = path.resolve(cwd, file).split(path.sep).join('/');
  return template
    .replaceAll('{file}', encodeURI(abs.startsWith('/') ? abs : `/${abs}`))
    .replaceAll('{line}', String(Math.max(line, 1)))
    .replaceAll('{column}', String(Math.max(column, 1)));
}

/** The state after a build: its messages in `validate`'s order, each with its editor link. */
export function devState(version: string, ok: boolean, messages: readonly Message[], template: string, cwd: string): DevState {
  const report = formatReport(messages, 'pretty', false).trimEnd().split('\n');
  return {
    version,
    ok,
    messages: sortMessages(messages).map((m) => ({ ...m, href: editorLink(template, m.file, m.line, m.column, cwd) })),
    summary: report.at(-1) ?? '',
  };
}
