import path from 'node:path';
import type { InlineConfig, Manifest, Plugin } from 'vite';
import { readFile } from 'node:fs/promises';

/** The server bundle's file name in its folder. */
export const SERVER_ENTRY_FILE = 'entry-server.cjs';

/**
 * The site draws lucide icons from their shape data (SvgIcon) and imports only that from lucide-react's icon modules.
 * Each module also makes its component with a top-level `createLucideIcon(...)` call, which the bundler cannot know to
 * be free of side effects: declared pure, the unused components and lucide-react's component runtime drop out.
 */
const LUCIDE_SHAPES_ONLY = { manualPureFunctions: ['createLucideIcon'] };

/**
 * The bundler's options for both bundles. Its timing report (which plugin took how long) is advice for plugin
 * authors: on a busy machine it printed 10 lines into every cold build's output, which editors read for problems.
 */
const BUNDLER_INPUT = { treeshake: LUCIDE_SHAPES_ONLY, checks: { bundlerTimings: false } };

/** Client bundles (hashed, code-split per page) into `outDir`, plus the manifest that maps them. */
export async function buildClient(root: string, outDir: string): Promise<Manifest> {
  const { build } = await importVite();
  const entry = path.join(root, 'site/entry-client.tsx');
  const shell = shellModules(entry, path.join(root, 'site/hydrate.tsx'));
  const config = await baseConfig(root, {
    build: {
      outDir,
      emptyOutDir: false,
      manifest: '.vite/manifest.json',
      target: 'es2022',
      // One stylesheet for every page (about 10 KiB gzip in all): one render-blocking request, cached across pages.
      cssCodeSplit: false,
      // The pre-renderer writes <link rel="modulepreload"> for every chunk a page needs, so Vite's runtime
      // preload helper (and the dependency lists it adds to every dynamic import) would only add bytes.
      modulePreload: false,
      rollupOptions: {
        ...BUNDLER_INPUT,
        input: entry,
        output: {
          // Few larger shared chunks instead of many tiny ones: each file costs a request and gzip overhead.
          codeSplitting: {
            groups: [
              // What the entry imports (Vite's small dynamic-import helper) stays out of the shell chunk, which
              // would otherwise take it in as a dependency of its own modules and load with the entry.
              { name: 'preload-helper', test: (id: string) => shell.early.has(id) && !id.endsWith('.css'), priority: 3 },
              { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
              // Below the framework group, so React keeps its own chunk, which changes only when React does.
              { name: 'shell', test: (id: string) => shell.modules.has(id), priority: 1 },
            ],
          },
        } as Record<string, unknown>,
      },
      reportCompressedSize: false,
      // Never inline assets as data: URLs: the site's Content-Security-Policy allows images from 'self' only.
      assetsInlineLimit: 0,
    },
  });
  config.plugins = [...(config.plugins ?? []), shell.plugin];
  await inProduction(async () => build(config));
  return JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/**
 * The modules the hydration module imports statically, collected once the module graph is known; each page loads
 * all of them, so they go into one chunk. Left to itself, the bundler splits them by which page chunks import them
 * too: 14 files of 100-1,000 bytes each on every page, each costing a modulepreload link made on the main thread,
 * a request and a module evaluation. On `/`, Lighthouse's Total Blocking Time fell from 346 ms to 107 ms with them
 * merged (medians of 4 runs each).
 *
 * Left out: the hydration module itself, so that its code still runs only when the entry imports it after the
 * page has loaded, and what the entry imports, which must not pull the shell in before then.
 */
function shellModules(entry: string, hydrate: string): { early: Set<string>; modules: Set<string>; plugin: Plugin } {
  const early = new Set<string>();
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'shell-modules',
    buildEnd() {
      const closure = (from: string) => {
        const seen = new Set<string>();
        const pending = [...(this.getModuleInfo(from)?.importedIds ?? [])];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      for (const id of closure(entry)) early.add(id);
      for (const id of closure(hydrate)) if (!early.has(id) && id !== hydrate) modules.add(id);
    },
  };
  return { early, modules, plugin };
}

/** The server renderer as a plain Node module in `outDir`. */
export async function buildServer(root: string, outDir: string): Promise<string> {
  const { build } = await importVite();
  await inProduction(async () => build(await baseConfig(root, {
    build: {
      outDir,
      emptyOutDir: true,
      ssr: path.join(root, 'site/entry-server.tsx'),
      target: 'node20',
      // One file: the renderer imports every content icon before rendering, and 115 small chunk files cost more
      // to load than one module holding them (the first render of the shipped site: 330 ms -> 190 ms).
      // CommonJS, so every thread that renders loads it with a plain require().
      rollupOptions: { ...BUNDLER_INPUT, output: { format: 'cjs', entryFileNames: SERVER_ENTRY_FILE, codeSplitting: false } as Record<string, unknown> },
      reportCompressedSize: false,
    },
    // React and the rest go into the bundle with NODE_ENV replaced: the renderer then always runs React's
    // production build (several times faster than the development one it would load from node_modules when the
    // calling process has no NODE_ENV=production), whoever starts the build.
    ssr: { noExternal: true },
  })));
  return path.join(outDir, SERVER_ENTRY_FILE);
}

/**
 * The client and server bundles into `dir`/client and `dir`/server, at once: the bundler does much of its work on
 * native threads, so the two overlap well.
 */
export async function buildBundles(root: string, dir: string): Promise<void> {
  await Promise.all([buildClient(root, path.join(dir, 'client')), buildServer(root, path.join(dir, 'server'))]);
}

/**
 * Vite's bundler, rolldown, allocates with mimalloc, which on Linux commits whole arenas up front and returns freed
 * memory late: the two bundles then peak at about 490 MiB resident instead of 350 MiB, and are no faster for it.
 * mimalloc reads these settings from the process environment when rolldown loads, so this must run on the main
 * thread before the import or before starting a thread that imports it (a worker's `process.env` is its own copy).
 * A value whoever runs the build has chosen is kept.
 */
export function compactBundlerAllocator(): void {
  process.env.MIMALLOC_ARENA_EAGER_COMMIT ??= '0';
  process.env.MIMALLOC_PURGE_DELAY ??= '0';
}

/** Vite loads only when the bundles must be built. */
function importVite(): Promise<typeof import('vite')> {
  compactBundlerAllocator();
  return import('vite');
}

// Vite and its plugin load only when the bundles must be built: a cached build never pays for importing them.
async function baseConfig(root: string, extra: InlineConfig): Promise<InlineConfig> {
  const { default: react } = await import('@vitejs/plugin-react');
  return {
    root,
    configFile: false,
    // Always the production build of React and of our code, even when called from a test runner that sets
    // NODE_ENV=test (the bundle cache would otherwise keep a development build).
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    logLevel: 'warn',
    publicDir: false,
    plugins: [react()],
    ...extra,
  };
}

// Builds may run at once (client and server together); the variable is restored when the last one ends.
let running = 0;
let saved: string | undefined;

/**
 * Vite decides production mode from process.env.NODE_ENV, not from `mode`; a test runner sets it to "test",
 * which would bundle React's development build. Builds always run as production, whoever calls them.
 */
async function inProduction<T>(run: () => Promise<T>): Promise<T> {
  if (running++ === 0) {
    saved = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
  }
  try {
    return await run();
  } finally {
    if (--running === 0) {
      if (saved === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = saved;
    }
  }
}
