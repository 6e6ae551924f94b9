import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadContent } from '../../pipeline/content/load-content.ts';
import { yamlTrailingNotesRule } from '../../pipeline/check/rules/yaml-trailing-notes.ts';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function warnings(files: Record<string, string>) {
  dir = await mkdtemp(path.join(os.tmpdir(), 'notes-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, 'data', name)), { recursive: true });
    await writeFile(path.join(dir, 'data', name), text);
  }
  const { value } = await loadContent({ dataDir: 'data', cwd: dir });
  return yamlTrailingNotesRule.check({ valid: [], invalid: value.files, images: new Set() }).map((m) => `${m.file}:${m.line}:${m.column} ${m.message}`);
}

describe('a " #" that makes YAML drop the rest of a value (yaml/trailing-note)', () => {
  it('warns at the "#" in a value, a list item and a post\'s front matter, with the value as it would be quoted', async () => {
    const found = await warnings({
      'site.yaml': 'address:\n  street: 146 North Main Street, Suite #2\n',
      'packages.yaml': 'packages:\n  - features:\n      - Our #1 service\n      - "Quoted #1 stays"\n',
      'posts/tip.md': '---\ntitle: A tip\nexcerpt: Call us #today\n---\nText\n',
    });
    expect(found).toEqual([
      'data/packages.yaml:3:13 YAML reads everything from " #" on as a note for editors, so the site shows "Our" and drops "#1 service"; if it belongs to the text, put the value in double quotes: - "Our #1 service" (if it is a note, give it a line of its own)',
      'data/posts/tip.md:3:18 YAML reads everything from " #" on as a note for editors, so the site shows "Call us" and drops "#today"; if it belongs to the text, put the value in double quotes: excerpt: "Call us #today" (if it is a note, give it a line of its own)',
      'data/site.yaml:2:40 YAML reads everything from " #" on as a note for editors, so the site shows "146 North Main Street, Suite" and drops "#2"; if it belongs to the text, put the value in double quotes: street: "146 North Main Street, Suite #2" (if it is a note, give it a line of its own)',
    ]);
  });

  it('leaves notes written as YAML notes, notes on lines of their own, "#" inside a word or quotes, and block text alone', async () => {
    expect(await warnings({
      'faq.yaml': '# A note on its own line\ntitle: FAQ  # the page title\n\nhash: a#b\nquoted: "Suite #2"\nsingle: \'Our #1\'\nblock: |\n  Text # stays text\n',
    })).toEqual([]);
  });
});
