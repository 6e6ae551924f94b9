import type { Message } from '../../messages/messages.ts';
import type { Duration, Price } from '../../../site/content-types.ts';
import { dollarsText } from '../../../site/lib/price-text.ts';
import { priceYaml } from '../price-mistakes.ts';
import { timeYaml } from '../time-mistakes.ts';
import { messageAt } from '../message-at.ts';
import type { CheckRule } from '../rule.ts';

/** The fields that hold a price or a time value, wherever they are (services, packages, category pages, home tiles). */
const PRICE_FIELDS = new Set(['price']);
const TIME_FIELDS = new Set(['timeEstimate', 'duration', 'time']);

type Range = { from: number; to: number };
const isRange = (v: unknown): v is Range & Record<string, unknown> => v !== null && typeof v === 'object' && typeof (v as Range).from === 'number' && typeof (v as Range).to === 'number';

/**
 * What a schema cannot say about a value: a range goes up (`to` above `from`), for prices and times. The message
 * is at `to`, and writes the value the editor most likely meant with their own numbers.
 */
export const valueRangesRule: CheckRule = {
  name: 'value-ranges',
  perFile: true,
  check(input) {
    const out: Message[] = [];
    for (const file of input.valid) {
      walkValues(file.data, '', (key, value, pointer) => {
        if (!isRange(value) || value.to > value.from) return;
        if (PRICE_FIELDS.has(key)) out.push(messageAt(file, `${pointer}/to`, 'value/range', priceRange(key, value as Range & Price)));
        else if (TIME_FIELDS.has(key)) out.push(messageAt(file, `${pointer}/to`, 'value/range', timeRange(key, value as Range & Duration)));
      });
    }
    return out;
  },
};

function priceRange(key: string, price: Range & Price & { per?: string }): string {
  const per = price.per ? { per: price.per } : {};
  if (price.to === price.from) return `${key} goes from ${dollarsText(price.from)} to the same ${dollarsText(price.to)}; for one amount write ${key}: ${priceYaml(price.per ? { amount: price.from, ...per } : price.from)}`;
  return `${key} goes down from ${dollarsText(price.from)} to ${dollarsText(price.to)}, and to must be above from; write ${key}: ${priceYaml({ from: price.to, to: price.from, ...per })}`;
}

function timeRange(key: string, time: Range & Duration): string {
  if (time.to === time.from) return `${key} goes from ${time.from} to the same ${time.to} ${time.unit}; for one length of time write ${key}: ${timeYaml({ amount: time.from, unit: time.unit })}`;
  return `${key} goes down from ${time.from} to ${time.to} ${time.unit}, and to must be above from; write ${key}: ${timeYaml({ from: time.to, to: time.from, unit: time.unit })}`;
}

/** Calls `visit` with every field of every block in `value`: its name, its value and its JSON pointer. */
function walkValues(value: unknown, pointer: string, visit: (key: string, value: unknown, pointer: string) => void): void {
  if (value === null || typeof value !== 'object') return;
  for (const [k, item] of Object.entries(value)) {
    const at = `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (!Array.isArray(value)) visit(k, item, at);
    walkValues(item, at, visit);
  }
}
