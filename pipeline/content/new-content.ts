import { isMap, isSeq, parseDocument, type YAMLMap } from 'yaml';
import { fileSlug } from './content-kinds.ts';
import { categorySlugFromName } from '../../site/lib/category-slug.ts';

/**
 * Starter files for `npm run new`: a blog post, a service added to a category's file, or a new category (its services
 * file and its page). Each is valid as written (so `validate` passes at once) and says in its own text what the editor
 * should replace; `validate --launch` refuses to publish those texts.
 */

/** `"Spring Gutter Care!"` -> `spring-gutter-care`: the file name, and so the page's address. */
export function slugOf(title: string): string {
  return fileSlug(title.replace(/&/g, ' and '));
}

/** What the starter files say for the editor to replace; `--launch` refuses to publish it (launch-drafting-notes.ts). */
export const STARTER_TEXTS = {
  excerpt: 'One or two sentences that make a homeowner want to read this post; shown on the blog card.',
  body: 'Write the post here, in Markdown.',
  description: 'One or two sentences about what the homeowner gets from this service.',
  features: ['First point, shown on the category page', 'Second point, shown on the category page', 'Third point, shown on the category page'],
  serviceName: 'Name of the first service',
  seoDescription: 'What search results show for this page: one or two sentences, 120 to 160 characters, about the services it lists.',
  heroText: 'One sentence under the heading that says what this category covers.',
  intro: 'A paragraph or two about this category: what the team does, for whom, and why homeowners choose it.',
  cardDescription: 'One sentence about the services of this subcategory, shown on its card.',
  faqQuestion: 'A question homeowners ask about this category?',
  faqAnswer: 'Its answer, in one short paragraph.',
  ctaText: 'One sentence that asks the visitor to call or request a quote.',
};

/** Every starter text, for the launch check that refuses to publish them. */
export const STARTER_TEXT_LIST: readonly string[] = Object.values(STARTER_TEXTS).flat();

export interface PostDefaults { today: string; category: string; author: string; image: string }

export function newPost(title: string, d: PostDefaults): string {
  const q = (text: string) => JSON.stringify(text);
  return [
    '---',
    `title: ${q(title)}`,
    `excerpt: ${q(STARTER_TEXTS.excerpt)}`,
    `image: ${d.image}`,
    `author: ${q(d.author)}`,
    `date: ${d.today}`,
    `category: ${q(d.category)}`,
    'readTime: 3 min read',
    '---',
    `${STARTER_TEXTS.body} Start a section with \`## A heading\`, make a list with \`- \` at the start of`,
    'each line, and link to a page of the site with `[the text](/services/plumbing)`.',
    '',
  ].join('\n');
}

export interface NewService { text: string; id: string; line: number }

/**
 * Appends a service to a services file's text. Its id continues the file's numbering (plumbing-41 after
 * plumbing-40); its subcategory and image are the last service's, which the editor may change.
 */
export function addService(source: string, name: string): NewService | { problem: string } {
  const doc = parseDocument(source);
  const services = doc.get('services');
  if (!isSeq(services) || !isMap(services.items.at(-1))) return { problem: 'has no services list to add to' };
  const maps = services.items.filter(isMap) as YAMLMap[];
  if (maps.some((s) => String(s.get('name')).toLowerCase() === name.toLowerCase())) return { problem: `already has a service named "${name}"` };
  const last = maps.at(-1)!;
  const id = nextId(maps.map((s) => String(s.get('id'))));
  // The time as the catalogue writes it, on one line: { from: 1, to: 2, unit: hours }.
  const timeEstimate = doc.createNode({ from: 1, to: 2, unit: 'hours' });
  timeEstimate.flow = true;
  services.items.push(doc.createNode({
    id,
    name,
    description: STARTER_TEXTS.description,
    subcategory: last.get('subcategory'),
    image: last.get('image'),
    features: STARTER_TEXTS.features,
    popular: false,
    // "Call for a price" until the editor writes one, and the catalogue's usual time, to be corrected.
    price: 'call',
    timeEstimate,
  }));
  const text = doc.toString({ lineWidth: 0 });
  return { text, id, line: text.split('\n').findIndex((l) => l.includes(`id: ${id}`)) + 1 };
}

