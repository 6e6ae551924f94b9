import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';
import { builtSite, htmlFiles, type BuiltSite } from './built-site.ts';
import { root } from './fixture-harness.ts';

/**
 * html-validate on every .html file of a real build (LINKS_DIST to reuse one), with the committed
 * .htmlvalidate.json at the repo root (README "Links and HTML checks" says why each setting differs from the
 * recommended preset). The build folder is outside the repo, so the config is loaded explicitly.
 */
let site: BuiltSite;
let files: string[];

beforeAll(async () => {
  site = await builtSite('html-validate');
  files = await htmlFiles(site.dir);
}, 300_000);

afterAll(async () => {
  await site?.dispose();
});

describe('HTML of the built site', () => {
  it('passes html-validate on every page', async () => {
    expect(files.length).toBeGreaterThan(10);
    const loader = new FileSystemConfigLoader({ extends: [path.join(root, '.htmlvalidate.json')] });
    const validator = new HtmlValidate(loader);
    const reports = await Promise.all(files.map((f) => validator.validateFile(path.join(site.dir, f))));
    const results = reports.flatMap((r) => r.results);
    const problems = results.flatMap((r) => r.messages.map((m) => `${path.relative(site.dir, r.filePath)}: ${m.ruleId} ${m.message} (${m.selector ?? ''})`));
    if (problems.length > 0) console.log(formatterFactory('text')(results));
    expect(problems).toEqual([]);
  }, 120_000);
});
