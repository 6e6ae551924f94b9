import type { Message } from '../../messages/messages.ts';
import { codeFrame } from '../../messages/code-frame.ts';
import { markdownLimitProblems, type LimitProblem } from '../../markdown/limits.ts';
import type { LoadedFile } from '../../content/load-content.ts';
import type { CheckRule } from '../rule.ts';

const known = new WeakMap<LoadedFile, LimitProblem[]>();

/** A file's body's limit problems, worked out once per loaded file (the link check asks too). */
export function bodyLimitProblems(file: LoadedFile): LimitProblem[] {
  let problems = known.get(file);
  if (!problems) known.set(file, (problems = file.body === undefined ? [] : markdownLimitProblems(file.body)));
  return problems;
}

/**
 * Every Markdown body stays within the limits of pipeline/markdown/limits.ts, so unified parses it in bounded time
 * and stack. Bodies of files whose front matter is invalid are checked too: their size does not depend on it.
 */
export const markdownLimitsRule: CheckRule = {
  name: 'markdown-limits',
  perFile: true,
  check({ valid, invalid }) {
    const out: Message[] = [];
    for (const file of [...valid, ...invalid]) {
      if (file.body === undefined) continue;
      for (const p of bodyLimitProblems(file)) {
        const line = (file.bodyLine ?? 1) + p.line - 1;
        out.push({ file: file.file, line, column: p.column, severity: 'error', rule: p.rule, message: p.message, frame: codeFrame(file.source, line, p.column) });
      }
    }
    return out;
  },
};
