import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const siteDir = path.resolve(import.meta.dirname, '../../site');

async function sourceFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await sourceFiles(full)));
    else if (/\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

describe('icon imports', () => {
  // lucide-react's package entry re-exports every icon (thousands of modules). Importing values from it makes Vite
  // load and parse all of them in both bundles: about 0.4 s and 250 MiB more for every cold build.
  it('site code imports each lucide icon from its own module, never values from the package entry', async () => {
    const offenders: string[] = [];
    for (const file of await sourceFiles(siteDir)) {
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
    for (const file of await sourceFiles(siteDir)) {
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
