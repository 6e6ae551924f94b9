/** SPEC 5 and 9: a ZIP code is exactly five digits, and coverage is an exact match against the covered list. */

export type ZipResult = 'invalid' | 'available' | 'unavailable';

interface CoverageLike { cities: readonly { zips: readonly string[] }[] }

export const ZIP_LENGTH = 5;

/** True for exactly five ASCII digits (surrounding spaces are ignored, anything else is not). */
export function isValidZip(value: string): boolean {
  return /^\d{5}$/.test(value.trim());
}

/** Every ZIP code of the coverage cities, for exact lookups. */
export function coveredZips(coverage: CoverageLike): ReadonlySet<string> {
  return new Set(coverage.cities.flatMap((city) => city.zips));
}

/** The outcome of a ZIP check: invalid input, a covered ZIP, or a valid ZIP outside the list. */
export function checkZip(value: string, coverage: CoverageLike): ZipResult {
  if (!isValidZip(value)) return 'invalid';
  return coveredZips(coverage).has(value.trim()) ? 'available' : 'unavailable';
}
