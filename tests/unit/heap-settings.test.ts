import { spawnSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { BUILD_HEAP_GROWING_PERCENT, buildHeapFlag } from '../../cli/heap-settings.ts';

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
    const run = spawnSync(process.execPath, ['-e', `require('node:v8').setFlagsFromString(${JSON.stringify(buildHeapFlag([]))})`], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
  });
});

describe('the build command', () => {
  it('applies the heap setting before it starts building, so every worker thread it starts inherits it', async () => {
    const calls: string[] = [];
    vi.resetModules();
    vi.doMock('../../cli/heap-settings.ts', () => ({ tuneHeapForBuild: () => { calls.push('tune heap'); } }));
    vi.doMock('../../pipeline/build-site.ts', () => ({
      buildSite: async () => { calls.push('build'); return { ok: true, messages: [], pages: 0, bytes: 0, ms: 0 }; },
    }));
    try {
      const { Command } = await import('commander');
      const { registerBuild } = await import('../../cli/commands/build.ts');
      const program = new Command().exitOverride();
      registerBuild(program);
      await program.parseAsync(['build', '--format', 'json'], { from: 'user' });
      expect(calls).toEqual(['tune heap', 'build']);
    } finally {
      vi.doUnmock('../../cli/heap-settings.ts');
      vi.doUnmock('../../pipeline/build-site.ts');
      vi.resetModules();
    }
  });
});
