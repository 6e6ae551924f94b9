import { describe, expect, it } from 'vitest';
import { timeText } from '../../site/lib/time-text.ts';

describe('time estimates as shown', () => {
  it('writes one length of time with its unit, singular for one', () => {
    expect(timeText({ amount: 4, unit: 'hours' })).toBe('4 hours');
    expect(timeText({ amount: 1, unit: 'hours' })).toBe('1 hour');
    expect(timeText({ amount: 30, unit: 'minutes' })).toBe('30 minutes');
    expect(timeText({ amount: 2, unit: 'days' })).toBe('2 days');
  });

  it('writes a range as "N-M hours", as the catalogue words it (SPEC 9)', () => {
    expect(timeText({ from: 1, to: 2, unit: 'hours' })).toBe('1-2 hours');
    expect(timeText({ from: 1.5, to: 3, unit: 'hours' })).toBe('1.5-3 hours');
    expect(timeText({ from: 6, to: 16, unit: 'hours' })).toBe('6-16 hours');
    expect(timeText({ from: 2, to: 3, unit: 'days' })).toBe('2-3 days');
  });

  it('writes a range in minutes that ends on whole hours as "30 min - 1 hour", and any other in minutes', () => {
    expect(timeText({ from: 30, to: 60, unit: 'minutes' })).toBe('30 min - 1 hour');
    expect(timeText({ from: 30, to: 120, unit: 'minutes' })).toBe('30 min - 2 hours');
    expect(timeText({ from: 15, to: 45, unit: 'minutes' })).toBe('15-45 minutes');
    expect(timeText({ from: 30, to: 90, unit: 'minutes' })).toBe('30-90 minutes');
  });

  it('writes minutes short on the home page tiles, "30-60 mins" as SPEC 9 words the Plumbing tile, and hours in full', () => {
    expect(timeText({ from: 30, to: 60, unit: 'minutes' }, 'short')).toBe('30-60 mins');
    expect(timeText({ amount: 45, unit: 'minutes' }, 'short')).toBe('45 mins');
    expect(timeText({ from: 1, to: 2, unit: 'hours' }, 'short')).toBe('1-2 hours');
  });
});
