import { createHash, hash } from 'node:crypto';

/** SHA-1 of the parts, each followed by a NUL, so ("ab", "c") and ("a", "bc") differ. */
export function sha1(...parts: (string | Uint8Array)[]): string {
  // Text in one call: a Hash object per call cost twice as much for the thousands of short keys a build hashes.
  if (parts.every((part) => typeof part === 'string')) return hash('sha1', `${parts.join('\0')}\0`);
  const digest = createHash('sha1');
  for (const part of parts) digest.update(part).update('\0');
  return digest.digest('hex');
}
