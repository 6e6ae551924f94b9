import type { CheckRule } from '../rule.ts';
import { launchFindings, matchesOf } from './launch-text.ts';

/**
 * A North American number 555-0100 to 555-0199, with or without area code, in any usual form: `(719) 555-0142`,
 * `719-555-0142`, `+17195550142`, `tel:7195550142`. These are reserved for fiction and reach no one.
 */
const TEST_PHONE = /(?<![\d+])(?:\+?1[\s.-]?)?(?:\(?[2-9]\d{2}\)?[\s.-]?)?555[\s.-]?01\d{2}(?!\d)/g;

/** `--launch`: no fictional 555-01xx phone number goes live. */
export const launchTestPhoneRule: CheckRule = {
  name: 'launch-test-phone',
  check(input) {
    return launchFindings(input, 'launch/test-phone', matchesOf(TEST_PHONE), (found) =>
      `"${found.text}" is a fictional 555-01xx phone number that reaches no one; replace it with the business's real phone number`);
  },
};
