/**
 * Real checks of what a visitor types into a form, so a lead can be called or written back. A phone number must
 * be a plausible US number: 10 digits once spaces, dashes, dots, brackets and a leading +1 or 1 are removed, with
 * an area code and exchange that start with 2-9 (North American numbering). An email address must be well formed.
 */

/** The 10 digits of a plausible US phone number, or null. */
export function normalizeUsPhone(text: string): string | null {
  const trimmed = text.trim();
  // Only the characters people write numbers with; "not a phone" or "555-CALL-NOW" is not a number we can dial.
  if (!/^[+\d\s().\-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  else if (trimmed.startsWith('+')) return null;
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  return digits;
}

/**
 * The same rule as an HTML pattern attribute, so a browser without JavaScript checks it too (browsers compile
 * it with the v flag, where "-" and "(" inside a class must be escaped).
 */
export const US_PHONE_PATTERN = String.raw`\s*(\+?1[\s.\-]*)?(\([2-9][0-9]{2}\)|[2-9][0-9]{2})[\s.\-]*[2-9][0-9]{2}[\s.\-]*[0-9]{4}\s*`;

const EMAIL = /^[^\s@"(),:;<>[\\\]]+@(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** True for an address such as jordan@example.com: one @, no spaces, a domain with a dot and a real-looking ending. */
export function isEmailAddress(text: string): boolean {
  const email = text.trim();
  return email.length <= 254 && !email.includes('..') && !email.startsWith('.') && EMAIL.test(email);
}

/** A looser form of isEmailAddress for the pattern attribute (type="email" alone accepts "jordan@example"). */
export const EMAIL_PATTERN = String.raw`\s*[^\s@]+@([A-Za-z0-9\-]+\.)+[A-Za-z]{2,63}\s*`;

/** The message under a phone or email field that fails these checks. */
export const CHECK_MESSAGES = {
  phone: 'Please enter a valid phone number',
  email: 'Please enter a valid email address',
} as const;
