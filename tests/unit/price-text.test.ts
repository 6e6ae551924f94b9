import { describe, expect, it } from 'vitest';
import { priceText } from '../../site/lib/price-text.ts';

describe('prices as shown', () => {
  it('gives amounts of four digits or more thousands separators, and leaves the rest as written', () => {
    expect(priceText('$1599')).toBe('$1,599');
    expect(priceText('From $12500-$150000')).toBe('From $12,500-$150,000');
    expect(priceText('$1599.50 per visit')).toBe('$1,599.50 per visit');
    expect(priceText('$89/hr')).toBe('$89/hr');
    expect(priceText('$2,400')).toBe('$2,400');
    expect(priceText('since 2018, $ 4500')).toBe('since 2018, $ 4,500');
    expect(priceText('Call for a quote')).toBe('Call for a quote');
  });
});
