import { readFileSync } from 'node:fs';

/** The bytes of `file`, or undefined when it cannot be read (most often: it is not there). */
export function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}
