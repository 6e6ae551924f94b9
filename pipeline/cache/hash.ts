import { createHash, hash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** SHA-1 of the parts, each followed by a NUL, so ("ab", "c") and ("a", "bc") differ. */
export function sha1(...parts: (string | Uint8Array)[]): string {
  // Text in one call: a Hash object per call cost twice as much for the thousands of short keys a build hashes.
  if (parts.every((part) => typeof part === 'string')) return hash('sha1', `${parts.join('\0')}\0`);
  const digest = createHash('sha1');
  for (const part of parts) digest.update(part).update('\0');
  return digest.digest('hex');
}

/** A hash over every file under the given paths (relative to `root`), by path and bytes, in sorted order. */
export function hashTree(root: string, entries: readonly string[], skip: (relativePath: string) => boolean = () => false): string {
  const hash = createHash('sha1');
  const visit = (rel: string): void => {
    if (skip(rel)) return;
    const abs = path.join(root, rel);
    const info = statSync(abs, { throwIfNoEntry: false });
    if (!info) return;
    if (info.isDirectory()) {
      for (const name of readdirSync(abs).sort()) visit(path.join(rel, name));
      return;
    }
    hash.update(rel).update('\0').update(readFileSync(abs)).update('\0');
  };
  for (const entry of entries) visit(entry);
  return hash.digest('hex');
}
