import type { Message } from '../../messages/messages.ts';
import { messageInValue } from '../message-at.ts';
import { walkStrings } from '../walk-strings.ts';
import { fieldName } from '../schema-messages.ts';
import { isExactField } from '../field-kinds.ts';
import type { CheckRule } from '../rule.ts';

/** Markup of Markdown or HTML, and the words it stands for (what the editor meant the page to show). */
const MARKUP: Array<{ pattern: RegExp; words: (m: RegExpExecArray) => string; what: string }> = [
  { pattern: /\[([^\]\n]+)\]\(([^)\s]+)\)/, words: (m) => m[1]!, what: 'a Markdown link' },
  { pattern: /(\*\*|__)(?=\S)([^*_\n]+?)(?<=\S)\1/, words: (m) => m[2]!, what: 'Markdown bold' },
  { pattern: /(?<=^|[\s(])([*_])(?=[^\s*_])([^*_\n]+?)(?<=[^\s*_])\1(?=$|[\s).,;:!?])/, words: (m) => m[2]!, what: 'Markdown italics' },
  { pattern: /~~(?=\S)([^~\n]+?)(?<=\S)~~/, words: (m) => m[1]!, what: 'Markdown strike-through' },
  { pattern: /^(#{1,6}) +(?=[A-Z])/m, words: () => '', what: 'a Markdown heading' },
  { pattern: /<\/?(?:b|strong|i|em|u|br|p|a|span|div|h[1-6]|ul|ol|li|img|small|sup|sub|mark|s|del|code|pre|table|tr|td|hr|blockquote|font|center)\b[^<>]*\/?>/i, words: (m) => (/^<br|^<\/?p\b/i.test(m[0]) ? ' ' : ''), what: 'HTML' },
];

/**
 * Markdown or HTML typed into a YAML field (or a post's front matter): the site prints every such field as plain
 * text, exactly as typed, so `**Same-day**`, `[call us](/contact)` or `<br>` show up with their stars, brackets and
 * tags. Only the bodies of posts and pages are Markdown. A warning at the markup, with the words as visitors would
 * read them and as they should be written.
 */
export const plainTextMarkupRule: CheckRule = {
  name: 'plain-text-markup',
  perFile: true,
  check(input) {
    const out: Message[] = [];
    for (const file of input.valid) {
      if (file.yaml === null || !/[*_[<#~]/.test(file.yaml)) continue;
      walkStrings(file.data, (text, pointer) => {
        if (!/[*_[<#~]/.test(text)) return;
        const at = pointer();
        if (isExactField(at)) return;
        const found = firstMarkup(text);
        if (!found) return;
        const shown = excerpt(text, found.index);
        const plain = MARKUP.reduce((t, { pattern, words }) => t.replace(new RegExp(pattern.source, `${pattern.flags}g`), (...args) => words(args as unknown as RegExpExecArray)), text).replace(/\s{2,}/g, ' ').trim();
        out.push(messageInValue(file, at, text, found.index, found.length, 'text/markup', `${fieldName(at)} is plain text, not Markdown or HTML: the site shows it exactly as typed, so visitors would read "${shown}", ${found.what === 'HTML' ? 'tags and all (no field takes HTML)' : `marks and all (${found.what} works only in the text of posts and pages)`}; write only the words: "${excerpt(plain, Math.min(found.index, plain.length))}"`, 'warning'));
      });
    }
    return out;
  },
};

/** The first markup in a text: where, how long, and what kind. */
function firstMarkup(text: string): { index: number; length: number; what: string } | undefined {
  let first: { index: number; length: number; what: string } | undefined;
  for (const { pattern, what } of MARKUP) {
    const m = pattern.exec(text);
    if (m && (!first || m.index < first.index)) first = { index: m.index, length: m[0].length || 1, what };
  }
  return first;
}

/** A window of a long text around `index`, for the message. */
function excerpt(whole: string, index: number): string {
  // A message is one line: the line breaks of a block text are shown as spaces.
  const text = whole.replace(/[ \t]*\n[ \t]*/g, ' ').trimEnd();
  if (text.length <= 80) return text;
  const from = Math.max(0, index - 20);
  return `${from > 0 ? '…' : ''}${text.slice(from, from + 70)}${from + 70 < text.length ? '…' : ''}`;
}
