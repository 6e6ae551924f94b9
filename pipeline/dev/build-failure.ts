import path from 'node:path';
import type { Message } from '../messages/messages.ts';

/** What Vite (Rollup or Rolldown) and esbuild attach to a compile error: where it is, and an excerpt. */
interface CompileError { message?: unknown; id?: unknown; loc?: { file?: string; line?: number; column?: number }; frame?: unknown; errors?: CompileError[] }

/**
 * A build that threw (a component in site/ that does not compile, or a bug of ours) as a message, so that dev shows
 * it in the page like a content problem and carries on: at the file and line the compiler names when it names one.
 */
export function buildFailure(error: unknown, cwd: string): Message {
  const found = error as CompileError | undefined;
  const inner = found?.errors?.[0] ?? found;
  const where = inner?.loc?.file ?? (typeof inner?.id === 'string' ? inner.id : undefined);
  const text = String(inner?.message ?? found?.message ?? error).split('\n')[0]!.trim();
  const located = where !== undefined && inner?.loc?.line !== undefined;
  return {
    file: where ? path.relative(cwd, where).split(path.sep).join('/') : '(build)',
    line: located ? inner!.loc!.line! : 0,
    // Compilers count columns from 0.
    column: located ? (inner!.loc!.column ?? 0) + 1 : 0,
    severity: 'error',
    rule: 'dev/build-failed',
    message: `the build stopped: ${text}; fix it and save, and dev builds again`,
    ...(typeof inner?.frame === 'string' && inner.frame ? { frame: inner.frame } : {}),
  };
}
