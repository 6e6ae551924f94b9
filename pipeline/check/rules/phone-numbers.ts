import type { Message } from '../../messages/messages.ts';
import { messageAt } from '../message-at.ts';
import type { CheckRule } from '../rule.ts';

/**
 * Every phone number, wherever it appears as `{ display, e164 }`, shows the number its links dial. Changing the
 * phone number means changing both lines; an editor who changes only `display` gets a site whose Call button rings
 * the old number.
 */
export const phoneNumbersRule: CheckRule = {
  name: 'phone-numbers',
  perFile: true,
  check({ valid }) {
    const out: Message[] = [];
    for (const file of valid) {
      walkPhones(file.data, '', (phone, pointer) => {
        if (samePhoneNumber(phone.display, phone.e164)) return;
        const wanted = dialledForm(phone.display, phone.e164);
        out.push(messageAt(file, `${pointer}/e164`, 'ref/phone-mismatch', `this phone number's e164 "${phone.e164}" (what Call and Text links dial) is not the number shown, display "${phone.display}"; change e164 to ${wanted ? `"${wanted}"` : 'the shown number in the form +1 and 10 digits'}, or display to the number that should be called`));
      });
    }
    return out;
  },
};

interface Phone { display: string; e164: string }

function walkPhones(node: unknown, pointer: string, visit: (phone: Phone, pointer: string) => void): void {
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (typeof record.display === 'string' && typeof record.e164 === 'string') visit(record as unknown as Phone, pointer);
  for (const [key, value] of Object.entries(record)) walkPhones(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, visit);
}

// Letters on a phone keypad, for numbers shown as words (1-800-FIX-PIPE).
const KEYPAD: Record<string, string> = Object.fromEntries(['abc', 'def', 'ghi', 'jkl', 'mno', 'pqrs', 'tuv', 'wxyz'].flatMap((letters, i) => [...letters].map((l) => [l, String(i + 2)])));
const digitsOf = (text: string) => [...text.toLowerCase()].map((c) => KEYPAD[c] ?? c).join('').replace(/\D/g, '');

/** Whether `display` shows the number `e164` dials: the same digits, or the same after e164's country code. */
export function samePhoneNumber(display: string, e164: string): boolean {
  const shown = digitsOf(display);
  const dialled = digitsOf(e164);
  if (shown.length < 7) return false;
  return dialled === shown || (dialled.endsWith(shown) && dialled.length - shown.length <= 3);
}

/** The e164 form of the shown number, keeping e164's country code (1 when there is none to keep). */
function dialledForm(display: string, e164: string): string | undefined {
  const shown = digitsOf(display);
  if (shown.length !== 10) return undefined;
  const country = digitsOf(e164).length > 10 ? digitsOf(e164).slice(0, digitsOf(e164).length - 10) : '1';
  return `+${country}${shown}`;
}
