import type { Duration } from '../../site/content-types.ts';
import { timeText } from '../../site/lib/time-text.ts';
import { describeValue, unknownFieldOf } from './describe-value.ts';

type Unit = Duration['unit'];
const UNITS: readonly Unit[] = ['minutes', 'hours', 'days'];

/** A time value written as YAML, the way an editor types it: { from: 1, to: 2, unit: hours }. */
export function timeYaml(time: Duration): string {
  return `{ ${Object.entries(time).map(([k, v]) => `${k}: ${String(v)}`).join(', ')} }`;
}

/** Every form a time takes, with what the site shows for it: the list a refused time is answered with. */
export const TIME_FORMS = '{ amount: 4, unit: hours } ("4 hours") or { from: 1, to: 2, unit: hours } ("1-2 hours"), with unit minutes, hours or days';

/** The unit a word of an old text or a misspelt unit names: "hrs" -> hours, "min" -> minutes. */
export function unitOf(word: string): Unit | undefined {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (/^(m|mins?|minutes?)$/.test(w)) return 'minutes';
  if (/^(h|hrs?|hours?)$/.test(w)) return 'hours';
  if (/^(d|days?)$/.test(w)) return 'days';
  return undefined;
}

const NUM = String.raw`(\d+(?:\.\d+)?)`;
const WORD = String.raw`([A-Za-z]+\.?)`;
const RANGE = new RegExp(String.raw`^${NUM}\s*(?:-|–|—|to)\s*${NUM}\s*${WORD}$`, 'i');
const MIXED = new RegExp(String.raw`^${NUM}\s*${WORD}\s*(?:-|–|—|to)\s*${NUM}\s*${WORD}$`, 'i');
const AMOUNT = new RegExp(String.raw`^${NUM}\s*${WORD}$`, 'i');
const IN_MINUTES: Record<Unit, number> = { minutes: 1, hours: 60, days: 24 * 60 };

/**
 * The value an old free-text time meant, when it plainly meant one ("1-2 hours", "4 hours", "30 min - 1 hour",
 * "1 to 8 hours"), for the message that shows the new way with the editor's own numbers (and the one-off move of the
 * content). Undefined for a bare number ("2": hours or minutes?) or any other text.
 */
export function readOldTime(text: string): Duration | undefined {
  // Curly quotes pasted from a word processor are no part of what was meant.
  const t = text.trim().replace(/^[“”‘’]+|[“”‘’]+$/g, '').replace(/\s+/g, ' ');
  let m = RANGE.exec(t);
  if (m) {
    const unit = unitOf(m[3]!);
    return unit && { from: Number(m[1]), to: Number(m[2]), unit };
  }
  m = MIXED.exec(t);
  if (m) {
    const [a, b] = [unitOf(m[2]!), unitOf(m[4]!)];
    if (!a || !b) return undefined;
    if (a === b) return { from: Number(m[1]), to: Number(m[3]), unit: a };
    // "30 min - 1 hour": both ends in the smaller unit.
    const small = IN_MINUTES[a] < IN_MINUTES[b] ? a : b;
    const inSmall = (n: number, u: Unit) => (n * IN_MINUTES[u]) / IN_MINUTES[small];
    return { from: inSmall(Number(m[1]), a), to: inSmall(Number(m[3]), b), unit: small };
  }
  m = AMOUNT.exec(t);
  if (m) {
    const unit = unitOf(m[2]!);
    return unit && { amount: Number(m[1]), unit };
  }
  return undefined;
}

// The home page tiles' `time` words minutes short ("30-60 mins"); every other time is in full.
const write = (field: string, time: Duration) => `write ${field}: ${timeYaml(time)}, which the site shows as "${timeText(time, field === 'time' ? 'short' : 'full')}"`;

/** What to say about a time that is none of the forms, with the editor's own numbers: "2", "1-2 hours", a unit left out. */
export function timeMistake(field: string, value: unknown): string {
  const forms = `${field} must be ${TIME_FORMS}`;
  if (typeof value === 'number' || (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value))) {
    const n = Number(value);
    return `${field} needs its unit as well as the number; found ${describeValue(value)}: write ${field}: { amount: ${n}, unit: hours }, or minutes or days instead of hours`;
  }
  if (typeof value === 'string') {
    const meant = readOldTime(value);
    if (meant) return `${field} is a value the site writes out, not text; found ${describeValue(value)}: ${write(field, meant)}`;
    return `${forms}; found ${describeValue(value)}${/\d/.test(value) ? '' : ': give the usual time, or a range such as { from: 1, to: 4, unit: hours }'}`;
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return blockMistake(field, value as Record<string, unknown>, forms);
  return `${forms}; found ${describeValue(value)}`;
}

function blockMistake(field: string, block: Record<string, unknown>, forms: string): string {
  const unknown = unknownFieldOf(field, block, ['amount', 'from', 'to', 'unit'], 'a time', forms);
  if (unknown) return unknown;
  for (const k of ['amount', 'from', 'to']) {
    const v = block[k];
    if (v === undefined || (typeof v === 'number' && v > 0)) continue;
    return `${field}: ${k} must be a number above 0, e.g. ${k}: 2; found ${describeValue(v)}`;
  }
  if (!('unit' in block)) return `${field} needs a unit: add unit: hours (or minutes, or days), e.g. ${timeYaml({ ...(block as object), unit: 'hours' } as Duration)}`;
  if (!UNITS.includes(block.unit as Unit)) {
    const unit = typeof block.unit === 'string' ? unitOf(block.unit) : undefined;
    return `${field}: unit must be minutes, hours or days; found ${describeValue(block.unit)}${unit ? `: write unit: ${unit}` : ''}`;
  }
  if ('amount' in block && ('from' in block || 'to' in block)) return `${field} is either an amount or from and to; found both: keep one`;
  if ('from' in block !== 'to' in block) return `${field} has ${'from' in block ? 'from without to' : 'to without from'}; a range needs both, e.g. { from: 1, to: 2, unit: ${String(block.unit)} }, and one length of time is { amount: ${String(block.from ?? block.to)}, unit: ${String(block.unit)} }`;
  return `${forms}; found ${describeValue(block)}`;
}
