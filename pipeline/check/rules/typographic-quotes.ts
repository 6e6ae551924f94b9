import type { Message } from '../../messages/messages.ts';
import { messageAt } from '../message-at.ts';
import { walkStrings } from '../walk-strings.ts';
import type { CheckRule } from '../rule.ts';

// Curly quotes as word processors type them, each opening one with the closing ones it pairs with.
const PAIRS: Record<string, string> = { '\u201C': '\u201D', '\u201E': '\u201C\u201D', '\u2018': '\u2019', '\u00AB': '\u00BB', '\u2039': '\u203A' };

/** The opening and closing quote when the whole text is one quotation: `“From $150”`, not `“Great,” she said. “Again.”`. */
function wrappingQuotes(text: string): [string, string] | undefined {
  const t = text.trim();
  const open = t[0]!;
  const close = t.at(-1)!;
  const closers = PAIRS[open];
  if (t.length < 3 || !closers?.includes(close)) return undefined;
  const inner = t.slice(1, -1);
  return [...open + closers].some((q) => inner.includes(q)) ? undefined : [open, close];
}

/**
 * A value wrapped in typographic quotes (`price: “From $150”`, pasted from a word processor) looks quoted to the
 * editor, but YAML only knows straight quotes: the curly ones become part of the text and show on the page.
 */
export const typographicQuotesRule: CheckRule = {
  name: 'typographic-quotes',
  perFile: true,
  check({ valid }) {
    const out: Message[] = [];
    for (const file of valid) {
      walkStrings(file.data, (text, pointer) => {
        const quotes = text.length > 2 ? wrappingQuotes(text) : undefined;
        if (!quotes) return;
        out.push(messageAt(file, pointer(), 'text/typographic-quotes', `this value is wrapped in curly quotes (${quotes[0]} ${quotes[1]}), which YAML keeps as part of the text, so the page shows them; replace them with straight double quotes ("...") or remove them`, 'warning'));
      });
    }
    return out;
  },
};
