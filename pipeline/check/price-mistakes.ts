import type { Price } from '../../site/content-types.ts';
import { priceText } from '../../site/lib/price-text.ts';
import { describeValue, unknownFieldOf } from './describe-value.ts';

/** A price value written as YAML, the way an editor types it: 75, { from: 50, to: 150 }, { amount: 4, per: "sq ft" }. */
export function priceYaml(price: Price): string {
  if (typeof price === 'number' || price === 'call') return String(price);
  return `{ ${Object.entries(price).map(([k, v]) => `${k}: ${typeof v === 'string' ? JSON.stringify(v) : String(v)}`).join(', ')} }`;
}

/** Every form a price takes, with what the site shows for it: the list a refused price is answered with. */
export const PRICE_FORMS = `75 ("$75"), { from: 75 } ("From $75"), { from: 50, to: 150 } ("$50 - $150"), { amount: 4, per: "sq ft" } ("$4 per sq ft"), call ("Call for a price") or { call: "Varies by door type" } (words of your own, without digits)`;

const NUMBER = String.raw`\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?`;
const dollars = (whole: string, cents = '') => Number(`${whole.replace(/,/g, '')}${cents}`);
const RANGE = new RegExp(String.raw`^${NUMBER}\s*(?:-|–|—|to)\s*${NUMBER}$`, 'i');
const FROM = new RegExp(String.raw`^(?:from|starting at|starts at)\s+${NUMBER}\+?$|^${NUMBER}\+$`, 'i');
const AMOUNT = new RegExp(String.raw`^${NUMBER}$`);
const PER = /^(.*?)\s*(?:\/|\bper\b|\ba\b|\ban\b|\beach\b)\s*([A-Za-z][A-Za-z .']*)$/i;

/**
 * The value an old free-text price meant, when it plainly meant one ("From $75", "$50 - $150", "$1599", "1,599",
 * "$4/sq ft", "Varies by door type"), for the message that shows the new way with the editor's own numbers (and for the
 * one-off move of the content to values). Undefined when the text could mean more than one thing.
 */
export function readOldPrice(text: string): Price | undefined {
  // Curly quotes pasted from a word processor are no part of what was meant.
  const t = text.trim().replace(/^[“”‘’]+|[“”‘’]+$/g, '').replace(/\s+/g, ' ');
  if (/^call( us)?( for (a )?(price|quote))?\.?$/i.test(t)) return 'call';
  if (!/\d/.test(t)) return t && !t.includes('$') ? { call: t } : undefined;
  const per = PER.exec(t);
  const base = per ? readNumbers(per[1]!) : readNumbers(t);
  if (!base) return undefined;
  return per ? { ...(typeof base === 'number' ? { amount: base } : base), per: per[2]!.trim() } : base;
}

function readNumbers(t: string): number | { from: number } | { from: number; to: number } | undefined {
  let m = RANGE.exec(t);
  if (m) return { from: dollars(m[1]!, m[2]), to: dollars(m[3]!, m[4]) };
  m = FROM.exec(t);
  if (m) return { from: dollars(m[1] ?? m[3]!, m[2] ?? m[4]) };
  m = AMOUNT.exec(t);
  if (m) return dollars(m[1]!, m[2]);
  return undefined;
}

const write = (field: string, price: Price) => `write ${field}: ${priceYaml(price)}, which the site shows as "${priceText(price)}"`;

/**
 * What to say about a price that is none of the forms, in the editor's terms and with their numbers: the old texts
 * ("From $75", "1,599", "$50 - $150"), a price below zero, a range with one end, a misspelt field.
 */
export function priceMistake(field: string, value: unknown): string {
  const forms = `${field} must be one of: ${PRICE_FORMS}`;
  if (typeof value === 'string') return stringMistake(field, value, forms);
  if (typeof value === 'number') {
    if (value <= 0) return `${field} must be more than $0; found ${describeValue(value)}${value < 0 ? `; for $${-value} ${write(field, -value)}` : ', and a price of nothing is not one to show: write call, or leave the service out'}`;
    return `${field} has cents of at most 2 digits; found ${describeValue(value)}: ${write(field, Math.round(value * 100) / 100)}`;
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return blockMistake(field, value as Record<string, unknown>, forms);
  return `${forms}; found ${describeValue(value)}`;
}

function stringMistake(field: string, text: string, forms: string): string {
  const t = text.trim();
  const found = `found ${describeValue(text)}`;
  if (/^-\s*\$?\s*\d/.test(t)) {
    const meant = readOldPrice(t.replace(/^-\s*/, ''));
    return `${field} cannot be below zero; ${found}${meant !== undefined ? `; for a price of ${priceText(meant)} ${write(field, meant)}` : `; ${forms}`}`;
  }
  const open = new RegExp(String.raw`^(?:from\s+)?${NUMBER}\s*(?:-|–|—|to)\s*$|^(?:-|–|—|to)\s*${NUMBER}$`, 'i').exec(t);
  if (open) {
    const n = dollars(open[1] ?? open[3]!, open[2] ?? open[4]);
    return `${field} is a range with one end; ${found}: write ${field}: { from: ${n}, to: <the highest price> } for a range, or ${field}: { from: ${n} } for "From ${priceText(n)}"`;
  }
  const meant = readOldPrice(t);
  if (meant === undefined) return `${forms}; ${found}`;
  if (typeof meant === 'object' && 'call' in meant && meant.call.length > 60) return `${field} has no amount, and words for it are at most 60 characters; ${found}: write ${field}: call, or shorter words such as { call: "Varies by door type" }`;
  return `${field} is a value the site writes out, not text; ${found}: ${write(field, meant)}`;
}

const PRICE_FIELDS = ['amount', 'from', 'to', 'per', 'call'];

function blockMistake(field: string, block: Record<string, unknown>, forms: string): string {
  const keys = Object.keys(block);
  const unknown = unknownFieldOf(field, block, PRICE_FIELDS, 'a price', forms);
  if (unknown) return unknown;
  for (const k of ['amount', 'from', 'to']) {
    const v = block[k];
    if (v === undefined || (typeof v === 'number' && v > 0 && Math.abs(Math.round(v * 100) - v * 100) < 1e-6)) continue;
    const meant = typeof v === 'string' ? readOldPrice(v) : undefined;
    if (typeof meant === 'number') return `${field}: ${k} is a number of dollars, without "$" or commas; found ${describeValue(v)}: write ${k}: ${meant}`;
    return `${field}: ${k} must be a number of dollars above 0, with at most 2 digits of cents, e.g. ${k}: 75; found ${describeValue(v)}`;
  }
  if ('call' in block) {
    if (keys.length > 1) return `${field} has no amount when it is call; found call with ${keys.filter((k) => k !== 'call').join(' and ')}: keep either the amount or call`;
    const meant = typeof block.call === 'string' ? readOldPrice(block.call) : undefined;
    if (meant !== undefined && !(typeof meant === 'object' && 'call' in meant)) return `${field}: call is for words without an amount; found ${describeValue(block.call)}: ${write(field, meant)}`;
    return `${field}: call must be words without digits or "$", e.g. { call: "Varies by door type" }; found ${describeValue(block.call)}`;
  }
  if ('per' in block && !(typeof block.per === 'string' && /^[A-Za-z][A-Za-z .'/-]*$/.test(block.per) && block.per.length <= 30)) {
    return `${field}: per names what one price is for, in up to 30 letters and spaces, e.g. per: "sq ft"; found ${describeValue(block.per)}`;
  }
  if ('amount' in block && ('from' in block || 'to' in block)) return `${field} is either an amount or from (and to); found both: write { amount: ${String(block.amount)} } or { from: ${String(block.from ?? block.amount)}${'to' in block ? `, to: ${String(block.to)}` : ''} }`;
  if ('to' in block && !('from' in block)) return `${field} has to without from; a range needs both: write { from: <the lowest price>, to: ${String(block.to)} }`;
  if (keys.length === 0 || (keys.length === 1 && keys[0] === 'per')) return `${field} has no amount; ${forms}`;
  return `${forms}; found ${describeValue(block)}`;
}
