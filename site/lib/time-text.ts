import type { Duration } from '../content-types.ts';

type Unit = Duration['unit'];
const SINGULAR: Record<Unit, string> = { minutes: 'minute', hours: 'hour', days: 'day' };

const count = (n: number, unit: Unit) => `${n} ${n === 1 ? SINGULAR[unit] : unit}`;

/**
 * A time value as the site shows it (SPEC 9): { amount: 4, unit: hours } -> "4 hours", { from: 1, to: 2, unit: hours }
 * -> "1-2 hours". A range in minutes from under an hour to whole hours reads as the catalogue words it:
 * { from: 30, to: 60, unit: minutes } -> "30 min - 1 hour". `short` is the home page tiles' way, which keeps minutes
 * as minutes, abbreviated: "30-60 mins" (SPEC 9 words the Plumbing tile so).
 */
export function timeText(time: Duration, style: 'full' | 'short' = 'full'): string {
  if (style === 'short' && time.unit === 'minutes') return `${'amount' in time ? time.amount : `${time.from}-${time.to}`} mins`;
  if ('amount' in time) return count(time.amount, time.unit);
  if (time.unit === 'minutes' && time.from < 60 && time.to >= 60 && time.to % 60 === 0) return `${time.from} min - ${count(time.to / 60, 'hours')}`;
  return `${time.from}-${time.to} ${time.unit}`;
}
