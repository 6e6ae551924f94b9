import { spawnSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { BUILD_HEAP_GROWING_PERCENT, RELAX_BELOW_MARKDOWN_TO_RENDER, buildHeapFlag } from '../../cli/heap-settings.ts';
import type { BuildPlan } from '../../pipeline/build-site.ts';

describe('the build heap setting', () => {
  it('asks V8 to grow heaps by 25% past their live size when Node was started without a choice of its own', () => {
    expect(buildHeapFlag([])).toBe('--heap-growing-percent=25');
    expect(buildHeapFlag(['--enable-source-maps'])).toBe(`--heap-growing-percent=${BUILD_HEAP_GROWING_PERCENT}`);
  });

  it('leaves the factor alone when Node was started with one, in either spelling', () => {
    expect(buildHeapFlag(['--heap-growing-percent=50'])).toBeUndefined();
    expect(buildHeapFlag(['--heap_growing_percent=50'])).toBeUndefined();
  });

  it('is a flag this Node accepts at run time, so setting it neither throws nor is ignored as unknown', () => {
    // V8 prints "Error: unrecognized flag" to stderr (and carries on) for a flag it does not know.
    for (const flag of [buildHeapFlag([])]) {
      const run = spawnSync(process.execPath, ['-e', `require('node:v8').setFlagsFromString(${JSON.stringify(flag)})`], { encoding: 'utf8' });
      expect(run.status).toBe(0);
      expect(run.stderr).toBe('');
    }
  });

  describe('at the start, and once the build knows its plan', () => {
    /** The flags tuneHeapForBuild sets, started as Node was with `execArgv`, into a folder that holds a previous build or not, then told `plan`. */
    async function flagsSet(execArgv: string[], plan: BuildPlan): Promise<{ atStart: string[]; planned: string[] }> {
      const flags: string[] = [];
      vi.resetModules();
      vi.doMock('node:v8', () => ({ setFlagsFromString: (flag: string) => { flags.push(flag); } }));
      try {
        const { tuneHeapForBuild } = await import('../../cli/heap-settings.ts');
        const planned = tuneHeapForBuild(plan.previousOutput, execArgv);
        const atStart = flags.splice(0);
        planned(plan);
        return { atStart, planned: flags };
      } finally {
        vi.doUnmock('node:v8');
        vi.resetModules();
      }
    }
    const tight = '--heap-growing-percent=25';

    it('keeps V8 its own growing factor throughout a rebuild into a previous output with little Markdown to render', async () => {
      expect(await flagsSet([], { markdownToRender: 0, previousOutput: true })).toEqual({ atStart: [], planned: [] });
      expect(await flagsSet([], { markdownToRender: RELAX_BELOW_MARKDOWN_TO_RENDER - 1, previousOutput: true })).toEqual({ atStart: [], planned: [] });
    });

    it('makes a rebuild tight once it knows it has more Markdown to render', async () => {
      expect(await flagsSet([], { markdownToRender: RELAX_BELOW_MARKDOWN_TO_RENDER, previousOutput: true })).toEqual({ atStart: [], planned: [tight] });
    });

    it('makes a build into a new folder, whose every page is rendered, tight from the start', async () => {
      expect(await flagsSet([], { markdownToRender: 0, previousOutput: false })).toEqual({ atStart: [tight], planned: [] });
    });

    it('never overrides a factor Node was started with', async () => {
      expect(await flagsSet(['--heap-growing-percent=50'], { markdownToRender: 0, previousOutput: false })).toEqual({ atStart: [], planned: [] });
      expect(await flagsSet(['--heap-growing-percent=50'], { markdownToRender: 100, previousOutput: true })).toEqual({ atStart: [], planned: [] });
    });
  });
});

describe('the build command', () => {
  it('applies the heap setting, for a folder that holds a previous build or not, before it starts building, so every worker thread it starts inherits it', async () => {
    const calls: string[] = [];
    vi.resetModules();
    const relax = () => {};
    vi.doMock('../../cli/heap-settings.ts', () => ({ tuneHeapForBuild: (previousOutput: boolean) => { calls.push(`tune heap, previous output: ${previousOutput}`); return relax; } }));
    vi.doMock('../../pipeline/build-site.ts', () => ({
      holdsPreviousBuild: (outDir: string) => outDir === 'built-before',
      buildSite: async (options: { onPlanned?: unknown }) => {
        calls.push(options.onPlanned === relax ? 'build, told to report its plan to the heap setting' : 'build');
        return { ok: true, messages: [], pages: 0, bytes: 0, ms: 0 };
      },
    }));
    try {
      const { Command } = await import('commander');
      const { registerBuild } = await import('../../cli/commands/build.ts');
      for (const out of ['built-before', 'new-folder']) {
        const program = new Command().exitOverride();
        registerBuild(program);
        await program.parseAsync(['build', '--format', 'json', '--out', out], { from: 'user' });
      }
      expect(calls).toEqual([
        'tune heap, previous output: true', 'build, told to report its plan to the heap setting',
        'tune heap, previous output: false', 'build, told to report its plan to the heap setting',
      ]);
    } finally {
      vi.doUnmock('../../cli/heap-settings.ts');
      vi.doUnmock('../../pipeline/build-site.ts');
      vi.resetModules();
    }
  });
});