/** The id after the file's highest numbered one, same prefix and width: plumbing-09 -> plumbing-10. */
function nextId(ids: string[]): string {
  let best: { prefix: string; n: number; width: number } | undefined;
  for (const id of ids) {
    const m = /^(.*?)(\d+)$/.exec(id);
    if (m && (!best || Number(m[2]) > best.n)) best = { prefix: m[1]!, n: Number(m[2]), width: m[2]!.length };
  }
  if (!best) return `${ids[0] ?? 'service'}-2`;
  return `${best.prefix}${String(best.n + 1).padStart(best.width, '0')}`;
}

/** `"Gutters & Downspouts"` -> `gutters-downspouts`: a new category's file names and page address. */
export function categorySlugOf(name: string): string {
  return categorySlugFromName(name.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''));
}

export interface CategoryDefaults { serviceImage: string; heroImage: string }

export interface NewCategory { slug: string; services: string; page: string }

/**
 * A new category: its services file (one subcategory with one service) and its page at /services/<slug>, which lists
 * it. The slug is made from the name as the menus make it from a label (site/lib/category-slug.ts, accents dropped),
 * so a menu entry of the same words leads to the page.
 */
export function newCategory(name: string, d: CategoryDefaults): NewCategory | { problem: string } {
  const slug = categorySlugOf(name);
  if (!slug) return { problem: `"${name}" has no letters or digits to make the page's address from` };
  const q = (text: string) => JSON.stringify(text);
  const subcategory = `${slug}-services`;
  const services = [
    '# yaml-language-server: $schema=../../schema/services.schema.json',
    `category: ${q(name)}`,
    'subcategories:',
    `  - slug: ${subcategory}`,
    `    name: ${q(name)}`,
    'services:',
    `  - id: ${slug}-01`,
    `    name: ${q(STARTER_TEXTS.serviceName)}`,
    `    description: ${q(STARTER_TEXTS.description)}`,
    `    subcategory: ${subcategory}`,
    `    image: ${d.serviceImage}`,
    '    features:',
    ...STARTER_TEXTS.features.map((f) => `      - ${q(f)}`),
    '    popular: false',
    '    price: call',
    '    timeEstimate: { from: 1, to: 2, unit: hours }',
    '',
  ].join('\n');
  const page = [
    '# yaml-language-server: $schema=../../schema/category-page.schema.json',
    `slug: ${slug}`,
    `name: ${q(name)}`,
    `category: ${q(name)}`,
    'comingSoon: false',
    'seo:',
    `  title: ${q(`${name} | {shortName}`)}`,
    `  description: ${q(STARTER_TEXTS.seoDescription)}`,
    'hero:',
    `  headline: ${q(name)}`,
    `  text: ${q(STARTER_TEXTS.heroText)}`,
    `  image: ${d.heroImage}`,
    'intro:',
    `  title: ${q('What We Do')}`,
    '  paragraphs:',
    `    - ${q(STARTER_TEXTS.intro)}`,
    'quote: external',
    'countLabel: short',
    'cards:',
    `  - subcategory: ${subcategory}`,
    `    title: ${q(name)}`,
    `    description: ${q(STARTER_TEXTS.cardDescription)}`,
    '    icon: wrench',
    'faqs:',
    `  - question: ${q(STARTER_TEXTS.faqQuestion)}`,
    `    answer: ${q(STARTER_TEXTS.faqAnswer)}`,
    'cta:',
    `  title: ${q('Ready to Get Started?')}`,
    `  text: ${q(STARTER_TEXTS.ctaText)}`,
    '',
  ].join('\n');
  return { slug, services, page };
}
