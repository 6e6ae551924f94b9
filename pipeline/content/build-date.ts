/**
 * Today's date as the build sees it: the date somewhere on earth right now (UTC+14, the earliest time zone to start
 * a day), so a post dated today by an editor anywhere is never "in the future". SITE_TODAY=YYYY-MM-DD fixes it, for
 * tests that run the command line.
 */
export function buildDate(now: Date = new Date()): string {
  const fixed = process.env.SITE_TODAY;
  if (fixed && /^\d{4}-\d{2}-\d{2}$/.test(fixed)) return fixed;
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}
