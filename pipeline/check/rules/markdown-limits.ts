import type { Message } from '../../messages/messages.ts';
import { codeFrame } from '../../messages/code-frame.ts';
import { markdownLimitProblems } from '../../markdown/limits.ts';
import type { CheckRule } from '../rule.ts';

/**
 * Every Markdown body stays within the limits of pipeline/markdown/limits.ts, so unified parses it in bounded time
 * and stack. Bodies of files whose front matter is invalid are checked too: their size does not depend on it.
 */
export const markdownLimitsRule: CheckRule = {
  name: 'markdown-limits',
  check({ valid, invalid }) {
    const out: Message[] = [];
    for (const file of [...valid, ...invalid]) {
      if (file.body === undefined) continue;
      for (const p of markdownLimitProblems(file.body)) {
        const line = (file.bodyLine ?? 1) + p.line - 1;
        out.push({ file: file.file, line, column: p.column, severity: 'error', rule: p.rule, message: p.message, frame: codeFrame(file.source, line, p.column) });
      }
    }
    return out;
  },
};
