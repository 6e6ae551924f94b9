import type { Message } from '../../messages/messages.ts';
import { messageAt, whereIs } from '../message-at.ts';
import { fileOf, type CheckRule } from '../rule.ts';
import { suggestion } from '../../messages/suggest.ts';

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
    const areas = fileOf(input, 'serviceAreas');
    const coverage = fileOf(input, 'coverage');
    if (!areas || !coverage) return [];
    const covered = new Set(coverage.data.cities.flatMap((c) => c.zips));
    const prefixes = new Set([...covered].map((zip) => zip.slice(0, 3)));
    const out: Message[] = [];
    areas.data.regions.forEach((region, i) => {
      region.areas.forEach((area, j) => {
        if (!area.zip || covered.has(area.zip) || !prefixes.has(area.zip.slice(0, 3))) return;
        const city = coverage.data.cities.find((c) => c.name.toLowerCase() === area.name.toLowerCase());
        const fix = city
          ? `add "${area.zip}" to the zips of ${city.name} in data/coverage.yaml${suggestion(area.zip, city.zips).replace(/^; /, ', or fix the ZIP: ')}`
          : `add ${area.name} with zips: ["${area.zip}"] to the cities in data/coverage.yaml, or fix the ZIP`;
        out.push(messageAt(areas.file, `/regions/${i}/areas/${j}/zip`, 'ref/zip-not-covered', `${area.name}'s ZIP ${area.zip} is not in the ZIP checker, so a visitor there is told "We don't currently service this area"; ${fix}`, 'warning'));
      });
    });
    return out;
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
    const areas = fileOf(input, 'serviceAreas');
    const coverage = fileOf(input, 'coverage');
    if (!areas || !coverage) return [];
    const covered = new Set(coverage.data.cities.flatMap((c) => c.zips));
    const out: Message[] = [];
    areas.data.regions.forEach((region, i) => {
      region.areas.forEach((area, j) => {
        if (!area.zip || covered.has(area.zip)) return;
        const k = coverage.data.cities.findIndex((c) => c.name.toLowerCase() === area.name.toLowerCase());
        const there = whereIs(coverage.file, k >= 0 ? `/cities/${k}/zips` : '/cities');
        out.push(messageAt(areas.file, `/regions/${i}/areas/${j}/zip`, 'launch/zip-not-covered', `${area.name} (${area.zip}) is listed as served, but the ZIP checker (${there}) tells a visitor from ${area.zip} "We don't currently service this area"; add the ZIP to the checker there, or take ${area.name} off the list`));
      });
    });
    return out;
  },
};
