import { styleText } from 'node:util';
import { countBySeverity, sortMessages, type Message } from './messages.ts';

export type ReportFormat = 'pretty' | 'json' | 'github';

/** Formats messages for people (pretty), for programs (json) or for GitHub Actions annotations (github). */
export function formatReport(messages: readonly Message[], format: ReportFormat, color: boolean): string {
  const sorted = sortMessages(messages);
  if (format === 'json') {
    const counts = countBySeverity(sorted);
    return `${JSON.stringify({ ...counts, messages: sorted.map(({ frame: _frame, ...m }) => m) }, null, 2)}\n`;
  }
  if (format === 'github') {
    return sorted
      .map((m) => `::${m.severity === 'error' ? 'error' : 'warning'} ${githubProperties(m)}::${escapeData(m.message)}`)
      .join('\n') + (sorted.length ? '\n' : '');
  }
  return pretty(sorted, color);
}

function pretty(messages: readonly Message[], color: boolean): string {
  // The caller decides about colour (shouldColor); styleText would otherwise check process.stdout again itself.
  const paint = (style: Parameters<typeof styleText>[0], text: string) => (color ? styleText(style, text, { validateStream: false }) : text);
  const lines: string[] = [];
  let current = '';
  for (const m of messages) {
    if (m.file !== current) {
      if (current) lines.push('');
      current = m.file;
      lines.push(paint('underline', m.file));
    }
    const where = `${m.line}:${m.column}`.padEnd(8);
    const sev = m.severity === 'error' ? paint('red', 'error  ') : paint('yellow', 'warning');
    lines.push(`  ${where} ${sev}  ${m.message}  ${paint('dim', m.rule)}`);
    if (m.frame) lines.push(...m.frame.split('\n').map((l) => `      ${paint('dim', l)}`));
  }
  const { errors, warnings } = countBySeverity(messages);
  if (lines.length) lines.push('');
  const summary = errors + warnings === 0
    ? paint('green', '✔ no problems found')
    : `${errors ? paint('red', `✖ ${errors} error${errors === 1 ? '' : 's'}`) : '✔ 0 errors'}${warnings ? `, ${paint('yellow', `${warnings} warning${warnings === 1 ? '' : 's'}`)}` : ''}`;
  lines.push(summary);
  return `${lines.join('\n')}\n`;
}

/**
 * An annotation's properties. A message about a whole file (line 0) names only the file: GitHub then annotates the
 * file itself, where a made-up line 1 would point at a line that has nothing to do with it.
 */
function githubProperties(m: Message): string {
  const where = m.line > 0 ? [`line=${m.line}`, ...(m.column > 0 ? [`col=${m.column}`] : [])] : [];
  return [`file=${escapeProperty(m.file)}`, ...where, `title=${escapeProperty(m.rule)}`].join(',');
}

// GitHub's workflow commands (toolkit's command.ts): the message escapes %, CR and LF; a property value also ":" and ",",
// which would otherwise end the properties or the value.
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** Colour only for a terminal, and never when NO_COLOR is set (https://no-color.org). */
export function shouldColor(stream: NodeJS.WriteStream): boolean {
  if ('NO_COLOR' in process.env && process.env.NO_COLOR !== '') return false;
  if (process.env.FORCE_COLOR && process.env.FORCE_COLOR !== '0') return true;
  return Boolean(stream.isTTY);
}
