import { createRequire } from 'node:module';
import { blobFolder } from '../cache/store.ts';
import { folderWriter, type FolderWriter } from '../files/folder-writer.ts';
import { renderPage, type PageDone, type PageJob, type PageShared, type RenderRoute } from './render-page.ts';

/** What every page of a render run shares, as the pool sends it to each thread. */
export interface PageTaskContext { shared: PageShared; serverEntry: string; previousDir: string; stagingDir: string; markdownDir: string }

const require = createRequire(import.meta.url);
const writers = new Map<string, FolderWriter>();

/** The pool's page task: renders one page and writes it into the staging folder. */
export function pageTask(job: PageJob, context: PageTaskContext): Promise<PageDone> {
  const { renderRoute } = require(context.serverEntry) as { renderRoute: RenderRoute };
  let out = writers.get(context.stagingDir);
  if (!out) writers.set(context.stagingDir, (out = folderWriter(context.stagingDir, context.previousDir)));
  const markdown = blobFolder(context.markdownDir, '.html');
  return renderPage(job, { shared: context.shared, render: renderRoute, out, body: (key) => markdown.read(key) });
}
