import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRebuildScheduler } from '../../pipeline/dev/rebuild-scheduler.ts';

/** A fake disk and a fake build: each build records what the disk held when it started, and takes `buildMs`. */
function harness(buildMs = 100) {
  const disk = { text: 'v0' };
  const builds: { files: string[]; saw: string }[] = [];
  const scheduler = createRebuildScheduler(async (files) => {
    builds.push({ files: [...files].sort(), saw: disk.text });
    await new Promise((resolve) => setTimeout(resolve, buildMs));
  }, 60);
  return { disk, builds, scheduler };
}

describe('the rebuild scheduler', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('gives one rebuild, from the final text, for a file saved in two steps', async () => {
    const { disk, builds, scheduler } = harness();
    disk.text = '';
    scheduler.changed('/d/post.md');
    await vi.advanceTimersByTimeAsync(5);
    disk.text = 'v1';
    scheduler.changed('/d/post.md');
    await vi.advanceTimersByTimeAsync(1000);
    expect(builds).toEqual([{ files: ['/d/post.md'], saw: 'v1' }]);
  });

  it('gives one rebuild for a rename, which reports the old and the new name', async () => {
    const { builds, scheduler } = harness();
    scheduler.changed('/d/old.md');
    scheduler.changed('/d/new.md');
    await vi.advanceTimersByTimeAsync(1000);
    expect(builds).toEqual([{ files: ['/d/new.md', '/d/old.md'], saw: 'v0' }]);
  });

  it('gives one rebuild for a delete', async () => {
    const { builds, scheduler } = harness();
    scheduler.changed('/d/gone.md');
    await vi.advanceTimersByTimeAsync(1000);
    expect(builds).toHaveLength(1);
  });

  it('gives one rebuild, from the final state, for a burst of saves such as a git checkout', async () => {
    const { disk, builds, scheduler } = harness();
    for (let i = 0; i < 300; i++) {
      disk.text = `v${i}`;
      scheduler.changed(`/d/file-${i % 40}.yaml`);
      await vi.advanceTimersByTimeAsync(i % 7 === 0 ? 20 : 1);
    }
    await vi.advanceTimersByTimeAsync(1000);
    expect(builds).toHaveLength(1);
    expect(builds[0]!.saw).toBe('v299');
    expect(builds[0]!.files).toHaveLength(40);
  });

  it('waits for a quiet period before building', async () => {
    const { builds, scheduler } = harness();
    scheduler.changed('/d/a.md');
    await vi.advanceTimersByTimeAsync(59);
    expect(builds).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(builds).toHaveLength(1);
  });

  it('builds exactly once more after a build during which changes arrived, never two builds at once', async () => {
    const { disk, builds, scheduler } = harness(500);
    scheduler.changed('/d/a.md');
    await vi.advanceTimersByTimeAsync(100);
    expect(builds).toHaveLength(1);
    // Three saves while the first build runs: their quiet period ends before the build does.
    for (const text of ['v1', 'v2', 'v3']) {
      disk.text = text;
      scheduler.changed('/d/b.md');
      await vi.advanceTimersByTimeAsync(10);
    }
    await vi.advanceTimersByTimeAsync(200);
    expect(builds).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(builds).toEqual([{ files: ['/d/a.md'], saw: 'v0' }, { files: ['/d/b.md'], saw: 'v3' }]);
  });

  it('keeps building after a build that threw', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let runs = 0;
    const scheduler = createRebuildScheduler(async () => {
      runs += 1;
      if (runs === 1) throw new Error('a bug');
    }, 60);
    scheduler.changed('/d/a.md');
    await vi.advanceTimersByTimeAsync(100);
    scheduler.changed('/d/a.md');
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(2);
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });

  it('builds nothing after stop, and idle settles once nothing is due', async () => {
    const { builds, scheduler } = harness();
    scheduler.changed('/d/a.md');
    scheduler.stop();
    scheduler.changed('/d/b.md');
    const idle = scheduler.idle();
    await vi.advanceTimersByTimeAsync(1000);
    await idle;
    expect(builds).toHaveLength(0);
  });
});
