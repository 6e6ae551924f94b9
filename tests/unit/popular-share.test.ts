import { afterEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadContent } from '../../pipeline/content/load-content.ts';
import { popularShareRule } from '../../pipeline/check/rules/popular-share.ts';

let dir = '';
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A content folder with one services file of `count` services, the first `popular` of them marked popular. */
async function catalogue(count: number, popular: number) {
  dir = await mkdtemp(path.join(os.tmpdir(), 'popular-'));
  const services = Array.from({ length: count }, (_, i) => `  - id: s${i}\n    name: Service ${i}\n${i >= count - popular ? '    popular: true\n' : ''}`).join('');
  await mkdir(path.join(dir, 'data/services'), { recursive: true });
  await writeFile(path.join(dir, 'data/services/plumbing.yaml'), `category: Plumbing\nservices:\n${services}`);
  const loaded = await loadContent({ dataDir: 'data', cwd: dir });
  return popularShareRule.check({ valid: loaded.value.files, invalid: [], images: new Set() });
}

describe('the share of popular services', () => {
  it('is fine up to a quarter of the catalogue', async () => {
    expect(await catalogue(8, 2)).toEqual([]);
  });

  it('is warned about above a quarter, at the first popular mark, with the counts and what to do', async () => {
    const [message, ...rest] = await catalogue(10, 3);
    expect(rest).toEqual([]);
    // Service s7 is the first popular one: its `popular: true` is on line 3 + 7 * 2 + 2 = 19 (two lines per plain service).
    expect(message).toMatchObject({ file: 'data/services/plumbing.yaml', line: 19, column: 14, severity: 'warning', rule: 'claim/popular-share' });
    expect(message!.message).toContain('3 of 10 services (30%) are marked popular');
    expect(message!.message).toContain('at most a quarter');
  });
});
