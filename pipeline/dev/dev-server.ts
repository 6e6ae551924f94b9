import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite, type BuildSummary, type PlacedOutput } from '../build.ts';
import type { ParsedFile } from '../content/load-content.ts';
import { sha1 } from '../cache/hash.ts';
import { openStore, type Store } from '../cache/store.ts';
import { toolchainKey } from '../cache/toolchain-key.mjs';
import { formatReport } from '../messages/report.ts';
import type { Message } from '../messages/messages.ts';
import { startStaticServer } from '../output/static-server.ts';
import { buildCodeFiles, textHash } from './build-code.ts';
import { buildFailure } from './build-failure.ts';
import { CLIENT_PATH, EVENTS_PATH, injectClient, transformHtmlResponse } from './inject-client.ts';
import { CLIENT_SCRIPT } from './client-script.ts';
import { createEventChannel } from './event-channel.ts';
import { devState, type DevState } from './overlay-state.ts';
import { createRebuildScheduler } from './rebuild-scheduler.ts';
import { watchSources, type WatchedFolder } from './watch-sources.ts';
import { DEPLOY_CONFIG_PATHS, deployConfigRoot } from '../hosting/deploy-config.ts';
import { ADMIN_PATH } from '../hosting/host-config.ts';
import { startCmsServer, type CmsServer } from './cms-server.ts';
import { cmsContentFolder } from '../cms/content-folder.ts';

export interface DevOptions {
  root: string;
  dataDir: string;
  port: number;
  host?: string;
  /** Link template for the overlay (see editorTemplate). */
  editor: string;
  strict?: boolean;
  /** Where form posts are recorded, as `preview` does. */
  formsFile?: string;
  /** Quiet period before a rebuild (ms). */
  quietMs?: number;
  log: (line: string) => void;
  /** Whether the terminal report is coloured. */
  color?: boolean;
  /** The port of decap-server, the CMS's local backend (/admin/ saves into data/ through it); none without it. */
  cmsPort?: number;
}

