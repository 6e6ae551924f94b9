import { readFile } from 'node:fs/promises';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './site-sources.ts';
import type { LucideIcon } from 'lucide-react';
import { SvgIcon, type IconData } from '../../site/components/svg-icon.tsx';
import { iconLoaders } from '../../site/components/icon-loaders.ts';
import { Icon, loadedIcons, loadIcons } from '../../site/components/icon.tsx';
import type { IconName } from '../../site/content-types.ts';

/** Every lucide icon module site code imports, statically or through the content icon table. */
async function importedIconModules(): Promise<string[]> {
  const names = new Set<string>();
  for (const file of await sourceFiles()) {
    for (const m of (await readFile(file, 'utf8')).matchAll(/['"]lucide-react\/icons\/([a-z0-9-]+)['"]/g)) names.add(m[1]!);
  }
  return [...names].sort();
}

type IconModule = { default: LucideIcon; __iconData?: IconData };
const iconModuleOf = (name: string) => import(`lucide-react/icons/${name}`) as Promise<IconModule>;
// lucide-react marks its SVGs with its own classes; everything else must be the same.
const withoutClass = (html: string) => html.replace(/ class="[^"]*"/g, '');

describe('icons drawn from lucide shape data', () => {
  it('every lucide icon module the site imports exports its shapes, under the name of the module', async () => {
    const names = await importedIconModules();
    expect(names.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const name of names) {
      const data = (await iconModuleOf(name)).__iconData;
      if (!Array.isArray(data?.node) || data.node.length === 0 || data.name !== name) wrong.push(`${name}: ${data ? `named ${data.name}` : 'no __iconData (an alias module? import the icon it stands for)'}`);
    }
    expect(wrong).toEqual([]);
  });

  it('draws exactly the SVG lucide-react draws for the same icon and size, for every icon the site uses', async () => {
    const differ: string[] = [];
    for (const name of await importedIconModules()) {
      const module = await iconModuleOf(name);
      const ours = renderToStaticMarkup(<SvgIcon icon={module.__iconData!} size={18} />);
      const lucide = renderToStaticMarkup(createElement(module.default, { size: 18, 'aria-hidden': 'true' }));
      if (ours !== withoutClass(lucide)) differ.push(`${name}:\n  ours   ${ours}\n  lucide ${withoutClass(lucide)}`);
    }
    expect(differ).toEqual([]);
  });

  it('is hidden from screen readers and keeps the class it is given', () => {
    const html = renderToStaticMarkup(<SvgIcon icon={{ name: 'dot', node: [['circle', { cx: '12', cy: '12', r: '1' }]] }} className="a b" />);
    expect(html).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="a b" aria-hidden="true"><circle cx="12" cy="12" r="1"></circle></svg>');
  });

  it('gives the pre-renderer the shapes of the loaded icons it names, to embed in the page, and nothing for others', async () => {
    await loadIcons(['wrench', 'trash-2']);
    const icons = loadedIcons(['wrench', 'trash-2', 'not-an-icon', 'zap']);
    expect(Object.keys(icons).sort()).toEqual(['trash-2', 'wrench']);
    expect(icons.wrench).toBe((await iconModuleOf('wrench')).__iconData);
    expect(icons['trash-2']).toBe((await iconModuleOf('trash')).__iconData);
  });

  it('loads a content icon that lucide keeps only as an alias from the icon it stands for', async () => {
    expect(Object.keys(iconLoaders)).toContain('trash-2');
    await loadIcons(['trash-2', 'wrench']);
    const html = renderToStaticMarkup(<Icon name={'trash-2' as IconName} size={20} />);
    expect(html).toContain('data-icon="trash-2"');
    const lucideProps = { size: 20, 'aria-hidden': 'true', focusable: 'false', 'data-icon': 'trash-2' } as Record<string, unknown>;
    expect(withoutClass(html)).toBe(withoutClass(renderToStaticMarkup(createElement((await iconModuleOf('trash-2')).default, lucideProps))));
  });
});
