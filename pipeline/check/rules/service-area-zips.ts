import { messageAt, whereIs } from '../message-at.ts';
import { fileOf, type CheckRule, type RuleInput } from '../rule.ts';
import { suggestion } from '../../messages/suggest.ts';
import { zipPlace } from '../us-zip-codes.ts';

/**
 * A ZIP code listed in the service areas is one the ZIP checker says yes to: otherwise a visitor from a town the
 * site lists is told "We don't currently service this area".
 *
 * The checker covers one region (data/coverage.yaml), and the shipped content lists towns of another one on purpose
 * (the two service-area readings of SPEC 1). So only a ZIP in the checker's own part of the country counts: one that
 * shares its first three digits (the USPS sectional centre) with a ZIP the checker covers.
 */
export const serviceAreaZipsRule: CheckRule = {
  name: 'service-area-zips',
  check(input) {
    return refusedZips(input, (refused, prefixes) => prefixes.has(refused.zip.slice(0, 3))).map((refused) =>
      messageAt(refused.areas.file, refused.pointer, 'ref/zip-not-covered', `${refused.name}'s ZIP ${refused.zip} is not in the ZIP checker, so a visitor there is told "We don't currently service this area"; ${fixFor(refused)}`, 'warning'));
  },
};

/**
 * For the live site (`--launch`), every ZIP code the service areas list is one the ZIP checker says yes to, in any
 * part of the country: a town named on the page whose visitors the checker a few hundred pixels above turns away is
 * a contradiction visitors see. (The demo content lists Colorado towns beside a Pennsylvania checker on purpose; a
 * real business lists the towns it serves.) The message names both places.
 */
export const launchServiceAreaZipsRule: CheckRule = {
  name: 'launch-service-area-zips',
  check(input) {
    // A checker town's ZIP of another state is a typo, which zip-states reports with the town's own ZIPs.
    const typo = (refused: RefusedZip) => refused.city >= 0 && (zipPlace(refused.zip)?.state ?? refused.coverage.data.state) !== refused.coverage.data.state;
    return refusedZips(input, () => true).filter((refused) => !typo(refused)).map((refused) => {
      const there = whereIs(refused.coverage.file, refused.city >= 0 ? `/cities/${refused.city}/zips` : '/cities');
      return messageAt(refused.areas.file, refused.pointer, 'launch/zip-not-covered', `${refused.name} (${refused.zip}) is listed as served, but the ZIP checker (${there}) tells a visitor from ${refused.zip} "We don't currently service this area"; take ${refused.name} off the list, or ${fixFor(refused)}`);
    });
  },
};

type AreasFile = NonNullable<ReturnType<typeof fileOf<'serviceAreas'>>>;
type CoverageFile = NonNullable<ReturnType<typeof fileOf<'coverage'>>>;

/** A listed town whose ZIP the checker refuses: where it is listed, and the checker's city of that name (-1: none). */
interface RefusedZip { areas: AreasFile; coverage: CoverageFile; zip: string; name: string; pointer: string; city: number }

/** What to change: the ZIP into the checker's town of that name (or a close ZIP it has), or the town into the checker. */
function fixFor({ coverage, zip, name, city }: RefusedZip): string {
  const town = coverage.data.cities[city];
  return town
    ? `add "${zip}" to the zips of ${town.name} in data/coverage.yaml${suggestion(zip, town.zips).replace(/^; /, ', or fix the ZIP: ')}`
    : `add ${name} with zips: ["${zip}"] to the cities in data/coverage.yaml, or fix the ZIP`;
}

/** The towns the service areas list with a ZIP code the checker refuses, those `counts` keeps (given the covered ZIPs' first three digits). */
function refusedZips(input: RuleInput, counts: (refused: { zip: string }, prefixes: ReadonlySet<string>) => boolean): RefusedZip[] {
  const areas = fileOf(input, 'serviceAreas');
  const coverage = fileOf(input, 'coverage');
  if (!areas || !coverage) return [];
  const covered = new Set(coverage.data.cities.flatMap((c) => c.zips));
  // A covered ZIP of another state is a typo (zip-states): it does not put that part of the country in the checker's.
  const inState = (zip: string) => (zipPlace(zip)?.state ?? coverage.data.state) === coverage.data.state;
  const prefixes = new Set([...covered].filter(inState).map((zip) => zip.slice(0, 3)));
  return areas.data.regions.flatMap((region, i) => region.areas.flatMap((area, j) => {
    if (!area.zip || covered.has(area.zip) || !counts({ zip: area.zip }, prefixes)) return [];
    const city = coverage.data.cities.findIndex((c) => c.name.toLowerCase() === area.name.toLowerCase());
    return [{ areas, coverage, zip: area.zip, name: area.name, pointer: `/regions/${i}/areas/${j}/zip`, city }];
  }));
}
