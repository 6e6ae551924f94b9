import { setFlagsFromString } from 'node:v8';
import type { BuildPlan } from '../pipeline/build-site.ts';

/**
 * How far V8 lets a heap grow past what was live at its last full collection before collecting again, in percent.
 * V8's own factor (up to 4x for a heap this size) suits servers that run for days; a build keeps 100-150 MiB of
 * content live for a few seconds and turns over far more in garbage (Markdown trees, rendered pages), which under
 * the default factor piles up in every thread's heap. At 25% a 4,000-post build peaks at about 490 MiB instead of
 * 630 MiB (bundles cached; 590 instead of 730 MiB cold) and takes no measurably longer; at 10% it was slower, at 50%
 * it saved less.
 */
export const BUILD_HEAP_GROWING_PERCENT = 25;

/** The V8 flag a build sets, or none when whoever started Node chose a growing factor themselves. */
export function buildHeapFlag(execArgv: readonly string[]): string | undefined {
  return execArgv.some((arg) => /^--heap[-_]growing[-_]percent\b/.test(arg)) ? undefined : `--heap-growing-percent=${BUILD_HEAP_GROWING_PERCENT}`;
}

/**
 * A rebuild into an existing output with fewer Markdown bodies than this to render (the rest cached) keeps V8's own
 * growing factor. Such a build holds little that lives long, and the tight factor only made it collect more often:
 * with 4,000 posts and nothing changed, 1.97 s against 2.13 s (6 alternating runs), peaking at 230-238 MiB instead
 * of 189-202 MiB. A build into a new folder uses the tight factor even with its Markdown cached: it renders every
 * page, and with 30,000 services and the default factor a cold build peaked at 835 MiB instead of 615-683 MiB.
 */
export const RELAX_BELOW_MARKDOWN_TO_RENDER = 64;

/**
 * Applies the build's heap setting to this process. V8 reads the factor each time it sets a heap's next limit, so it
 * takes effect for this thread from its next collection and for every worker thread started afterwards.
 *
 * A build into a new folder is tight from the start. A rebuild into a previous output starts with V8's own factor,
 * and is made tight only once it knows it has much Markdown to render (see RELAX_BELOW_MARKDOWN_TO_RENDER): the flag
 * is part of what V8's code cache is checked against (see pipeline/code-cached-module.ts), and a render worker loads
 * the server bundle before the plan is known. Changing it then made the worker look for the cache of the start-up
 * setting, while its threads saved theirs under the final one.
 *
 * Returns what the build calls once it knows its plan.
 */
export function tuneHeapForBuild(previousOutput: boolean, execArgv: readonly string[] = process.execArgv): (plan: BuildPlan) => void {
  const flag = buildHeapFlag(execArgv);
  if (!flag) return () => {};
  if (!previousOutput) setFlagsFromString(flag);
  return (plan) => {
    if (plan.previousOutput && plan.markdownToRender >= RELAX_BELOW_MARKDOWN_TO_RENDER) setFlagsFromString(flag);
  };
}
