import type { Records } from '../cache/store.ts';
import type { Staging } from './staging.ts';
import { withFingerprint, type PageDone } from '../render/render-page.ts';

/**
 * Puts the new output in place (`present`: what the output folder holds, when known), then records the fingerprints of the pages this build wrote (see
 * `withFingerprint`), so the next build trusts them without reading them back, and saves the page records.
 */
export async function commitOutput(staging: Staging, outDir: string, pages: readonly PageDone[], pageRecords: Records, present?: ReadonlySet<string>): Promise<void> {
  await staging.commit(present);
  for (const page of pages) if (!page.reused) pageRecords.set(page.path, withFingerprint(page.entry, page.file, outDir));
  pageRecords.save();
}
