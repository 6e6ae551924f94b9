import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureData } from '../fixture-content.ts';
import path from 'node:path';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { assembleContent, type ContentFile } from '../../pipeline/content/assemble.ts';
import { root } from './fixture-harness.ts';

let valid: ContentFile[];

beforeAll(async () => {
  const checked = await checkContent(fixtureData, root, root);
  valid = checked.value.valid;
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
