import type { Message } from '../../messages/messages.ts';
import { messageAt } from '../message-at.ts';
import { filesOf, type CheckRule } from '../rule.ts';
import { buildDate } from '../build-date.ts';

/**
 * A post's dates make sense: `updated` is not before `date` (an error: the page would claim an update that predates
 * the post), and neither is after the build's date (a warning: a static site publishes the post at once, under a
 * date that has not come yet). Dates are YYYY-MM-DD, which compare as text.
 */
export const postDatesRule: CheckRule = {
  name: 'post-dates',
  perFile: true,
  check(input) {
    const out: Message[] = [];
    const today = input.today ?? buildDate();
    for (const { file, data } of filesOf(input, 'post')) {
      if (data.updated !== undefined && data.updated < data.date) {
        out.push(messageAt(file, '/updated', 'post/updated-before-date', `updated (${data.updated}) is earlier than the post's date (${data.date}); set updated to the day of the last real change, on or after ${data.date}, or remove the line`));
      }
      const future = (field: 'date' | 'updated', value: string | undefined) => {
        if (value !== undefined && value > today) {
          out.push(messageAt(file, `/${field}`, 'post/future-date', `${field} is ${value}, which is still to come (today is ${today}), yet the post goes live with the next build; set ${field} to the day it is published, or keep the file out of data/posts until then`, 'warning'));
        }
      };
      future('date', data.date);
      future('updated', data.updated);
    }
    return out;
  },
};
