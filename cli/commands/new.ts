import path from 'node:path';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { formatReport, shouldColor } from '../../pipeline/messages/report.ts';
import { addService, categorySlugOf, newCategory, newPost, slugOf } from '../../pipeline/content/new-content.ts';
import { projectRoot } from '../project-root.ts';
import { failed } from './validate.ts';

interface NewOptions { data: string }

/**
 * `new post "Title"`, `new service <category> "Name"` and `new category "Name"`: write a valid starter, print where,
 * then check it.
 */
export function registerNew(program: Command): void {
  program
    .command('new')
    .description('start a new blog post (new post "Title"), service (new service <category> "Name") or category (new category "Name")')
    .argument('<kind>', 'post, service or category')
    .argument('<args...>', 'the title of a post; the category file (e.g. plumbing) and the name of a service; the name of a category')
    .option('--data <dir>', 'content folder', 'data')
    .action(async (kind: string, args: string[], options: NewOptions) => {
      const written = kind === 'post' && args.length === 1 ? await writePost(options.data, args[0]!)
        : kind === 'service' && args.length === 2 ? await writeService(options.data, args[0]!, args[1]!)
        : kind === 'category' && args.length === 1 ? await writeCategory(options.data, args[0]!)
        : usage(kind);
      if (!written) { process.exitCode = 1; return; }
      for (const where of written.where) console.log(`wrote ${where}`);
      console.log(written.next);
      // The file is valid as written; say so only after checking, with the same words as validate if it is not.
      const { messages } = await checkContent(options.data, projectRoot);
      const mine = messages.filter((m) => written.files.some((file) => path.resolve(m.file) === path.resolve(file)));
      if (mine.length) process.stdout.write(formatReport(mine, 'pretty', shouldColor(process.stdout)));
      if (failed(mine, false)) process.exitCode = 1;
    });
}

interface Written { files: string[]; where: string[]; next: string }

function usage(kind: string): undefined {
  console.error(['post', 'service', 'category'].includes(kind)
    ? `usage: npm run new -- post "Title"   or   npm run new -- service <category> "Name"   or   npm run new -- category "Name"`
    : `"${kind}" is not something new can start; use post, service or category`);
  return undefined;
}

async function writePost(dataDir: string, title: string): Promise<Written | undefined> {
  const slug = slugOf(title);
  if (!slug) { console.error(`"${title}" has no letters or digits to make a file name from`); return undefined; }
  const file = path.join(dataDir, 'posts', `${slug}.md`);
  if (existsSync(file)) { console.error(`${file} already exists; choose another title or edit that post`); return undefined; }
  const { value } = await checkContent(dataDir, projectRoot);
  const blog = value.valid.find((f) => f.kind.kind === 'blog')?.data as { categories: string[] } | undefined;
  const posts = value.valid.filter((f) => f.kind.kind === 'post').map((f) => f.data as { date: string; author: string; image: string });
  const latest = posts.sort((a, b) => b.date.localeCompare(a.date))[0];
  await writeFile(file, newPost(title, {
    today: new Date().toISOString().slice(0, 10),
    category: blog?.categories[0] ?? 'Maintenance',
    author: latest?.author ?? 'Our team',
    image: latest?.image ?? '/images/blog/placeholder.svg',
  }));
  return { files: [file], where: [`${file}:1:1`], next: `The post will be at /blog/${slug}. Set its excerpt, image, author and category, then write it below the second --- line.` };
}

async function writeService(dataDir: string, category: string, name: string): Promise<Written | undefined> {
  const file = path.join(dataDir, 'services', `${slugOf(category)}.yaml`);
  if (!existsSync(file)) { console.error(`${file} does not exist; the category is the name of a file in ${path.join(dataDir, 'services')}, e.g. plumbing`); return undefined; }
  const added = addService(await readFile(file, 'utf8'), name);
  if ('problem' in added) { console.error(`${file} ${added.problem}`); return undefined; }
  await writeFile(file, added.text);
  return { files: [file], where: [`${file}:${added.line}:1`], next: `Added service ${added.id}. Set its description, subcategory, features, price and time estimate.` };
}

async function writeCategory(dataDir: string, name: string): Promise<Written | undefined> {
  const slug = categorySlugOf(name);
  // The same name in other capitals or spacing is the same category (it would have the same address).
  const { value } = await checkContent(dataDir, projectRoot);
  const taken = value.content.files.find((f) => {
    const category = (f.data as { category?: unknown } | undefined)?.category;
    return f.kind.kind === 'services' && typeof category === 'string' && categorySlugOf(category) === slug;
  });
  if (slug && taken) { console.error(`${taken.file} already holds this category; add services to it with: npm run new -- service ${path.basename(taken.file, '.yaml')} "Name"`); return undefined; }
  // The category's own picture when the editor has added it already, else the site's fallback pictures.
  const own = `/images/categories/${slug}.svg`;
  const exists = (image: string) => existsSync(path.join(dataDir, image));
  const picture = (fallback: string) => (exists(own) ? own : fallback);
  const category = newCategory(name, { serviceImage: picture('/images/fallback/service.svg'), heroImage: picture('/images/fallback/hero.svg') });
  if ('problem' in category) { console.error(category.problem); return undefined; }
  const servicesFile = path.join(dataDir, 'services', `${slug}.yaml`);
  const pageFile = path.join(dataDir, 'categories', `${slug}.yaml`);
  const existing = [servicesFile, pageFile].find((f) => existsSync(f));
  if (existing) { console.error(`${existing} already exists; choose another name or edit that file`); return undefined; }
  await writeFile(servicesFile, category.services);
  await writeFile(pageFile, category.page);
  const href = `/services/${slug}`;
  return {
    files: [servicesFile, pageFile],
    where: [`${servicesFile}:1:1`, `${pageFile}:1:1`],
    next: [
      `The page will be at ${href}. Replace the starter texts in both files (validate --launch lists any that are left),`,
      `and add services with: npm run new -- service ${slug} "Name".${exists(own) ? '' : ` Its picture goes in ${path.join(dataDir, own)}; then write that path in both files.`}`,
      `Then add the category to the menus in ${path.join(dataDir, 'navigation.yaml')}, as the line`,
      `  - { label: ${JSON.stringify(name)}, href: ${href} }`,
      'under megaMenu, under the items of a group in mobileGroups, and (if it belongs there) under footer: services.',
      `To show it on the home page too, add it to a tile's items in ${path.join(dataDir, 'home.yaml')} (services: tiles).`,
    ].join('\n'),
  };
}
