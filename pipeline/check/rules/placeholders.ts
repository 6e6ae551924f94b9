import type { Message } from '../../messages/messages.ts';
import { atText, messageAt } from '../message-at.ts';
import { messageInBody } from '../body-message.ts';
import { didYouMean, suggestionOr } from '../../messages/suggest.ts';
import { walkStrings } from '../walk-strings.ts';
import { factPaths, findPlaceholderSlips, findPlaceholders, lookupFact, type PlaceholderSlip } from '../../content/placeholders.ts';
import { fileOf, type CheckRule } from '../rule.ts';
import { placeholderFacts } from '../../content/derived-facts.ts';
import { buildDate } from '../build-date.ts';

/**
 * Every `{placeholder}` in YAML values and Markdown bodies names a business fact of data/site.yaml (or one worked out
 * from them, such as {yearsInBusiness}), and none is left half-written (`{phone.display` or `$rates.firstHour`): those
 * reach the page as typed. site.yaml's own texts may name its other facts, but not one that holds a placeholder itself.
 */
export const placeholdersRule: CheckRule = {
  name: 'placeholders',
  perFile: true,
  check(input) {
    const raw = fileOf(input, 'site')?.data;
    if (!raw) return [];
    const site = placeholderFacts(raw, input.today ?? buildDate());
    const known = factPaths(site);
    const examples = ['phone.display', 'email'].filter((p) => known.includes(p)).map((p) => `{${p}}`).join(' or ') || `{${known[0]}}`;
    const problem = (name: string) => `{${name}} is not a business fact in data/site.yaml${suggestionOr(name, known, `use one of its facts, such as ${examples}, or write the text out`)}`;
    const slipProblem = slipMessage(site, known);
    const out: Message[] = [];
    for (const file of input.valid) {
      const own = file.kind.kind === 'site';
      walkStrings(file.data, (text, pointer) => {
        if (!text.includes('{') && !text.includes('$')) return;
        for (const use of findPlaceholders(text)) {
          if (lookupFact(site, use.path) === undefined) out.push(atText(messageAt(file, pointer(), 'ref/placeholder', problem(use.path)), file.source, `{${use.path}}`));
          // Facts are filled into site.yaml's texts once: a fact that holds a placeholder would show it as typed.
          else if (own && lookupFact(raw, use.path)?.includes('{')) out.push(atText(messageAt(file, pointer(), 'ref/placeholder-nested', `{${use.path}} holds a placeholder itself, and a fact in site.yaml may name only facts written out in full; write the text of {${use.path}} here instead`), file.source, `{${use.path}}`));
        }
        for (const slip of findPlaceholderSlips(text)) {
          const message = slipProblem(slip);
          if (message) out.push(atText(messageAt(file, pointer(), message.rule, message.text), file.source, text.slice(slip.index, slip.index + slip.length)));
        }
      });
      const body = file.body ?? '';
      for (const use of findPlaceholders(body)) {
        if (lookupFact(site, use.path) === undefined) out.push(messageInBody(file, use.index, 'ref/placeholder', problem(use.path)));
      }
      // A code sample shows text as typed on purpose.
      for (const slip of body.includes('`') || body.includes('~~~') ? findPlaceholderSlips(withoutCode(body)) : findPlaceholderSlips(body)) {
        const message = slipProblem(slip);
        if (message) out.push(messageInBody(file, slip.index, message.rule, message.text));
      }
    }
    return out;
  },
};

/**
 * What to say about a half-written placeholder, or undefined when its name is no fact and no likely typo of a dotted
 * one (then it is ordinary text such as CSS in a code sample, or "US$" before a word).
 */
function slipMessage(site: unknown, known: readonly string[]) {
  return (slip: PlaceholderSlip): { rule: string; text: string } | undefined => {
    const fact = lookupFact(site, slip.path) !== undefined ? slip.path : slip.path.includes('.') ? didYouMean(slip.path, known) : undefined;
    if (fact === undefined) return undefined;
    if (slip.kind === 'unclosed') {
      return { rule: 'ref/placeholder-unclosed', text: `the placeholder {${slip.path} has no closing brace "}", so the page would show it as typed; write {${fact}}` };
    }
    // A number after "$" is a price: keep the dollar sign in front of the placeholder.
    const value = lookupFact(site, fact)!;
    const written = /^\d/.test(value) ? `\${${fact}}` : `{${fact}}`;
    return { rule: 'ref/placeholder-braces', text: `$${slip.path} is a business fact without its braces, so the page would show it as typed; write ${written}, which shows "${written.startsWith('$') ? '$' : ''}${value}"` };
  };
}


/** The body with fenced code blocks and code spans blanked out, every other character where it was. */
function withoutCode(body: string): string {
  const blank = (s: string) => s.replace(/[^\n]/g, ' ');
  const fenced = body.replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm, blank);
  return fenced.replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, blank);
}
