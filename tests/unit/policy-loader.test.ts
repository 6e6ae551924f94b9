import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPolicyLoader } from '../../site/components/policy-loader.ts';

function setup(showing: { value: boolean }) {
  let fail: () => void = () => {};
  const removed = vi.fn();
  const onFallback = vi.fn();
  const warn = vi.fn();
  const stop = startPolicyLoader({
    loadScript: (onError) => { fail = onError; return removed; },
    isPlaceholderShowing: () => showing.value,
    onFallback,
    warn,
  });
  return { stop, fail: () => fail(), removed, onFallback, warn };
}

describe('startPolicyLoader', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('falls back to the frame with a warning when the placeholder still shows after 5 s', () => {
    const t = setup({ value: true });
    vi.advanceTimersByTime(4999);
    expect(t.onFallback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(t.onFallback).toHaveBeenCalledTimes(1);
    expect(t.warn).toHaveBeenCalledTimes(1);
    expect(t.warn.mock.calls[0]?.[0]).toMatch(/did not load within 5 s/);
  });

  it('keeps the script when it replaced the placeholder in time', () => {
    const showing = { value: true };
    const t = setup(showing);
    vi.advanceTimersByTime(2000);
    showing.value = false;
    vi.advanceTimersByTime(10_000);
    expect(t.onFallback).not.toHaveBeenCalled();
    expect(t.warn).not.toHaveBeenCalled();
  });

  it('falls back at once when the script fails to load, and only once', () => {
    const t = setup({ value: true });
    t.fail();
    expect(t.onFallback).toHaveBeenCalledTimes(1);
    expect(t.warn.mock.calls[0]?.[0]).toMatch(/failed to load/);
    t.fail();
    vi.advanceTimersByTime(10_000);
    expect(t.onFallback).toHaveBeenCalledTimes(1);
    expect(t.warn).toHaveBeenCalledTimes(1);
  });

  it('cancels the timer and removes the script on cleanup', () => {
    const t = setup({ value: true });
    t.stop();
    expect(t.removed).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(t.onFallback).not.toHaveBeenCalled();
  });
});
