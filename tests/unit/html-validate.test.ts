import { describe, expect, it } from 'vitest';
import { fixtureBuild } from './built-site.ts';
import { htmlProblems } from './site-checks.ts';

/**
 * html-validate on every .html file of the frozen content's build (the check is in site-checks.ts;
 * routine-edits.test.ts runs it on the edited frozen content).
 */
describe('HTML of the built site', () => {
  it('passes html-validate on every page', async () => {
    const { problems, checked, report } = await htmlProblems(fixtureBuild());
    expect(checked).toBeGreaterThan(10);
    if (problems.length > 0) console.log(report);
    expect(problems).toEqual([]);
  }, 120_000);
});
