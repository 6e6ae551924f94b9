import { describe, expect, it } from 'vitest';
import { dollarsText, priceText } from '../../site/lib/price-text.ts';

describe('prices as shown', () => {
  it('writes a plain number or an amount as dollars, with thousands separators and cents only when there are some', () => {
    expect(priceText(399)).toBe('$399');
    expect(priceText(1599)).toBe('$1,599');
    expect(priceText({ amount: 1599 })).toBe('$1,599');
    expect(priceText(12500.5)).toBe('$12,500.50');
    expect(dollarsText(2.5)).toBe('$2.50');
  });

  it('writes a starting price as "From $N" and a range as "$N - $M", as the catalogue words them (SPEC 9)', () => {
    expect(priceText({ from: 75 })).toBe('From $75');
    expect(priceText({ from: 50, to: 150 })).toBe('$50 - $150');
    expect(priceText({ from: 500, to: 2500 })).toBe('$500 - $2,500');
  });

  it('writes a price per unit after any of the amounts', () => {
    expect(priceText({ amount: 4, per: 'sq ft' })).toBe('$4 per sq ft');
    expect(priceText({ from: 2.5, per: 'sq ft' })).toBe('From $2.50 per sq ft');
    expect(priceText({ from: 60, to: 90, per: 'window' })).toBe('$60 - $90 per window');
  });

  it('writes "call" as "Call for a price", and a call with words of its own as those words', () => {
    expect(priceText('call')).toBe('Call for a price');
    expect(priceText({ call: 'Varies by door type' })).toBe('Varies by door type');
    expect(priceText({ call: 'Affordable' })).toBe('Affordable');
  });
});
