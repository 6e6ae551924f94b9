import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import path from 'node:path';
import { isSeq, parseDocument, type YAMLSeq } from 'yaml';
import { copyOfData, editFile, validateLines } from './fixture-harness.ts';

/**
 * Issue 44: the launch content's counts (5 FAQs a page, 3 a FAQ group, 4 steps, 5 qualifications...) are not rules.
 * A list takes what its page shows well: at least 1, and an upper bound only where the layout needs one, which its
 * message then gives with the reason.
 */

/** The lists editors grow and shrink, by file and path. */
const LISTS: [string, (string | number)[]][] = [
  ['categories/plumbing.yaml', ['faqs']],
  ['faq.yaml', ['categories']],
  ['faq.yaml', ['categories', 0, 'questions']],
  ['process.yaml', ['steps']],
  ['process.yaml', ['faq']],
  ['contact.yaml', ['faq']],
  ['service-areas.yaml', ['faq']],
  ['about.yaml', ['values']],
  ['jobs.yaml', ['jobs', 0, 'qualifications']],
  ['home.yaml', ['trustBands']],
  ['services/plumbing.yaml', ['services', 0, 'features']],
];

let copy: Awaited<ReturnType<typeof copyOfData>>;
beforeEach(async () => { copy = await copyOfData(); });
afterEach(async () => { await copy.cleanup(); });

/** Sets the list at `at` to `count` entries: the first ones kept, copies of them (retitled) added. */
async function resize(rel: string, at: (string | number)[], count: number): Promise<void> {
  await editFile(path.join(copy.dataDir, rel), (text) => {
    const doc = parseDocument(text);
    const list = doc.getIn(at, true);
    if (!isSeq(list)) throw new Error(`${rel}: no list at ${at.join('.')}`);
    const entries = list.toJSON() as unknown[];
    (list as YAMLSeq).items = Array.from({ length: count }, (_, i) => {
      const entry = entries[i % entries.length];
      // Copies get words of their own: titles and questions are keys on the page.
      const own = i < entries.length ? entry : typeof entry === 'string' ? `${entry} (${i + 1})`
        : Object.fromEntries(Object.entries(entry as Record<string, unknown>).map(([k, v]) => [k, ['title', 'question'].includes(k) ? `${String(v)} (${i + 1})` : v]));
      return doc.createNode(own);
    });
    return doc.toString({ lineWidth: 0 });
  });
}

describe('the lists of the site', () => {
  it('accept a single entry each: one FAQ, one step, one qualification, one feature', async () => {
    for (const [rel, at] of LISTS) await resize(rel, at, 1);
    expect(await validateLines(copy.dataDir, copy.dir)).toEqual([]);
  });

  it('accept more entries than the launch content has: seven FAQs, seven steps, seven qualifications', async () => {
    for (const [rel, at] of LISTS) await resize(rel, at, 7);
    expect(await validateLines(copy.dataDir, copy.dir)).toEqual([]);
  });

  it('refuse an empty list at the list, asking for at least one entry', async () => {
    await editFile(path.join(copy.dataDir, 'contact.yaml'), (text) => text.replace(/\nfaq:\n(?: {2}.*\n)+/, '\nfaq: []\n'));
    const lines = await validateLines(copy.dataDir, copy.dir);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^data\/contact\.yaml:\d+:6 error schema\/count faq must have at least 1 entry; found 0$/);
  });

  it('refuse an entry past a limit the layout needs, at that entry, with the limit and the reason', async () => {
    await editFile(path.join(copy.dataDir, 'categories/plumbing.yaml'), (text) => text.replace('hero:\n', `${Array.from({ length: 7 }, (_, i) => `    - plumber near me ${i + 1}\n`).join('')}hero:\n`));
    const lines = await validateLines(copy.dataDir, copy.dir);
    // The shipped page has 6 keywords: the 13th of 13 is line 9 (keywords:) + 13.
    expect(lines).toEqual(['data/categories/plumbing.yaml:22:7 error schema/count keywords can have at most 12 entries, because search engines take a long list of keywords for spam; found 13, so remove 1 (from this one on)']);
  });
});
