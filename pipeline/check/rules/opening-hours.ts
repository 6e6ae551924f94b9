import type { Message } from '../../messages/messages.ts';
import { clockText } from '../../../site/lib/hours-text.ts';
import { messageAt } from '../message-at.ts';
import { fileOf, type CheckRule } from '../rule.ts';

/**
 * Opening hours close after they open, on the same day: "closes" before "opens" (most often the two swapped, or
 * 8:00 for 8 PM) would have the site tell visitors hours that end before they start. The error is at "closes".
 */
export const openingHoursRule: CheckRule = {
  name: 'opening-hours',
  check(input) {
    const site = fileOf(input, 'site');
    if (!site) return [];
    const out: Message[] = [];
    for (const [name, hours] of Object.entries(site.data.hours ?? {})) {
      const { opens, closes } = hours ?? {};
      if (!isClock(opens) || !isClock(closes) || closes > opens) continue;
      const why = closes === opens
        ? `closes is the same time as opens (${opens}), so these hours last no time at all`
        : `closes (${closes}, ${clockText(closes)}) is before opens (${opens}, ${clockText(opens)})`;
      const fix = closes === opens ? 'write the closing time on a 24-hour clock, e.g. closes: "18:00" for 6:00 PM' : `did you swap them? write opens: "${closes}" and closes: "${opens}", or a closing time on a 24-hour clock, e.g. "20:00" for 8:00 PM`;
      out.push(messageAt(site.file, `/hours/${name}/closes`, 'value/hours', `${why}; hours open and close on the same day: ${fix}`));
    }
    return out;
  },
};

/** "07:00", as the schema has it; anything else has its own message, and compares wrongly as text. */
const isClock = (time: unknown): time is string => typeof time === 'string' && /^\d\d:\d\d$/.test(time);
