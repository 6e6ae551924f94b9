import type { Price } from '../content-types.ts';

/** What `price: call` shows: no amount, so the visitor asks. */
export const CALL_FOR_PRICE = 'Call for a price';

/** Dollars as people read them: "$75", "$1,599", "$2.50" (cents only when there are some). */
export function dollarsText(amount: number): string {
  const cents = !Number.isInteger(amount);
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}

/**
 * A price value as the site shows it, the one wording of each form (SPEC 9): 75 -> "$75", { from: 75 } ->
 * "From $75", { from: 50, to: 150 } -> "$50 - $150", { amount: 4, per: "sq ft" } -> "$4 per sq ft", call -> "Call for
 * a price", { call: "Varies by door type" } -> that wording.
 */
export function priceText(price: Price): string {
  if (typeof price === 'number') return dollarsText(price);
  if (price === 'call') return CALL_FOR_PRICE;
  if ('call' in price) return price.call;
  const per = price.per ? ` per ${price.per}` : '';
  if ('amount' in price) return `${dollarsText(price.amount)}${per}`;
  if ('to' in price) return `${dollarsText(price.from)} - ${dollarsText(price.to)}${per}`;
  return `From ${dollarsText(price.from)}${per}`;
}
