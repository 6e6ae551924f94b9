import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, isEmailAddress, normalizeUsPhone, US_PHONE_PATTERN } from '../../site/lib/contact-checks.ts';

// The browser compiles a pattern attribute as ^(?:pattern)$ with the v flag.
const browserPattern = new RegExp(`^(?:${US_PHONE_PATTERN})$`, 'v');

describe('normalizeUsPhone', () => {
  it.each([
    ['(215) 555-0123', '2155550123'],
    ['215-555-0123', '2155550123'],
    ['215.555.0123', '2155550123'],
    ['2155550123', '2155550123'],
    [' +1 215 555 0123 ', '2155550123'],
    ['1-215-555-0123', '2155550123'],
  ])('reads %j as the 10 digits %s, and the browser pattern accepts it too', (text, digits) => {
    expect(normalizeUsPhone(text)).toBe(digits);
    expect(browserPattern.test(text)).toBe(true);
  });

  it.each(['not a phone', '', '   ', '555-0123', '215555012', '21555501234', '+44 20 7946 0958', '(015) 555-0123', '(215) 155-0123', '555-CALL-NOW', '2-1-5'])(
    'rejects %j, and so does the browser pattern',
    (text) => {
      expect(normalizeUsPhone(text)).toBeNull();
      expect(browserPattern.test(text)).toBe(false);
    },
  );
});

describe('isEmailAddress', () => {
  it.each(['jordan@example.com', 'first.last+jobs@mail.example.org', 'a@b.co', ' jordan@example.com '])('accepts %j', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each(['jordan', 'jordan@', 'jordan@example', '@example.com', 'jor dan@example.com', 'jordan@@example.com', 'jordan@example..com', 'jordan@-example.com', 'jordan@example.c', '.jordan@example.com', 'jordan..m@example.com'])(
    'rejects %j',
    (email) => {
      expect(isEmailAddress(email)).toBe(false);
    },
  );
});

describe('EMAIL_PATTERN', () => {
  const browserEmail = new RegExp(`^(?:${EMAIL_PATTERN})$`, 'v');
  it('lets the browser turn away what type="email" alone lets through, and accepts real addresses', () => {
    expect(browserEmail.test('jordan@example')).toBe(false);
    expect(browserEmail.test('jordan@example.com')).toBe(true);
    expect(browserEmail.test('first.last+jobs@mail.example.org')).toBe(true);
  });
});
