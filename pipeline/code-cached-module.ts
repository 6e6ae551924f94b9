import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cachedDataVersionTag } from 'node:v8';
import vm from 'node:vm';
import { readIfPresent } from './read-if-present.ts';

/**
 * A CommonJS module loaded with V8's code cache, and a way to save that cache once the module has done its work.
 *
 * The server bundle (React and every page, about 900 KB) is loaded by each thread that renders pages, on every build.
 * Compiling it took about 50 ms, and its functions' first calls about as long again; with the cache V8 wrote after a
 * build, loading it takes about 14 ms. Node 20 has no code cache for ES modules (`module.enableCompileCache` came in
 * Node 22), so the bundle is CommonJS, compiled here as Node would (`vm.Script` is what Node's own loader uses).
 */
export interface CodeCachedModule<T> {
  exports: T;
  /** Whether V8 took the module's compiled code from the cache. */
  usedCache: boolean;
  /**
   * Writes the code cache beside the module, unless the one for V8's current flags is there already and was used.
   * Called once the module has run, so the cache also holds the functions compiled meanwhile.
   */
  saveCodeCache(): void;
}

/**
 * The cache for the module at `file` under V8's current version and flags: V8 turns down a cache made under other
 * flags, and a build changes one (see cli/heap-settings.ts), so each setting has its own.
 *
 * The module must never change in place: V8 checks a cache against the source's length only. The server bundle lives
 * in a folder named by the hash of its sources (see build-cache.ts), written elsewhere and renamed into place.
 */
export function codeCacheFile(file: string): string {
  return `${file}.${cachedDataVersionTag()}.v8-cache`;
}

export function loadCodeCached<T>(file: string): CodeCachedModule<T> {
  const usedFile = codeCacheFile(file);
  const cachedData = readIfPresent(usedFile);
  const source = readFileSync(file, 'utf8');
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: file, cachedData });
  const module = { exports: {} as T };
  (script.runInThisContext() as (...args: unknown[]) => void).call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  // Set only when a cache was given: false once V8 has taken it.
  const used = script.cachedDataRejected === false;
  let saved = false;
  return {
    exports: module.exports,
    usedCache: used,
    saveCodeCache() {
      // The flags may have changed since the module was loaded.
      const cacheFile = codeCacheFile(file);
      if (saved || (cacheFile === usedFile ? used : existsSync(cacheFile))) return;
      saved = true;
      // Written beside and renamed: other threads and builds may be reading it, or writing it too.
      const temp = `${cacheFile}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      try {
        writeFileSync(temp, script.createCachedData());
        renameSync(temp, cacheFile);
      } catch {
        // Only a speed-up: the next build compiles the module again.
        rmSync(temp, { force: true });
      }
    },
  };
}
