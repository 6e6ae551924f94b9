import path from 'node:path';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { formatReport, shouldColor } from '../../pipeline/messages/report.ts';
import { addService, newPost, slugOf } from '../../pipeline/content/new-content.ts';
import { projectRoot } from '../project-root.ts';
import { failed } from './validate.ts';

interface NewOptions { data: string }

/** `new post "Title"` and `new service <category> "Name"`: write a valid starter, print where, then check it. */
export function registerNew(program: Command): void {
  program
    .command('new')
    .description('start a new blog post (new post "Title") or service (new service <category> "Name")')
    .argument('<kind>', 'post or service')
    .argument('<args...>', 'the title of a post; the category file (e.g. plumbing) and the name of a service')
    .option('--data <dir>', 'content folder', 'data')
    .action(async (kind: string, args: string[], options: NewOptions) => {
      const written = kind === 'post' && args.length === 1 ? await writePost(options.data, args[0]!)
        : kind === 'service' && args.length === 2 ? await writeService(options.data, args[0]!, args[1]!)
        : usage(kind);
      if (!written) { process.exitCode = 1; return; }
      console.log(`wrote ${written.where}`);
      console.log(written.next);
      // The file is valid as written; say so only after checking, with the same words as validate if it is not.
      const { messages } = await checkContent(options.data, projectRoot);
      const mine = messages.filter((m) => path.resolve(m.file) === path.resolve(written.file));
      if (mine.length) process.stdout.write(formatReport(mine, 'pretty', shouldColor(process.stdout)));
      if (failed(mine, false)) process.exitCode = 1;
    });
}

interface Written { file: string; where: string; next: string }

function usage(kind: string): undefined {
  console.error(kind === 'post' || kind === 'service'
    ? `usage: npm run new -- post "Title"   or   npm run new -- service <category> "Name"`
    : `"${kind}" is not something new can start; use post or service`);
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
  return { file, where: `${file}:1:1`, next: `The post will be at /blog/${slug}. Set its excerpt, image, author and category, then write it below the second --- line.` };
}

async function writeService(dataDir: string, category: string, name: string): Promise<Written | undefined> {
  const file = path.join(dataDir, 'services', `${slugOf(category)}.yaml`);
  if (!existsSync(file)) { console.error(`${file} does not exist; the category is the name of a file in ${path.join(dataDir, 'services')}, e.g. plumbing`); return undefined; }
  const added = addService(await readFile(file, 'utf8'), name);
  if ('problem' in added) { console.error(`${file} ${added.problem}`); return undefined; }
  await writeFile(file, added.text);
  return { file, where: `${file}:${added.line}:1`, next: `Added service ${added.id}. Set its description, subcategory, features, price and time estimate.` };
}
