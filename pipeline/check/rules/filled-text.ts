import type { Message } from '../../messages/messages.ts';
import { messageAt, whereIs } from '../message-at.ts';
import { messageInBody } from '../body-message.ts';
import { walkStrings } from '../walk-strings.ts';
import { fillMarkdown, fillText, findPlaceholders, lookupFact } from '../../content/placeholders.ts';
import { MARKDOWN_LIMITS } from '../../markdown/limits.ts';
import type { LoadedFile } from '../../content/load-content.ts';
import { fileOf, type CheckRule } from '../rule.ts';
import { placeholderFacts } from '../../content/derived-facts.ts';
import { buildDate } from '../build-date.ts';

/** Characters in one business fact of site.yaml: far above any real one (the longest today is under 200). */
export const FACT_LIMIT = 1_000;
/** Characters in one text of a YAML file once its facts are filled in: far above a long FAQ answer. */
export const FILLED_TEXT_LIMIT = 10_000;

const n = (value: number) => value.toLocaleString('en-US');

/**
 * What visitors get is the text with its business facts filled in, so its size is checked after filling: a fact is
 * at most FACT_LIMIT characters (a tagline is on every page, and a fact used 600 times is 600 copies), a YAML text at
 * most FILLED_TEXT_LIMIT once filled, and a Markdown body within the Markdown limits once filled (its size and its
 * lines). A text over a limit is reported at the placeholder that adds the most, naming the fact's own line.
 */
export const filledTextRule: CheckRule = {
  name: 'filled-text',
  perFile: true,
  check(input) {
    const site = fileOf(input, 'site');
    if (!site) return [];
    const out: Message[] = [];
    walkStrings(site.data, (text, pointer) => {
      if (text.length > FACT_LIMIT) {
        out.push(messageAt(site.file, pointer(), 'site/fact-too-long', `this fact is ${n(text.length)} characters long; at most ${n(FACT_LIMIT)}: a fact is a short piece of text (a phone number, a policy, a tagline) and may be shown on every page; shorten it, or write longer text in a page of its own`));
      }
    });
    const facts = placeholderFacts(site.data, input.today ?? buildDate());
    /** The placeholder of `text` whose fact adds the most, with how often it is used and where the fact is. */
    const biggest = (text: string) => {
      const uses = findPlaceholders(text).filter((use) => lookupFact(facts, use.path) !== undefined);
      if (uses.length === 0) return undefined;
      const size = (path: string) => lookupFact(facts, path)!.length;
      const top = uses.reduce((a, b) => (size(b.path) > size(a.path) ? b : a));
      const count = uses.filter((use) => use.path === top.path).length;
      const where = whereIs(site.file, `/${top.path.split('.').map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`);
      return { use: top, why: `{${top.path}} (${where}) adds ${n(size(top.path))} characters each of the ${n(count)} time${count === 1 ? '' : 's'} it is used here; shorten that fact, or write the text out where it is long` };
    };
    for (const file of input.valid) {
      if (file.kind.kind === 'site') continue;
      walkStrings(file.data, (text, pointer) => {
        if (!text.includes('{')) return;
        const filled = fillText(text, facts);
        const top = filled.length > FILLED_TEXT_LIMIT ? biggest(text) : undefined;
        if (top) out.push(messageAt(file, pointer(), 'text/too-long', `with its business facts filled in, this text is ${n(filled.length)} characters long; at most ${n(FILLED_TEXT_LIMIT)}: ${top.why}`));
      });
      if (file.body?.includes('{')) out.push(...bodyProblems(file, file.body, fillMarkdown(file.body, facts), biggest));
    }
    return out;
  },
};

/** The Markdown limits of size that the filled body goes beyond, where the body as written stays within them. */
function bodyProblems(file: LoadedFile, body: string, filled: string, biggest: (text: string) => { use: { index: number }; why: string } | undefined): Message[] {
  const out: Message[] = [];
  const { characters, lineLength } = MARKDOWN_LIMITS;
  if (filled.length > characters && body.length <= characters) {
    const top = biggest(body);
    if (top) out.push(messageInBody(file, top.use.index, 'markdown/too-large', `with its business facts filled in, this text is ${n(filled.length)} characters long; at most ${n(characters)}: ${top.why}`));
  }
  // Filling adds no line break (a fact's own become spaces), so the filled body's lines are the body's lines.
  const lines = body.split('\n');
  const filledLines = filled.split('\n');
  let offset = 0;
  for (const [i, line] of lines.entries()) {
    if (filledLines[i]!.length > lineLength && line.length <= lineLength) {
      const top = biggest(line);
      if (top) out.push(messageInBody(file, offset + top.use.index, 'markdown/line-too-long', `with its business facts filled in, this line is ${n(filledLines[i]!.length)} characters long; at most ${n(lineLength)}: ${top.why}`));
      break;
    }
    offset += line.length + 1;
  }
  return out;
}
