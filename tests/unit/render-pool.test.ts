import { describe, expect, it } from 'vitest';
import { pageQueue } from '../../pipeline/render-pool.ts';
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
