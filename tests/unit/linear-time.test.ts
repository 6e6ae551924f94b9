import { afterAll, describe, expect, it } from 'vitest';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { copyOfData, root } from './fixture-harness.ts';
import { appendAll } from '../../pipeline/messages/messages.ts';

/**
 * Validation time grows with the size of the content, not with its square, whatever the content holds: the worst
 * inputs found so far are files with thousands of mistakes, each a message with a position and an excerpt. Each case
 * is checked at n and 4n mistakes; time that follows the size grows about 4x (less, with the fixed cost of the rest of
 * the content), time that follows the square 16x. The bound of 8x leaves room for a busy machine.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(cleanups.map((cleanup) => cleanup()));
});

/** A copy of the frozen content with `grow(dataDir, n)` applied. */
async function contentWith(grow: (dataDir: string, n: number) => Promise<void>, n: number): Promise<{ dir: string; dataDir: string }> {
  const copy = await copyOfData();
  cleanups.push(copy.cleanup);
  await grow(copy.dataDir, n);
  return copy;
}

/** The fastest of two validations, with the number of messages. */
async function timed(copy: { dir: string; dataDir: string }): Promise<{ ms: number; messages: number }> {
  let best = Infinity;
  let messages = 0;
  for (let run = 0; run < 2; run++) {
    const started = performance.now();
    const { messages: found } = await checkContent(copy.dataDir, root, copy.dir);
    best = Math.min(best, performance.now() - started);
    messages = found.length;
  }
  return { ms: best, messages };
}

/** What each case grows, and from how many mistakes (enough that they, not the rest of the content, take the time). */
const cases: [string, number, (dataDir: string, n: number) => Promise<void>][] = [
  ['a coverage list that repeats its ZIP codes', 1500, async (dataDir, n) => {
    const towns = Array.from({ length: n }, (_, i) => `  - name: Town ${i}\n    zips: ["18901", "18902", "19020"]\n`).join('');
    await writeFile(path.join(dataDir, 'coverage.yaml'), `name: Bucks County\nstate: PA\ncities:\n${towns}`);
  }],
  ['a post whose text is full of misspelt placeholders', 8000, async (dataDir, n) => {
    const model = await readFile(path.join(dataDir, 'posts/kitchen-renovation.md'), 'utf8');
    const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(model)![0];
    const lines = Array.from({ length: n / 10 }, () => Array(10).fill('{x}').join(' ')).join('\n');
    await writeFile(path.join(dataDir, 'posts/kitchen-renovation.md'), `${frontMatter}${lines}\n`);
  }],
  ['FAQ answers in YAML full of misspelt placeholders', 2000, async (dataDir, n) => {
    const questions = Array.from({ length: n / 10 }, (_, i) => `      - question: "Question ${i}?"\n        answer: "${Array(10).fill('{phon.display}').join(' ')}"\n`).join('');
    await appendFile(path.join(dataDir, 'faq.yaml'), `  - title: Many Questions\n    questions:\n${questions}`);
  }],
];

describe('validation time follows the size of the content', () => {
  it.each(cases)('for %s', async (_what, n, grow) => {
    const small = await timed(await contentWith(grow, n));
    const large = await timed(await contentWith(grow, 4 * n));
    // Every mistake is reported, so the work did grow with the input.
    expect(large.messages).toBeGreaterThan(3 * small.messages);
    expect(small.messages).toBeGreaterThan(n / 2);
    expect(large.ms / small.ms, `${small.ms.toFixed(0)} ms at ${n}, ${large.ms.toFixed(0)} ms at ${4 * n}`).toBeLessThan(8);
  }, 120_000);
});

describe('a check with hundreds of thousands of messages', () => {
  it('collects them all: more than a function call can take as arguments (a 5 MB coverage.yaml has 260,000)', () => {
    const messages = ['first'];
    appendAll(messages, new Array<string>(300_000).fill('same'));
    expect(messages).toHaveLength(300_001);
    // What appendAll replaces, for the record: push(...) with that many items overflows the call stack.
    expect(() => [].push(...(new Array(300_000).fill(0) as never[]))).toThrow(RangeError);
  });
});
