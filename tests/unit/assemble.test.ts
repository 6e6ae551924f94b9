import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureData } from '../fixture-content.ts';
import path from 'node:path';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { assembleContent, type ContentFile } from '../../pipeline/content/assemble.ts';
import type { Message } from '../../pipeline/messages/messages.ts';
import type { SiteContent } from '../../site/content-types.ts';
import { routeTable } from '../../site/routes.ts';
import { renderBodiesInline, root } from './fixture-harness.ts';

let valid: ContentFile[];
let messages: Message[];
/** The frozen content as the build assembles it, with the Markdown bodies rendered. */
let content: SiteContent;

beforeAll(async () => {
  const checked = await checkContent(fixtureData, root, root);
  valid = checked.value.valid;
  messages = checked.messages;
  content = assembleContent(valid, await renderBodiesInline(checked.value.valid));
});

describe('the frozen content (tests/fixtures/site)', () => {
  // Every other test of the fixture assumes clean content: a message here would make their failures misleading.
  it('validates with no errors and no warnings', () => {
    expect(messages.map((m) => `${m.file}:${m.line} ${m.rule} ${m.message}`)).toEqual([]);
  });

  it('business facts are filled into other text: no {placeholder} is left in the assembled content', () => {
    const everything = JSON.stringify({ ...content, site: undefined });
    // The scan must see the bodies and the lists, or it would pass on nothing.
    expect(everything.length).toBeGreaterThan(100_000);
    expect(everything).not.toMatch(/\{[a-zA-Z]+(\.[a-zA-Z]+)*\}/);
  });

  it('every route has a title, a description and keywords of its own or the site-wide ones', () => {
    const routes = routeTable(content);
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      expect(route.meta.title, route.path).not.toBe('');
      expect(route.meta.description, route.path).not.toBe('');
      expect(route.meta.keywords?.length ?? 0, route.path).toBeGreaterThan(0);
    }
  });
});

describe('the directory\'s views as pages of their own', () => {
  it('gives every subcategory and category with services a page listing just those, in the sitemap, under the trail to its category', () => {
    const routes = routeTable(content);
    const views = routes.filter((r) => r.path.startsWith('/service-directory/'));
    const slugs = new Set([...content.subcategories.map((s) => s.slug), ...content.services.map((s) => s.categorySlug)]);
    const withServices = [...slugs].filter((slug) => content.services.some((s) => s.subcategory === slug || s.categorySlug === slug));
    expect(views.map((r) => r.path).sort()).toEqual(withServices.map((slug) => `/service-directory/${slug}`).sort());
    const faucets = views.find((r) => r.path === '/service-directory/faucet-sink-services')!;
    expect(faucets.meta).toMatchObject({ indexable: true, canonical: '/service-directory/faucet-sink-services', breadcrumbs: [
      { name: 'Home', path: '/' }, { name: 'Services', path: '/services' }, { name: 'Plumbing', path: '/services/plumbing' }, { name: 'Faucet & Sink Services', path: '/service-directory/faucet-sink-services' },
    ] });
    expect(faucets.meta.title).toMatch(/^Faucet & Sink Services \| /);
    const props = faucets.props as { services: { subcategory: string }[]; only?: string };
    expect(props.only).toBe('faucet-sink-services');
    expect(props.services.length).toBeGreaterThan(0);
    expect(props.services.every((s) => s.subcategory === 'faucet-sink-services')).toBe(true);
  });

  it('links every category page\'s cards to those pages', () => {
    const routes = new Set(routeTable(content).map((r) => r.path));
    const cards = routeTable(content).flatMap((r) => (r.page === 'category' ? (r.props as { cards: { subcategory: string }[] }).cards : []));
    expect(cards.length).toBeGreaterThan(50);
    for (const card of cards) expect(routes.has(`/service-directory/${card.subcategory}`), card.subcategory).toBe(true);
  });
});

/** The shipped files with these posts added: copies of a shipped post under new ids and dates. */
function withPosts(posts: { id: string; date: string }[]): ContentFile[] {
  const model = valid.find((f) => f.kind.kind === 'post')!;
  const added = posts.map(({ id, date }) => ({ ...model, file: `data/posts/${id}.md`, relativePath: `posts/${id}.md`, data: { ...(model.data as object), date } }));
  return [...valid, ...added];
}

/** Every Markdown file's HTML, as the build would give it. */
const bodies = (files: readonly ContentFile[]) => new Map(files.filter((f) => f.kind.kind === 'post' || f.kind.kind === 'page').map((f) => [f.file, `<p>${f.file}</p>`]));

describe('assembleContent', () => {
  it('orders posts newest first, and posts of the same date by id, digits before letters', () => {
    const files = withPosts([
      { id: 'zz-b', date: '2099-01-02' }, { id: 'zz-a', date: '2099-01-02' }, { id: 'zz-9', date: '2099-01-02' },
      { id: 'zz-10', date: '2099-01-02' }, { id: 'zz-new', date: '2099-12-31' }, { id: 'zz-old', date: '2099-01-01' },
    ]);
    const ids = assembleContent(files, bodies(files)).posts.map((p) => p.id);
    expect(ids.slice(0, 6)).toEqual(['zz-new', 'zz-10', 'zz-9', 'zz-a', 'zz-b', 'zz-old']);
    // Then the shipped posts, newest first.
    const dates = assembleContent(files, bodies(files)).posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('orders category pages by slug', () => {
    const slugs = assembleContent(valid, bodies(valid)).categoryPages.map((p) => p.slug);
    expect(slugs).toEqual([...slugs].sort());
    expect(slugs.length).toBeGreaterThan(1);
  });
});
