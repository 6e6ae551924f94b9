import { afterEach, describe, expect, it } from 'vitest';
import path from 'node:path';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { buildSite, type BuildSummary } from '../../pipeline/build.ts';
import { sortMessages, type Message } from '../../pipeline/messages/messages.ts';
import { failed } from '../../cli/commands/validate.ts';
import { copyOfData, root } from './fixture-harness.ts';
import { failsCases } from './hostile-cases.ts';
import { REFUSE_MS, expectRefused, leftovers, previousOutput, processCaseIds, snapshot } from './hostile-run.ts';

/**
 * Every `fails` case of the hostile corpus (tests/unit/hostile-cases.ts), refused in-process by what `validate` and
 * `build` call: an error at the right file, line and column with the rule id, within the time bound, no
 * exception escaping (that would be our bug), and a failed build leaving --out as it was. The few cases that must
 * run as processes, and the CLI's own output, are in hostile.test.ts.
 */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** Runs `work`, returning what it threw instead of throwing. */
async function caught<T>(work: () => Promise<T>): Promise<{ value?: T; thrown?: unknown }> {
  try {
    return { value: await work() };
  } catch (thrown) {
    return { thrown };
  }
}

const thrownText = (thrown: unknown) => (thrown instanceof Error ? thrown.stack ?? thrown.message : String(thrown));

const inProcess = failsCases.map((c, index) => [c.id, c, index] as const).filter(([id]) => !processCaseIds.includes(id));

describe('hostile content that is invalid is refused with file, line, column and rule', () => {
  it.each(inProcess)('%s', async (_id, c, index) => {
    const copy = await copyOfData();
    cleanups.push(copy.cleanup);
    await c.apply(copy.dataDir);

    const started = performance.now();
    const checked = await caught(() => checkContent(copy.dataDir, root, copy.dir));
    const ms = performance.now() - started;
    const where = `${c.what} (${ms.toFixed(0)} ms)`;
    expect(checked.thrown === undefined ? '' : thrownText(checked.thrown), `validate threw: ${where}`).toBe('');
    // In the order validate prints them, which decides the message a case is judged by when it has several.
    const messages: Message[] = sortMessages(checked.value!.messages);
    // validate's exit code is 1.
    expect(failed(messages, false), where).toBe(true);
    expectRefused(c, messages, where);
    expect(ms, `validate took ${ms.toFixed(0)} ms`).toBeLessThan(REFUSE_MS);

    if (c.build) {
      const out = path.join(copy.dir, 'out');
      await previousOutput(out, index);
      const before = snapshot(out);
      const built = await caught<BuildSummary>(() => buildSite({ root, dataDir: copy.dataDir, outDir: out, strict: false, noindex: false, log: () => {} }));
      expect(built.thrown === undefined ? '' : thrownText(built.thrown), `build threw: ${where}`).toBe('');
      expect(built.value!.ok, where).toBe(false);
      expect(built.value!.messages.some((m) => m.severity === 'error' && m.rule === c.rule), `build reports ${c.rule}`).toBe(true);
      expect(snapshot(out), 'the output folder is as it was').toEqual(before);
      expect(leftovers(copy.dir), 'no staging folder left').toEqual([]);
    }
  }, 60_000);
});
