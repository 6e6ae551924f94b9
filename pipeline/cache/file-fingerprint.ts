import { lstatSync } from 'node:fs';

/**
 * How long after a file's last change its fingerprint may be trusted, in milliseconds. Timestamps are kept in ticks
 * (a few milliseconds on Linux's local filesystems, up to 2 s on some others), so a file changed again within the tick
 * of a change already seen could keep the same fingerprint. Once its change time is further back than any tick,
 * every later change shows as a new change time.
 */
export const SETTLE_MS = 2_000;

export interface FileState {
  /**
   * What identifies the file's current state without reading it, as in git's index: device, inode, size, and the
   * modification and change times in nanoseconds. Writing or replacing a file changes its change time, which no user
   * can set back (unlike the modification time, which `touch -d` or `rsync -t` restore).
   */
  fingerprint: string;
  size: number;
  /** Whether the last change is at least SETTLE_MS old, so that any later change will show in the fingerprint. */
  settled: boolean;
}

/** The state of the plain file at `file`, or undefined when there is none. `now` is milliseconds since the epoch. */
export function fileState(file: string, now: number = Date.now()): FileState | undefined {
  const stat = lstatSync(file, { bigint: true, throwIfNoEntry: false });
  if (!stat?.isFile()) return undefined;
  return {
    fingerprint: `${stat.dev}.${stat.ino}.${stat.size}.${stat.mtimeNs}.${stat.ctimeNs}`,
    size: Number(stat.size),
    settled: stat.ctimeNs <= BigInt(Math.floor(now - SETTLE_MS)) * 1_000_000n,
  };
}
