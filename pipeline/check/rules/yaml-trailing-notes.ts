import { isScalar, visit, type Scalar } from 'yaml';
import type { Message } from '../../messages/messages.ts';
import { codeFrame } from '../../messages/code-frame.ts';
import { documentOf, type LoadedFile } from '../../content/load-content.ts';
import type { CheckRule } from '../rule.ts';

/** A "#" after a value on its line, after a space, and followed by text: "Suite #2", "Our #1". */
const TRAILING_HASH = /[^\s#][ \t]+#[^\s#]/;

/**
 * An unquoted value with " #" in it loses everything from the "#" on: YAML reads it as a note for editors.
 * `street: 146 Main Street, Suite #2` shows "146 Main Street, Suite" in every footer and in the JSON-LD, and
 * `excerpt: Our #1 tip` shows "Our". A warning at the "#", with the value as it would be written in quotes. A note
 * written as YAML notes are (`value  # note`, a space after the "#"), a note on a line of its own, and "#" inside a
 * word or inside quotes are left alone.
 */
export const yamlTrailingNotesRule: CheckRule = {
  name: 'yaml-trailing-notes',
  perFile: true,
  check({ valid, invalid }) {
    const out: Message[] = [];
    for (const file of [...valid, ...invalid]) {
      // Most files have no such line: their YAML is not parsed again for positions.
      if (file.yaml === null || !TRAILING_HASH.test(file.yaml)) continue;
      const { doc, lineCounter } = documentOf(file);
      visit(doc, {
        Pair(_, pair) {
          if (isScalar(pair.value) && glued(pair.value)) out.push(...note(file, lineCounter, pair.value, isScalar(pair.key) ? `${String(pair.key.value)}: ` : ''));
        },
        Seq(_, seq) {
          for (const item of seq.items) if (isScalar(item) && glued(item)) out.push(...note(file, lineCounter, item, '- '));
        },
      });
    }
    return out;
  },
};

/** A plain value followed on its line by a note that starts right after its "#", as text does. */
const glued = (value: Scalar): boolean => value.type === 'PLAIN' && typeof value.comment === 'string' && /^\S/.test(value.comment);

/** The warning for a value whose note starts on its own line; none when the note is on a line below it. */
function note(file: LoadedFile, lineCounter: ReturnType<typeof documentOf>['lineCounter'], value: Scalar, lead: string): Message[] {
  const yaml = file.yaml!;
  const hash = yaml.indexOf('#', value.range![1]);
  if (hash < 0 || yaml.slice(value.range![1], hash).includes('\n')) return [];
  const { line, col } = lineCounter.linePos(hash);
  const at = { line: line + file.lineOffset, column: col };
  const kept = String(value.value);
  const dropped = `#${value.comment ?? ''}`.trimEnd();
  const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);
  const whole = short(`${kept} ${dropped}`);
  return [{
    file: file.file, ...at, severity: 'warning', rule: 'yaml/trailing-note',
    message: `YAML reads everything from " #" on as a note for editors, so the site shows "${short(kept)}" and drops "${short(dropped)}"; if it belongs to the text, put the value in double quotes: ${lead}${JSON.stringify(whole)} (if it is a note, give it a line of its own)`,
    frame: codeFrame(file.source, at.line, at.column),
  }];
}
