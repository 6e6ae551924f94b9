import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { codeFrame } from '../messages/code-frame.ts';
import type { Message } from '../messages/messages.ts';

/** What Vite (Rolldown or Rollup) attaches to a compile error: the first of its errors, where it is. */
interface CompileError { message?: unknown; id?: unknown; loc?: { file?: string; line?: number; column?: number }; errors?: CompileError[] }

/**
 * A build that threw (a component in site/ that does not compile, or a bug of ours) as a message, so that dev shows
 * it in the page like a content problem, with a code frame made as validate makes them, and carries on. The place is
 * where the compiler says: its `loc`, and the file from `id` or from the `[ file:line:column ]` that Rolldown writes
 * into its message (relative to the project root).
 */
export function buildFailure(error: unknown, cwd: string, root: string): Message {
  const found = error as CompileError | undefined;
  const inner = found?.errors?.[0] ?? found;
  const text = stripVTControlCharacters(String(inner?.message ?? found?.message ?? error));
  const named = /\[\s*([^\s[\]]+?):(\d+):(\d+)\s*\]/.exec(text);
  const file = inner?.loc?.file ?? (typeof inner?.id === 'string' ? inner.id : undefined) ?? (named ? path.resolve(root, named[1]!) : undefined);
  // Compilers count columns from 0; the `[ file:line:column ]` text counts from 1.
  const line = inner?.loc?.line ?? (named ? Number(named[2]) : 0);
  const column = inner?.loc?.line !== undefined ? (inner.loc.column ?? 0) + 1 : named ? Number(named[3]) : 0;
  const first = text.split('\n')[0]!.replace(/^\[[^\]]+\]\s*/, '').trim();
  let frame = '';
  if (file && line > 0) {
    try {
      frame = codeFrame(readFileSync(file, 'utf8'), line, column);
    } catch {
      // The file went away since: the message still names it.
    }
  }
  return {
    file: file ? path.relative(cwd, file).split(path.sep).join('/') : '(build)',
    line: file ? line : 0,
    column: file ? column : 0,
    severity: 'error',
    rule: 'dev/build-failed',
    message: `the build stopped: ${first}; fix it and save, and dev builds again`,
    ...(frame ? { frame } : {}),
  };
}
