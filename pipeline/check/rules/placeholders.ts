import type { Message } from '../../messages/messages.ts';
import { messageAt } from '../message-at.ts';
import { suggestion } from '../../messages/suggest.ts';
import { codeFrame } from '../../messages/code-frame.ts';
import { walkStrings } from '../walk-strings.ts';
import { factPaths, findPlaceholders, lookupFact } from '../../content/placeholders.ts';
import { fileOf, type CheckRule } from '../rule.ts';

/** Every `{placeholder}` in YAML values and Markdown bodies names a business fact of data/site.yaml. */
export const placeholdersRule: CheckRule = {
  name: 'placeholders',
  check(input) {
    const site = fileOf(input, 'site')?.data;
    if (!site) return [];
    const known = factPaths(site);
    const problem = (name: string) => `{${name}} is not a business fact in data/site.yaml${suggestion(name, known)}`;
    const out: Message[] = [];
    for (const file of input.valid) {
      if (file.kind.kind !== 'site') {
        walkStrings(file.data, (text, pointer) => {
          if (!text.includes('{')) return;
          for (const use of findPlaceholders(text)) {
            if (lookupFact(site, use.path) === undefined) out.push(atText(messageAt(file, pointer(), 'ref/placeholder', problem(use.path)), file.source, `{${use.path}}`));
          }
        });
      }
      const body = file.body ?? '';
      for (const use of findPlaceholders(body)) {
        if (lookupFact(site, use.path) !== undefined) continue;
        const before = body.slice(0, use.index).split('\n');
        const line = (file.bodyLine ?? 1) + before.length - 1;
        const column = before.at(-1)!.length + 1;
        out.push({ file: file.file, line, column, severity: 'error', rule: 'ref/placeholder', message: problem(use.path), frame: codeFrame(file.source, line, column) });
      }
    }
    return out;
  },
};

/** Moves a message from the start of a value to where `needle` appears in it, when that is on the same line. */
function atText(message: Message, source: string, needle: string): Message {
  const lineText = source.split(/\r?\n/)[message.line - 1] ?? '';
  const index = lineText.indexOf(needle, Math.max(message.column - 1, 0));
  if (index < 0) return message;
  return { ...message, column: index + 1, frame: codeFrame(source, message.line, index + 1) };
}
