import { describe, expect, it } from 'vitest';
import { clockText, daysText, hoursText } from '../../site/lib/hours-text.ts';

describe('opening hours as shown', () => {
  it('writes the days and times the way the contact page and the FAQ word them (SPEC 9)', () => {
    expect(hoursText({ days: ['Friday', 'Saturday'], opens: '07:00', closes: '20:00' })).toBe('Friday-Saturday 7:00 AM - 8:00 PM');
    expect(hoursText({ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '08:00', closes: '18:00' })).toBe('Monday-Saturday 8:00 AM - 6:00 PM');
  });

  it('lists the days in week order, each run of following days as one span', () => {
    expect(daysText(['Sunday'])).toBe('Sunday');
    expect(daysText(['Friday', 'Monday', 'Wednesday', 'Thursday'])).toBe('Monday, Wednesday-Friday');
    expect(daysText(['Saturday', 'Sunday', 'Monday'])).toBe('Monday, Saturday-Sunday');
  });

  it('writes times on a 12-hour clock, noon and midnight as 12', () => {
    expect(clockText('00:00')).toBe('12:00 AM');
    expect(clockText('09:05')).toBe('9:05 AM');
    expect(clockText('12:30')).toBe('12:30 PM');
    expect(clockText('23:59')).toBe('11:59 PM');
  });
});
