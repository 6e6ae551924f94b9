import { readFile } from 'node:fs/promises';
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

describe('the bundled CLI', () => {
  it('carries the packages every build loads (YAML, commander, the Markdown pipeline) inside it, and loads the rest on demand', async () => {
    const cli = await readFile(await bundledCliWorker('site'), 'utf8');
    const imports = packageImports(cli);
    for (const hot of ['yaml', 'commander', 'fastest-levenshtein', 'unified', 'remark-parse', 'remark-rehype', 'rehype-sanitize', 'rehype-slug', 'rehype-stringify']) {
      expect(imports).not.toContain(hot);
    }
    // Loaded only by the commands that need them.
    expect(imports).toEqual(expect.arrayContaining(['vite', 'json-schema-to-typescript', 'sirv']));
  });

  it('gives the Markdown worker the Markdown pipeline inside its own file', async () => {
    const worker = await readFile(await bundledCliWorker('markdown-worker'), 'utf8');
    expect(packageImports(worker)).toEqual([]);
  });
});
