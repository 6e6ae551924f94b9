import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteDir, sourceFiles } from './site-sources.ts';

describe('icon imports', () => {
  // lucide-react's package entry re-exports every icon (thousands of modules). Importing values from it makes Vite
  // load and parse all of them in both bundles: about 0.4 s and 250 MiB more for every cold build.
  it('site code imports each lucide icon from its own module, never values from the package entry', async () => {
    const offenders: string[] = [];
    for (const file of await sourceFiles()) {
      const source = await readFile(file, 'utf8');
      for (const match of source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+['"]lucide-react['"]/gm)) {
        offenders.push(`${path.relative(siteDir, file)}: ${match[0].replace(/\s+/g, ' ')}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  // Importing an icon's component (its default export, or a dynamic import's whole namespace) brings lucide-react's
  // component runtime back into every page's JavaScript; SvgIcon draws from the shape data alone.
  it('site code imports only the shape data of a lucide icon, never its component', async () => {
    const offenders: string[] = [];
    for (const file of await sourceFiles()) {
      const source = await readFile(file, 'utf8');
      const found = [
        ...source.matchAll(/^import\s+(?!type\b)(?!\{\s*__iconData\s+as\s+\w+\s*\}\s+from)[^;]*?from\s+['"]lucide-react\/icons\/[^'"]+['"]/gm),
        ...source.matchAll(/import\(\s*['"]lucide-react\/icons\/[^'"]+['"]\s*\)(?!\.then\(\(\{ __iconData \}\) => __iconData\))/g),
      ];
      for (const match of found) offenders.push(`${path.relative(siteDir, file)}: ${match[0].replace(/\s+/g, ' ')}`);
    }
    expect(offenders).toEqual([]);
  });
});
