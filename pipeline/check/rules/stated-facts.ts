import type { Message } from '../../messages/messages.ts';
import { atText, messageAt, whereIs } from '../message-at.ts';
import { codeFrame } from '../../messages/code-frame.ts';
import { lineOf } from '../../messages/text-position.ts';
import { messageInBody } from '../body-message.ts';
import { walkStrings } from '../walk-strings.ts';
import { fileOf, type CheckRule } from '../rule.ts';
import { buildDate } from '../build-date.ts';

/**
 * A founding year or a number of years in business that a text writes out in digits: the digits (`text`, at
 * `index`) and the words that say what they are (`phrase`, e.g. "since 2018").
 */
export interface StatedFact { fact: 'foundedYear' | 'yearsInBusiness'; index: number; text: string; value: number; phrase: string }

const YEAR = String.raw`(1[89]\d\d|20\d\d)`;
// The company's start: "founded in 2018", "established 2018", "Est. 2018", "serving homeowners since 2018",
// "in business since 2016". Another "since 2018" is about something else (a code change, a price rise), unless it
// is the founding year itself.
const FOUNDED = [
  new RegExp(String.raw`\b(?:founded|established|started|opened|launched)(?:\s+(?:back\s+)?in)?\s+${YEAR}\b`, 'gi'),
  new RegExp(String.raw`\best\.?\s+${YEAR}\b`, 'gi'),
  new RegExp(String.raw`\b(?:serv(?:ing|ed|e)|operat(?:ing|ed)|in business|family[- ](?:owned|operated|run)|locally owned|working|helping|trusted|around)\b(?:(?!since)[^.!?\n,;]){0,40}?\bsince\s+${YEAR}\b`, 'gi'),
];
const SINCE = new RegExp(String.raw`\bsince\s+${YEAR}\b`, 'gi');
// Years of the company: "7 years of reliable service", "7 years in business", "serving Bucks County for 7 years".
// Not one end of a range ("7-10 years" of a spring's life), nor a product's "8 years of service", nor experience
// ("1+ year of customer service experience").
const YEARS = [
  /(?<![\d.,\-–/]\s*)\b(\d{1,3})\+?\s+years?\s+(?:of\s+(?:reliable|dependable|trusted|quality|honest|local|friendly|professional|faithful|proud)\s+service\b|in\s+business\b|serving\b)/gi,
  /\b(?:serv(?:ing|ed|e)|operat(?:ing|ed)|in business)\b(?:(?!\bfor\b)[^.!?\n,;]){0,40}?\bfor\s+(?:the\s+(?:past|last)\s+|over\s+|nearly\s+|almost\s+)?(\d{1,3})\+?\s+years\b/gi,
];

/**
 * Every founding year and number of years in business that `text` states in digits, in order. In a claim of the
 * company (`claim`), every "since 2016" is about the company.
 */
export function statedFacts(text: string, foundedYear: number, claim = false): StatedFact[] {
  if (!/\d/.test(text)) return [];
  const out: StatedFact[] = [];
  const add = (fact: StatedFact['fact'], m: RegExpMatchArray, value: string) => {
    const at = m[0].lastIndexOf(value);
    const index = m.index! + at;
    // The words next to the digits: "since 2018", "7 years of reliable service".
    const lead = /\b(?:since|founded|established|started|opened|launched|est)\.?(?:\s+(?:back\s+)?in)?\s+$/i.exec(m[0].slice(0, at));
    const phrase = fact === 'foundedYear' ? `${lead?.[0] ?? ''}${value}` : m[0].slice(at);
    if (!out.some((f) => f.index === index)) out.push({ fact, index, text: value, value: Number(value), phrase: phrase.trim() });
  };
  for (const pattern of FOUNDED) for (const m of text.matchAll(pattern)) add('foundedYear', m, m[1]!);
  for (const m of text.matchAll(SINCE)) if (claim || Number(m[1]) === foundedYear) add('foundedYear', m, m[1]!);
  for (const pattern of YEARS) for (const m of text.matchAll(pattern)) add('yearsInBusiness', m, m[1]!);
  return out.sort((a, b) => a.index - b.index);
}

/**
 * A text that writes the founding year or the years in business in digits ("since 2018", "7 years of reliable
 * service") goes stale or wrong when foundedYear changes, and the years every New Year. A warning at the digits,
 * proposing the placeholder, which always says what site.yaml says: {foundedYear} or {yearsInBusiness}.
 */
export const statedFactsRule: CheckRule = {
  name: 'stated-facts',
  perFile: true,
  check(input) {
    const site = fileOf(input, 'site');
    const founded = site?.data.foundedYear;
    if (!site || typeof founded !== 'number') return [];
    const year = Number((input.today ?? buildDate()).slice(0, 4));
    const years = Math.max(0, year - founded);
    const where = whereIs(site.file, '/foundedYear');
    const say = (f: StatedFact): string => {
      const instead = f.fact === 'foundedYear' ? '{foundedYear}' : '{yearsInBusiness}';
      if (f.fact === 'foundedYear') {
        return f.value === founded
          ? `"${f.phrase}" writes the founding year in digits; write ${instead} in place of "${f.text}", so the text follows foundedYear (${where}) if it is ever corrected`
          : `"${f.phrase}" says another founding year than foundedYear ${founded} (${where}); write ${instead} in place of "${f.text}", so the text always says what site.yaml says`;
      }
      return f.value === years
        ? `"${f.phrase}" writes the years in business in digits, which go stale every New Year; write ${instead} in place of "${f.text}": the site works it out from foundedYear (${years} in ${year})`
        : `"${f.phrase}" disagrees with foundedYear ${founded} (${where}), which makes ${years} years in business in ${year}; write ${instead} in place of "${f.text}": the site works it out from foundedYear`;
    };
    const rule = (f: StatedFact) => (f.fact === 'foundedYear' ? 'text/founded-year' : 'text/years-in-business');
    const out: Message[] = [];
    for (const file of input.valid) {
      walkStrings(file.data, (text, pointer) => {
        // Most texts hold no digit; the pointer is made only for those that might state a fact.
        if (!/\d/.test(text)) return;
        const claim = file === site.file && pointer().startsWith('/claims/statements/');
        for (const f of statedFacts(text, founded, claim)) out.push(atDigits(atText(messageAt(file, pointer(), rule(f), say(f), 'warning'), file.source, f.phrase), file.source, f));
      });
      for (const f of statedFacts(file.body ?? '', founded)) out.push(messageInBody(file, f.index, rule(f), say(f), 'warning'));
    }
    return out;
  },
};

/** From the start of a fact's phrase (where atText put the message) to its digits, when the phrase is on that line. */
function atDigits(message: Message, source: string, fact: StatedFact): Message {
  const offset = fact.phrase.lastIndexOf(fact.text);
  if (offset <= 0 || !lineOf(source, message.line).startsWith(fact.phrase, message.column - 1)) return message;
  return { ...message, column: message.column + offset, frame: codeFrame(source, message.line, message.column + offset) };
}
