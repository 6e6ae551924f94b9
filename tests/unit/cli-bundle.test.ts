import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledCliWorker } from './bundled-cli.ts';

/**
 * The bare-package imports left in a bundled file, which Node resolves from node_modules at run time: esbuild writes
 * them as `import ... from "x";` at the start of a line and `import("x")`, always in double quotes (the bundled
 * packages' comments quote their own examples in single quotes).
 */
function packageImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/^import\b[^;]*?\bfrom "([^".][^"]*)";|\bimport\("([^".][^"]*)"\)/gm)) {
    const name = match[1] ?? match[2]!;
    if (!name.startsWith('node:')) found.add(name);
  }
  return [...found].sort();
}

/** The code of a bundled file and of every chunk it imports, statically or when first needed, by file name. */
async function withChunks(entry: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const visit = async (file: string) => {
    if (files.has(path.basename(file))) return;
    const code = await readFile(file, 'utf8');
    files.set(path.basename(file), code);
    for (const match of code.matchAll(/\bfrom "(\.\/[^"]+)";|\bimport\("(\.\/[^"]+)"\)/g)) await visit(path.join(path.dirname(file), match[1] ?? match[2]!));
  };
  await visit(entry);
  return files;
}

describe('the bundled CLI', () => {
  it('carries the packages every build loads (YAML, commander, the Markdown readers) in its chunks, and loads the rest on demand', async () => {
    const files = await withChunks(await bundledCliWorker('site'));
    const imports = packageImports([...files.values()].join('\n'));
    for (const hot of ['yaml', 'commander', 'fastest-levenshtein', 'htmlparser2', 'entities', 'github-slugger', 'mdast-util-to-string', 'unified', 'remark-parse', 'remark-gfm', 'markdown-it', 'markdown-it-footnote']) {
      expect(imports).not.toContain(hot);
    }
    // Loaded only by the commands that need them.
    expect(imports).toEqual(expect.arrayContaining(['vite', 'json-schema-to-typescript', 'sirv']));
  });

  it("gives the build's worker the Markdown renderer in its chunks, and no package to load but Vite, which only the bundles' thread imports", async () => {
    const files = await withChunks(await bundledCliWorker('worker'));
    const code = [...files.values()].join('\n');
    expect(packageImports(code)).toEqual(['@vitejs/plugin-react', 'vite']);
    expect(code).not.toMatch(/^import\b[^;]*?\bfrom "(vite|@vitejs\/plugin-react)";/m);
    expect([...files.keys()].some((name) => name.startsWith('markdown-it-'))).toBe(true);
  });

  it('keeps the Markdown readers out of the CLI\'s own file, for the runs that have no Markdown to read', async () => {
    const files = await withChunks(await bundledCliWorker('site'));
    expect(files.get('site.mjs')).not.toMatch(/micromark|linkify/i);
    expect([...files.keys()].some((name) => name.startsWith('remark-parse-'))).toBe(true);
    expect([...files.keys()].some((name) => name.startsWith('markdown-it-'))).toBe(true);
  });
});