export interface DevServer {
  url: string;
  /** The folder dev builds into and serves. */
  outDir: string;
  /** The latest state sent to pages. */
  state(): DevState;
  /** How many builds ran, the first one included. */
  builds(): number;
  /** Settles when no rebuild is running or due. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The folder dev builds into, one per content folder: under .cache/ (never dist/), so a dev session never changes
 * what `build` made, and a second session on the same content starts from the pages the first one left.
 */
export function devOutDir(root: string, dataDir: string): string {
  return path.join(root, '.cache/dev', sha1(path.resolve(dataDir)).slice(0, 12));
}

/**
 * `dev`: builds with the same build core as `build` (buildSite, with its caches: only the pages a change affects are
 * rendered) into a folder under .cache/, serves it with preview's routing plus a script that reloads each page after
 * a build and shows the build's problems over the last good page, and rebuilds whenever data/, schema/ or site/
 * change. A build that throws becomes a message too; the server keeps running.
 */
export async function startDevServer(options: DevOptions): Promise<DevServer> {
  const { root, log, color = false } = options;
  const cwd = process.cwd();
  const dataDir = path.resolve(options.dataDir);
  const outDir = devOutDir(root, dataDir);
  const session = Date.now().toString(36);
  let builds = 0;
  let version = `${session}-0`;
  const buildCode = buildCodeFiles(root, path.dirname(fileURLToPath(import.meta.url)));
  const restart = new Map<string, Message>();
  let lastRead: ReadonlyMap<string, ParsedFile> | undefined;
  // The pages in the output folder, as the last build that put any in place left them (a failed build changes none).
  let placed: PlacedOutput | undefined;
  let store: Store | undefined;
  const cms: CmsServer | undefined = options.cmsPort === undefined ? undefined : startCmsServer(root, cmsContentFolder(root, dataDir).repoDir, options.cmsPort, log);

  /** One build, as the state pages are sent, and all its messages for the terminal. */
  const build = async (changed: ReadonlySet<string>): Promise<{ state: DevState; messages: Message[]; detail: string }> => {
    for (const file of changed) {
      const loaded = buildCode.get(file);
      if (loaded === undefined) continue;
      if (textHash(file) === loaded) restart.delete(file);
      else restart.set(file, { file: path.relative(cwd, file).split(path.sep).join('/'), line: 0, column: 0, severity: 'error', rule: 'dev/restart', message: 'this file is part of the build\'s own code, which dev loaded when it started; stop dev (Ctrl+C) and start it again to use the change' });
    }
    let result: Pick<BuildSummary, 'ok' | 'messages'> & Partial<BuildSummary>;
    // The content files the last build read are taken as they were, except those the watcher saw change, itself or
    // a folder above it (a folder removed and made again, or swapped by a checkout, may be all the watcher names).
    const previous = lastRead;
    const folders = [...changed].map((file) => file + path.sep);
    const unchanged = (relativePath: string) => {
      const file = path.join(dataDir, relativePath);
      return changed.has(file) || folders.some((folder) => file.startsWith(folder)) ? undefined : previous?.get(relativePath);
    };
    try {
      // One store for the session's builds, while the code is the same: its maps are read once, not for every build.
      const key = toolchainKey(root);
      if (store === undefined || path.basename(store.dir) !== key) {
        store?.close();
        store = openStore(root, key);
      }
      result = await buildSite({ root, dataDir, outDir, strict: options.strict ?? false, noindex: false, log: () => {}, unchanged, placed, store, cmsLocalBackendUrl: cms?.url });
      lastRead = result.files;
      placed = result.placed ?? placed;
    } catch (error) {
      // A build that broke off may have left the output otherwise than it knows: the next one looks at every file.
      placed = undefined;
      result = { ok: false, messages: [buildFailure(error, cwd, root)] };
    }
    builds += 1;
    if (result.ok) version = `${session}-${builds}`;
    const notices = [...restart.values()];
    const messages = [...result.messages, ...notices];
    const detail = result.ok ? `${result.rendered} of ${result.pages} pages rendered` : '';
    // After a good build, the messages are warnings: pages show them in a corner button (client-script.ts).
    return { state: devState(version, result.ok && notices.length === 0, messages, options.editor, cwd), messages, detail };
  };

  /** Builds, and says in the terminal what happened (the problems as `validate` prints them). */
  const rebuild = async (changed: ReadonlySet<string>): Promise<DevState> => {
    const started = performance.now();
    const done = await build(changed);
    const ms = Math.round(performance.now() - started);
    const what = [...changed].map((f) => path.relative(cwd, f)).slice(0, 3).join(', ') + (changed.size > 3 ? `, and ${changed.size - 3} more` : '');
    if (done.messages.length > 0) log(formatReport(done.messages, 'pretty', color).trimEnd());
    log(done.state.ok ? `✔ built in ${ms} ms: ${done.detail}${what ? ` (${what})` : ''}` : `✖ the open pages show the problems above, ${existsSync(path.join(outDir, 'index.html')) ? 'over the last good build' : 'and no site until they are fixed'}${what ? ` (${what})` : ''}`);
    return done.state;
  };

  // Watching starts before the first build, so that nothing saved meanwhile is missed; rebuilds wait for it.
  let ready = () => {};
  const started = new Promise<void>((resolve) => { ready = resolve; });
  const scheduler = createRebuildScheduler(async (changed) => {
    await started;
    state = await rebuild(changed);
    channel.send(state);
  }, options.quietMs);
  const stopWatching = watchSources(
    [{ dir: dataDir }, { dir: path.join(root, 'schema') }, { dir: path.join(root, 'site'), ignore: ['generated'] }, ...deployConfigFolders(root, dataDir)],
    (file) => scheduler.changed(file),
    (error) => log(`watching stopped for a folder: ${error.message}; restart dev`),
  );

  let state = await rebuild(new Set());
  const channel = createEventChannel(state);
  let server;
  try {
    server = await startStaticServer(outDir, options.port, options.host ?? '127.0.0.1', options.formsFile, (req, res, next) => {
      const url = (req.url ?? '/').split('?')[0];
      if (url === EVENTS_PATH) return channel.connect(req, res);
      if (url === CLIENT_PATH) {
        res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(CLIENT_SCRIPT);
        return;
      }
      // The CMS is an app of its own: a reload after each of its saves (which rebuild the site) would lose the editor's place.
      if (!url?.startsWith(ADMIN_PATH)) transformHtmlResponse(res, injectClient);
      next();
    });
  } catch (error) {
    // The port is taken, for instance: nothing may keep the process alive.
    stopWatching();
    scheduler.stop();
    channel.close();
    store?.close();
    await cms?.close();
    throw error;
  }
  ready();

  return {
    url: server.url,
    outDir,
    state: () => state,
    builds: () => builds,
    idle: () => scheduler.idle(),
    async close() {
      stopWatching();
      scheduler.stop();
      channel.close();
      await server.close();
      await scheduler.idle();
      store?.close();
      await cms?.close();
    },
  };
}

/** The committed host configs, which the check compares with data/site.yaml: `npm run deploy-config` clears the overlay. */
export function deployConfigFolders(root: string, dataDir: string): WatchedFolder[] {
  if (deployConfigRoot(root, dataDir) === undefined) return [];
  // One config a folder (netlify.toml in the root, nginx.conf in deploy/); the root is watched for that name alone.
  return DEPLOY_CONFIG_PATHS.map((file) => ({ dir: path.join(root, path.dirname(file)), only: [path.basename(file)] })).filter(({ dir }) => existsSync(dir));
}
