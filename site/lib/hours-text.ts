import type { OpeningHours } from '../content-types.ts';

export const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEK)[number];

/** "07:00" -> "7:00 AM", "20:00" -> "8:00 PM", "12:30" -> "12:30 PM", "00:00" -> "12:00 AM". */
export function clockText(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The days in week order, each run of following days as "First-Last": "Monday-Saturday", "Monday, Wednesday-Friday". */
export function daysText(days: readonly Weekday[]): string {
  const ordered = WEEK.filter((d) => days.includes(d));
  const runs: Weekday[][] = [];
  for (const day of ordered) {
    const run = runs.at(-1);
    if (run && WEEK.indexOf(run.at(-1)!) === WEEK.indexOf(day) - 1) run.push(day);
    else runs.push([day]);
  }
  return runs.map((run) => (run.length === 1 ? run[0] : `${run[0]}-${run.at(-1)}`)).join(', ');
}

/**
 * Opening hours as the site writes them, e.g. "Friday-Saturday 7:00 AM - 8:00 PM": made from the same days, opens
 * and closes as the JSON-LD openingHoursSpecification, so the page and search engines cannot disagree.
 */
export function hoursText(hours: OpeningHours): string {
  return `${daysText(hours.days)} ${clockText(hours.opens)} - ${clockText(hours.closes)}`;
}
