/**
 * Content problems are values, not exceptions: every stage returns them next to its result,
 * each pinned to a file, line and column, with a permanent kebab-case rule id.
 */
export type Severity = 'error' | 'warning';

export interface Message {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  /** 1-based; 0 when a problem concerns the whole file. */
  line: number;
  /** 1-based; 0 when a problem concerns the whole file. */
  column: number;
  severity: Severity;
  /** Permanent rule id such as `schema/type` or `ref/subcategory`. */
  rule: string;
  /** What is wrong and what to do, in plain words. */
  message: string;
  /** A few lines of the source around the problem, when we have them. */
  frame?: string;
}

export interface StageResult<T> {
  value: T;
  messages: Message[];
}

export function countBySeverity(messages: readonly Message[]): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  for (const m of messages) {
    if (m.severity === 'error') errors++;
    else warnings++;
  }
  return { errors, warnings };
}

/** Stable order: by file, then position, then rule, so output is deterministic. */
export function sortMessages(messages: readonly Message[]): Message[] {
  return [...messages].sort(
    (a, b) =>
      a.file.localeCompare(b.file) ||
      a.line - b.line ||
      a.column - b.column ||
      a.rule.localeCompare(b.rule) ||
      a.message.localeCompare(b.message),
  );
}

/**
 * Appends every item to `target`, one at a time: `push(...items)` passes each item as an argument, and a file with a
 * few hundred thousand mistakes then overflows the call stack ("Maximum call stack size exceeded").
 */
export function appendAll<T>(target: T[], items: readonly T[]): void {
  for (const item of items) target.push(item);
}
