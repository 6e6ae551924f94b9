import { createRequire } from 'node:module';
import { folderWriter, type FolderWriter } from '../files/folder-writer.ts';
import { loadMarkdownRenderer } from '../markdown/markdown.ts';
import { renderPage, type PageDone, type PageJob, type PageShared, type RenderRoute } from './render-page.ts';

/** What every page of a render run shares, as the pool sends it to each thread. */
export interface PageTaskContext { shared: PageShared; serverEntry: string; previousDir: string; stagingDir: string }

const require = createRequire(import.meta.url);
const writers = new Map<string, FolderWriter>();

/** The pool's page task: renders one page, with the Markdown bodies it shows, and writes it into the staging folder. */
export async function pageTask(job: PageJob, context: PageTaskContext): Promise<PageDone> {
  const { renderRoute } = require(context.serverEntry) as { renderRoute: RenderRoute };
  let out = writers.get(context.stagingDir);
  if (!out) writers.set(context.stagingDir, (out = folderWriter(context.stagingDir, context.previousDir)));
  const markdown = job.bodies ? await loadMarkdownRenderer() : undefined;
  return renderPage(job, { shared: context.shared, render: renderRoute, out, markdown: (body) => markdown!(body.text, body.pictures) });
}
