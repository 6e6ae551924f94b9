import { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { driveWorker, makeBodiesAtOnce, pageQueue, renderAll, type RenderedBatch, type RenderMessage, type RenderSetup, type StartedWorker } from '../../pipeline/render-pool.ts';
import { pageJob, type PageDone, type PageJob, type PageShared } from '../../pipeline/render-pages.ts';
import { createStaging, type Staging } from '../../pipeline/write.ts';
import { KeyValueCache } from '../../pipeline/key-value-cache.ts';
import type { RouteEntry } from '../../site/routes.ts';
import { prng } from '../bench/synthetic-content.ts';

describe('pageQueue', () => {
  it('gives the front of the route table one page at a time in order, and batches from the back', () => {
    const queue = pageQueue(10);
    expect([queue.front(), queue.front()]).toEqual([0, 1]);
    expect(queue.back(3)).toEqual([9, 8, 7]);
    expect(queue.front()).toBe(2);
  });

  it('stops both ends where they meet: a short last batch, then nothing', () => {
    const queue = pageQueue(5);
    expect(queue.back(3)).toEqual([4, 3, 2]);
    expect(queue.front()).toBe(0);
    expect(queue.back(3)).toEqual([1]);
    expect(queue.front()).toBeUndefined();
    expect(queue.back(3)).toEqual([]);
  });

  it('gives the back a page handed back from the front before any other', () => {
    const queue = pageQueue(10);
    expect([queue.front(), queue.front()]).toEqual([0, 1]);
    queue.defer(1);
    expect(queue.back(3)).toEqual([1, 9, 8]);
    expect(queue.back(1)).toEqual([7]);
  });

  it('hands out every page exactly once, however the threads take turns', () => {
    const rand = prng(7);
    for (const count of [0, 1, 2, 17, 4043]) {
      const queue = pageQueue(count);
      const taken: number[] = [];
      for (;;) {
        const got = rand() < 0.5 ? [queue.front()].filter((i) => i !== undefined) : queue.back(1 + Math.floor(rand() * 16));
        // Either end coming back empty means the ends have met.
        if (got.length === 0) break;
        taken.push(...got);
      }
      expect(taken.sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, i) => i));
    }
  });
});

/** A stand-in for a render worker thread: records what it is sent, and answers or exits when the test says. */
class FakeWorker extends EventEmitter {
  sent: RenderMessage[] = [];
  postMessage(message: RenderMessage): void {
    this.sent.push(message);
  }
  async terminate(): Promise<number> {
    this.emit('exit', 1);
    return 1;
  }
  /** Answers the batch it was sent `n`th (counting from 0, setup included) as rendered. */
  answer(n: number, made: [string, string][] = []): void {
    const batch = this.sent[n] as { indexes: number[] };
    const answer: RenderedBatch = { indexes: batch.indexes, done: batch.indexes.map((i) => ({ path: `/p${i}`, entry: `k${i}`, files: [], bytes: 1, reused: false })), kept: [], made };
    this.emit('message', answer);
  }
}

function drive(count: number, made: (key: string, html: string) => void = () => {}) {
  const fake = new FakeWorker();
  const queue = pageQueue(count);
  let ownDone = false;
  const pages: PageDone[] = new Array(count);
  const setup = { deferred: [] } as unknown as RenderSetup;
  const job = (index: number) => ({ route: { path: `/p${index}` }, files: [], sharedKey: 'k', cached: undefined }) as unknown as PageJob;
  const driven = driveWorker(fake as unknown as Worker, setup, queue.back, () => ownDone, job, pages, { addKept: () => {} } as unknown as Staging, made);
  return { fake, queue, pages, driven, finishOwn: () => { ownDone = true; } };
}

