#!/usr/bin/env node
// Entry point of the `site` CLI. It keeps TypeScript compilation out of the hot path: esbuild bundles
// cli/ + pipeline/ (+ the site/ helpers they import) into .cache/cli/<toolchain key>/site.mjs, and Node then runs
// plain JavaScript. The folder is named by the key of the code's bytes (pipeline/cache/toolchain-key.mjs), never by
// modification times, so no edit can run old code, whatever its mtime; the build's caches are named by the same key.
// (This file is JavaScript because it must run before any TypeScript tooling.)
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cliBundleDir } from '../pipeline/cache/toolchain-key.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundleDir = cliBundleDir(root);
const bundle = path.join(bundleDir, 'site.mjs');

/**
 * Packages every build loads, bundled into the CLI with whatever they import: Node then reads one file instead of
 * resolving and loading some 200 modules one by one, which took 60-75 ms (yaml, commander, fastest-levenshtein)
 * and 150-180 ms (unified, for the check's outlines) on every build. Every other package
 * (Vite, ajv, the type generator, the preview server) is loaded from node_modules when a command needs it.
 */
const BUNDLED_PACKAGES = ['yaml', 'commander', 'fastest-levenshtein', 'htmlparser2', 'entities', 'github-slugger', 'mdast-util-to-string', 'unified', 'remark-parse', 'remark-gfm', 'markdown-it', 'markdown-it-footnote'];

/** An esbuild plugin that leaves every bare import external except `packages` and the packages they import. */
function bundleOnly(packages) {
  const name = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
  return {
    name: 'bundle-only',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:')) return { external: true };
        // Only bundled packages are ever read, so an import from inside node_modules belongs to one of them.
        if (args.importer.includes(`${path.sep}node_modules${path.sep}`) || packages.includes(name(args.path))) return undefined;
        return { external: true };
      });
    },
  };
}

if (!existsSync(bundle)) {
  const { build } = await import('esbuild');
  const result = await build({
    // The CLI, and the worker that the build's pool starts as threads beside it (see pipeline/workers/pool.ts).
    entryPoints: { site: path.join(root, 'cli/index.ts'), worker: path.join(root, 'pipeline/worker.ts') },
    outdir: bundleDir,
    outExtension: { '.js': '.mjs' },
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // Code that only some runs need (the Markdown pipeline above all, which a rebuild with every body cached never
    // loads) goes into chunks that are imported when first needed, and code the CLI and its workers share into chunks
    // read by each: Node then compiles only what a run uses.
    splitting: true,
    target: 'node20',
    plugins: [bundleOnly(BUNDLED_PACKAGES)],
    // CommonJS packages bundled into ES modules still call require() for Node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    // Beside the bundle, not inside it: Node reads it only when started with --enable-source-maps.
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // Write beside and rename: several processes may start at once, and none may import a half-written file.
  mkdirSync(bundleDir, { recursive: true });
  // The worker first, so the CLI never runs without it.
  for (const file of [...result.outputFiles].sort((a, b) => Number(a.path === bundle) - Number(b.path === bundle))) {
    const temp = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temp, file.contents);
    renameSync(temp, file.path);
  }
  // Bundles of earlier code go once no run started from them can still be loading their chunks: an hour after
  // they were written.
  const bundles = path.dirname(bundleDir);
  for (const name of readdirSync(bundles)) {
    const entry = path.join(bundles, name);
    if (entry !== bundleDir && Date.now() - statSync(entry).mtimeMs > 60 * 60 * 1000) rmSync(entry, { recursive: true, force: true });
  }
}
await import(pathToFileURL(bundle).href);
