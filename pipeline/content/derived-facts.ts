import { hoursText } from '../../site/lib/hours-text.ts';
import type { OpeningHours } from '../../site/content-types.ts';
import { fillDeep } from './placeholders.ts';

/**
 * What placeholders are filled from: site.yaml's facts with those worked out from them, after site.yaml's own texts
 * have had theirs filled, so a claim such as "Serving since {foundedYear}" reads the same wherever it is used.
 */
export function placeholderFacts(site: unknown, today: string): unknown {
  return withDerivedFacts(fillDeep(site, withDerivedFacts(site, today)), today);
}

/**
 * The facts placeholders may name that site.yaml does not write, because they follow from what it does write, so
 * they can never disagree with it:
 * - `hours.<name>.text`: the opening hours as the site words them, from their days, opens and closes;
 * - `yearsInBusiness`: whole years from foundedYear to `today`'s year (2018 -> 8 in 2026).
 * Returns a copy of the site data with them added; data of another shape (a site.yaml that failed its schema) is
 * given what can be worked out.
 */
export function withDerivedFacts(site: unknown, today: string): unknown {
  if (site === null || typeof site !== 'object' || Array.isArray(site)) return site;
  const facts = { ...(site as Record<string, unknown>) };
  const founded = facts.foundedYear;
  if (typeof founded === 'number' && Number.isInteger(founded)) facts.yearsInBusiness = Math.max(0, Number(today.slice(0, 4)) - founded);
  const hours = facts.hours;
  if (hours !== null && typeof hours === 'object' && !Array.isArray(hours)) {
    facts.hours = Object.fromEntries(Object.entries(hours).map(([name, h]) => [name, isOpeningHours(h) ? { ...h, text: hoursText(h) } : h]));
  }
  return facts;
}

function isOpeningHours(value: unknown): value is OpeningHours {
  const h = value as Partial<OpeningHours> | null;
  return h !== null && typeof h === 'object' && Array.isArray(h.days) && typeof h.opens === 'string' && /^\d\d:\d\d$/.test(h.opens) && typeof h.closes === 'string' && /^\d\d:\d\d$/.test(h.closes);
}
