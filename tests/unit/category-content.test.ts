import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { assembleContent } from '../../pipeline/content/assemble.ts';
import { routeTable } from '../../site/routes.ts';
import type { SiteContent } from '../../site/content-types.ts';
import type { Message } from '../../pipeline/messages/messages.ts';
import { copyOfData, editFile, renderBodiesInline, root } from './fixture-harness.ts';

/**
 * Issue 44: the launch content is not the limit. An editor adds a category with data alone (a services file, a
 * category page, menu entries), beyond the 20 the site launched with, and no code changes.
 */

/** A services file as an editor would write it, with one subcategory and one service. */
const servicesFile = (name: string, slug: string) => `category: ${JSON.stringify(name)}
subcategories:
  - slug: ${slug}-repairs
    name: ${JSON.stringify(`${name} Repairs`)}
services:
  - id: ${slug}-01
    name: ${JSON.stringify(`${name} Repair Visit`)}
    description: "We inspect the problem, explain the fix and the price, and repair it on the same visit."
    subcategory: ${slug}-repairs
    image: /images/fallback/service.svg
    features:
      - "Upfront price before work starts"
    popular: false
    price: { from: 120 }
    timeEstimate: { from: 1, to: 2, unit: hours }
`;

/** Its category page, with a single FAQ. */
const pageFile = (name: string, slug: string) => `slug: ${slug}
name: ${JSON.stringify(name)}
category: ${JSON.stringify(name)}
comingSoon: false
seo:
  title: ${JSON.stringify(`${name} | {shortName}`)}
  description: "Local ${name.toLowerCase()} repairs with upfront prices, tidy work and a satisfaction guarantee from the same team that answers the phone."
hero:
  headline: ${JSON.stringify(name)}
  text: "Repairs done right the first time, by our own local team."
  image: /images/fallback/hero.svg
intro:
  title: "What We Do"
  paragraphs:
    - "We repair what wears out, and tell you plainly what it costs before we start."
quote: external
countLabel: short
cards:
  - subcategory: ${slug}-repairs
    title: ${JSON.stringify(`${name} Repairs`)}
    description: "Repairs of every size, quoted before we start."
    icon: wrench
faqs:
  - question: "How soon can you come?"
    answer: "Usually within two business days; call {phone.display} to book."
cta:
  title: "Ready to Get Started?"
  text: "Call us or request a quote today."
`;

const NEW = [['Gutters', 'gutters'], ['Roofing', 'roofing'], ['Decks & Patios', 'decks-patios'], ['Appliance Repair', 'appliance-repair'], ['Window Cleaning', 'window-cleaning'], ['Pest Control', 'pest-control']] as const;

let copy: Awaited<ReturnType<typeof copyOfData>>;
let messages: Message[];
let content: SiteContent;

beforeAll(async () => {
  copy = await copyOfData();
  for (const [name, slug] of NEW) {
    await writeFile(path.join(copy.dataDir, `services/${slug}.yaml`), servicesFile(name, slug));
    await writeFile(path.join(copy.dataDir, `categories/${slug}.yaml`), pageFile(name, slug));
  }
  // 26 mega menu entries, some by label alone (the address is made from it), one with its href; a new mobile group.
  await editFile(path.join(copy.dataDir, 'navigation.yaml'), (text) => text
    .replace('more:\n', `${NEW.map(([name, slug]) => (slug === 'window-cleaning' ? `  - { label: ${JSON.stringify(name)}, href: /services/${slug} }\n` : `  - label: ${JSON.stringify(name)}\n`)).join('')}more:\n`)
    .replace('footer:\n', `  - title: New Services\n    items:\n${NEW.map(([name]) => `      - { label: ${JSON.stringify(name)} }\n`).join('')}footer:\n`));
  const checked = await checkContent(copy.dataDir, root, copy.dir);
  messages = checked.messages;
  content = assembleContent(checked.value.valid, await renderBodiesInline(checked.value.valid));
});
afterAll(async () => { await copy.cleanup(); });

describe('categories added in data alone', () => {
  it('validate with no errors and no warnings, 26 in the mega menu', () => {
    expect(messages.map((m) => `${m.file}:${m.line} ${m.rule} ${m.message}`)).toEqual([]);
    expect(content.navigation.megaMenu).toHaveLength(26);
  });

  it('join the catalogue with their own address, from their page', () => {
    const gutters = content.services.filter((s) => s.category === 'Gutters');
    expect(gutters.map((s) => [s.id, s.categorySlug])).toEqual([['gutters-01', 'gutters']]);
    expect(content.subcategories.filter((s) => s.category === 'Decks & Patios').map((s) => s.slug)).toEqual(['decks-patios-repairs']);
  });

  it('each get a page at /services/<slug> with its card and its one FAQ, and a place in the directory', () => {
    const routes = routeTable(content);
    const page = routes.find((r) => r.path === '/services/decks-patios');
    expect(page?.page).toBe('category');
    const props = page?.page === 'category' ? page.props : undefined;
    expect(props?.cards.map((c) => [c.title, c.count])).toEqual([['Decks & Patios Repairs', 1]]);
    expect(props?.page.faqs).toHaveLength(1);
    const directory = routes.find((r) => r.path === '/services');
    const categories = directory?.page === 'directory' ? directory.props.categories : [];
    expect(categories).toHaveLength(17 + NEW.length);
    expect(categories).toContainEqual({ name: 'Decks & Patios', slug: 'decks-patios', page: true });
  });
});
