import { sha1 } from './build-cache.ts';
import { findPlaceholders } from './placeholders.ts';

/**
 * A Markdown body as the build's caches see it: the SHA-1 of the body as written, and the distinct placeholders it
 * uses. With the values of those placeholders it determines the filled body (see markdown-key.ts), so a body need not
 * be read, filled or hashed again to find its HTML in the Markdown cache.
 */
export interface BodyDigest { hash: string; placeholders: string[] }

export function digestBody(body: string): BodyDigest {
  const paths = [...new Set(findPlaceholders(body).map((use) => use.path))];
  // Copied through JSON: a match is a slice of the body, and would keep all of the post's text alive.
  return { hash: sha1(body), placeholders: JSON.parse(JSON.stringify(paths)) as string[] };
}

/** Where the loader keeps what it learned of each cleanly parsed file, by path. */
export interface FileMemo {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
}

/** What a rebuild needs of an unchanged file without reading it: its parsed data's key, and its body's digest. */
export interface RememberedFile { dataKey: string; body?: BodyDigest }

/**
 * `salt` is the parse cache's: a new parser, or a new version of this module, forgets every file. Not hashed: a hash
 * per file cost more than the lookup it keys (30 ms for 4,000 files).
 */
function memoKey(salt: string, absolutePath: string): string {
  return `${salt} ${absolutePath}`;
}

/** A cache key holds no tab or line break; a file whose path does have one is simply never remembered. */
const UNSTORABLE = /[\t\n]/;

/**
 * What was remembered of the file at `absolutePath`, if it was remembered with this fingerprint (see
 * file-fingerprint.ts): then the file holds exactly the text it held when it was remembered.
 */
export function recallFile(memo: FileMemo, salt: string, absolutePath: string, fingerprint: string): RememberedFile | undefined {
  const record = memo.get(memoKey(salt, absolutePath));
  if (record === undefined) return undefined;
  const [recorded, dataKey, hash, placeholders] = record.split('\t');
  if (recorded !== fingerprint || !dataKey) return undefined;
  return { dataKey, body: hash ? { hash, placeholders: placeholders ? placeholders.split(' ') : [] } : undefined };
}

/**
 * Remembers a cleanly parsed file by a fingerprint taken before it was read, and only once that fingerprint has
 * settled: a change during or after the read gives the file another fingerprint, so it is read again.
 */
export function rememberFile(memo: FileMemo, salt: string, absolutePath: string, fingerprint: string, file: RememberedFile): void {
  if (UNSTORABLE.test(absolutePath)) return;
  // Placeholder paths are letters, digits, underscores and dots: never a space or a tab.
  memo.set(memoKey(salt, absolutePath), [fingerprint, file.dataKey, file.body?.hash ?? '', file.body?.placeholders.join(' ') ?? ''].join('\t'));
}
