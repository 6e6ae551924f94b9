import { describe, expect, it } from 'vitest';
import { formatReport, pickMutations, runMutations } from '../mutation/mutations.ts';

/**
 * A small sample of the validator's mutation test (the full run is `npm run mutation`, 200 edits): seeded random
 * single breaking edits of data/, each of which must be reported on the edited line (see tests/mutation/mutations.ts).
 */
describe('validator mutation sample', () => {
  it('reports every sampled breaking edit on the edited line', { timeout: 600_000 }, async () => {
    const { mutations } = await pickMutations(40, 4242);
    expect(mutations.length).toBe(40);
    const report = await runMutations(mutations);
    const summary = formatReport(report);
    console.log(summary);
    expect(report.counted).toBeGreaterThanOrEqual(30);
    expect(report.met, summary).toBe(report.counted);
  });
});
