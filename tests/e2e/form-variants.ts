import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { fixtureData } from '../fixture-content.ts';
import os from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { buildWithCli } from './helpers.ts';

export interface Variant { dist: string; site: Record<string, any>; cleanup(): Promise<void> }

/**
 * The frozen content built with other form settings (`forms` of site.yaml replaced, `trustedOrigins` added to its own), into a
 * temporary folder, with the real CLI: the same pages, delivered through another provider.
 */
export async function buildFormsVariant(settings: { forms: unknown; trustedOrigins: string[] }): Promise<Variant> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'forms-variant-'));
  const dataDir = path.join(dir, 'data');
  await cp(fixtureData, dataDir, { recursive: true });
  const file = path.join(dataDir, 'site.yaml');
  const original = parse(await readFile(file, 'utf8')) as Record<string, any>;
  const site = { ...original, forms: settings.forms, trustedOrigins: [...new Set([...(original.trustedOrigins ?? []), ...settings.trustedOrigins])] };
  await writeFile(file, stringify(site));
  const dist = path.join(dir, 'dist');
  const result = await buildWithCli(dataDir, dist);
  if (result.code !== 0) throw new Error(`the ${String((settings.forms as { provider: string }).provider)} build failed:\n${result.output}`);
  return { dist, site, cleanup: () => rm(dir, { recursive: true, force: true }) };
}