describe('driveWorker', () => {
  it('sends the setup and two batches at once, so the worker always has the next batch while it renders one', () => {
    const { fake } = drive(40);
    expect(fake.sent.map((m) => (m && 'setup' in m ? 'setup' : m && 'indexes' in m ? m.indexes.length : m))).toEqual(['setup', 16, 16]);
  });

  it('waits, once the queue is empty, for a page this thread hands back, and says there are no more only when this thread is done', async () => {
    const { fake, queue, pages, driven, finishOwn } = drive(40);
    // The worker has pages 39..24 and 23..8; this thread takes the rest from the front.
    const own = Array.from({ length: 8 }, () => queue.front());
    expect(own).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(queue.front()).toBeUndefined();
    fake.answer(1);
    fake.answer(2);
    // Nothing left to take, but this thread may still hand pages back: the worker is not told to stop.
    expect(fake.sent).toHaveLength(3);
    queue.defer(1);
    driven.wake();
    expect(fake.sent[3]).toMatchObject({ indexes: [1] });
    fake.answer(3);
    expect(fake.sent).toHaveLength(4);
    finishOwn();
    driven.wake();
    expect(fake.sent[4]).toBeNull();
    await driven.finished;
    expect(Object.keys(pages).map(Number)).toEqual([1, ...Array.from({ length: 32 }, (_, i) => i + 8)]);
    expect(driven.rendered()).toBe(33);
  });

  it('fails, rather than leaving the build waiting, when the worker ends while it waits for a page', async () => {
    const { fake, driven } = drive(20);
    fake.answer(1);
    fake.answer(2);
    fake.emit('exit', 0);
    await expect(driven.finished).rejects.toThrow(/render worker exited with 0 before it finished/);
  });

  it('sends a lead of batches at once when asked, for a while this thread will not answer, and never more pages than there are', () => {
    const { fake, driven } = drive(100);
    driven.lead(40);
    const sizes = () => fake.sent.map((m) => (m && 'setup' in m ? 'setup' : m && 'indexes' in m ? m.indexes.length : m));
    expect(sizes()).toEqual(['setup', 16, 16, 16, 16, 16]);
    driven.lead(1000);
    expect(sizes()).toEqual(['setup', 16, 16, 16, 16, 16, 16, 4]);
  });

  it('gives the Markdown cache the HTML of the bodies the worker made', () => {
    const made: [string, string][] = [];
    const { fake } = drive(40, (key, html) => made.push([key, html]));
    fake.answer(1, [['k9', '<p>Gutters.</p>']]);
    expect(made).toEqual([['k9', '<p>Gutters.</p>']]);
  });
});

describe('makeBodiesAtOnce', () => {
  const startedWorker = (gone: boolean) => {
    const fake = new FakeWorker();
    return { fake, started: { worker: fake as unknown as Worker, listing: Promise.resolve(undefined), gone: () => gone } satisfies StartedWorker };
  };

  it('tells the first worker still running to make the bodies left for the render step', () => {
    const [ended, first, second] = [startedWorker(true), startedWorker(false), startedWorker(false)];
    makeBodiesAtOnce([ended.started, first.started, second.started], [['k9', '## Gutters']]);
    expect([ended.fake.sent, first.fake.sent, second.fake.sent]).toEqual([[], [{ make: [['k9', '## Gutters']] }], []]);
  });

  it('sends nothing when no body was left', () => {
    const only = startedWorker(false);
    makeBodiesAtOnce([only.started], []);
    expect(only.fake.sent).toEqual([]);
  });
});

describe('renderAll', () => {
  it("does this thread's other work before its first page", async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), 'render-all-'));
    try {
      const order: string[] = [];
      const meta = { title: 'FAQ', description: 'd', canonical: '/faq', indexable: true, breadcrumbs: [] };
      const job = (i: number) => {
        order.push(`page ${i}`);
        return pageJob({ path: `/faq${i}`, page: 'faq', props: { faq: { categories: [] } }, meta } as unknown as RouteEntry, [`faq${i}/index.html`], 'k', undefined);
      };
      const site = { baseUrl: 'https://example.com' };
      const shared = { site, navigation: {}, assets: { faq: { scripts: [], styles: [] } }, noindex: false, jsonLd: { site, team: {}, services: [] } } as unknown as PageShared;
      const staging = await createStaging(path.join(work, 'out'));
      const cache = await KeyValueCache.open(path.join(work, 'markdown.kv'));
      const done = await renderAll({
        count: 2, job, shared, render: async () => '<p>faq</p>', serverEntry: 'no server bundle', previousDir: path.join(work, 'out'), staging,
        bodies: { cache, deferred: [], html: () => undefined }, alongside: { work: async () => { order.push('other files'); }, lead: 0 },
      });
      expect(order).toEqual(['other files', 'page 0', 'page 1']);
      expect(done.pages.map((p) => p.path)).toEqual(['/faq0', '/faq1']);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
