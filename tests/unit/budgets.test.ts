import { describe, expect, it, beforeAll } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fixtureBuild } from './built-site.ts';

/**
 * Page-weight budgets of a real build: for every HTML page, the gzipped JavaScript it loads at first load (its
 * module script, the chunks it preloads (data-preload) and everything those import statically) and its stylesheets, on
 * the frozen content's build. Prints a weights table to stdout.
 */
const JS_BUDGET = 90 * 1024;
const CSS_BUDGET = 20 * 1024;
// Each file costs the visitor's main thread a modulepreload link and a module evaluation: `/` once loaded 47.
const JS_FILES_BUDGET = 20;

let dist: string;
/** Every page's weights, by page path. */
let rows: Weights[];

beforeAll(() => {
  dist = fixtureBuild();
  rows = htmlFiles(dist).map(weigh).sort((a, b) => a.page.localeCompare(b.page));
});

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'assets' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** Static import/export-from specifiers of a built ES module; dynamic import("…") is not first-load. */
export function staticImports(code: string): string[] {
  const specs = new Set<string>();
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+)["']/g)) specs.add(m[1]!);
  return [...specs];
}

/** A site-absolute URL (/assets/x.js) to its file in dist. */
const fileOfUrl = (url: string) => path.join(dist, url.replace(/^\//, '').split(/[?#]/)[0]!);

interface Weights { page: string; html: number; css: number; js: number; jsFiles: number }

function weigh(htmlFile: string): Weights {
  const html = readFileSync(htmlFile, 'utf8');
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((m) => m[0]);
  const jsRoots = tags.flatMap((tag) => {
    // The module script, and the chunks it preloads after the page has loaded (its data-preload list).
    if (tag.startsWith('<script') && attr(tag, 'type') === 'module' && attr(tag, 'src')) {
      return [attr(tag, 'src')!, ...(JSON.parse(attr(tag, 'data-preload')?.replaceAll('&quot;', '"') ?? '[]') as string[])];
    }
    if (tag.startsWith('<link') && attr(tag, 'rel') === 'modulepreload' && attr(tag, 'href')) return [attr(tag, 'href')!];
    return [];
  });
  const cssFiles = tags.filter((tag) => tag.startsWith('<link') && attr(tag, 'rel') === 'stylesheet').map((tag) => fileOfUrl(attr(tag, 'href')!));
  const js = new Set<string>();
  const visit = (file: string) => {
    if (js.has(file)) return;
    js.add(file);
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) visit(path.resolve(path.dirname(file), spec));
      else if (spec.startsWith('/')) visit(fileOfUrl(spec));
    }
  };
  jsRoots.forEach((url) => visit(fileOfUrl(url)));
  const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + gzipSize(f), 0);
  const page = '/' + path.relative(dist, htmlFile).replace(/\\/g, '/').replace(/(^|\/)index\.html$/, '');
  return { page, html: gzipSize(htmlFile), css: sum(new Set(cssFiles)), js: sum(js), jsFiles: js.size };
}

describe('page weight budgets', () => {
  it('keeps every page within 90 KiB of gzipped JavaScript and 20 KiB of gzipped CSS at first load', () => {
    expect(rows.length).toBeGreaterThan(10);
    const kib = (n: number) => (n / 1024).toFixed(1).padStart(7);
    const table = [
      `${'page'.padEnd(48)} ${'HTML'.padStart(7)} ${'CSS'.padStart(7)} ${'JS'.padStart(7)}  files  (KiB gzip; JS = the static graph of the entry and the chunks it preloads)`,
      ...rows.map((r) => `${r.page.padEnd(48)} ${kib(r.html)} ${kib(r.css)} ${kib(r.js)}  ${String(r.jsFiles).padStart(5)}`),
    ].join('\n');
    console.log(`Page weights (gzip, first load)\n${table}`);
    const over = rows.flatMap((r) => [
      ...(r.js > JS_BUDGET ? [`${r.page}: JS ${r.js} B gzip > ${JS_BUDGET}`] : []),
      ...(r.css > CSS_BUDGET ? [`${r.page}: CSS ${r.css} B gzip > ${CSS_BUDGET}`] : []),
    ]);
    expect(over).toEqual([]);
  });

  it(`keeps every page's first load to at most ${JS_FILES_BUDGET} script files`, () => {
    expect(rows.length).toBeGreaterThan(10);
    const over = rows.filter((r) => r.jsFiles > JS_FILES_BUDGET).map((r) => `${r.page}: ${r.jsFiles} files`);
    expect(over).toEqual([]);
  });

  it('finds the static imports of a minified module but not its dynamic imports', () => {
    expect(staticImports('import{a as b}from"./x-1.js";import"./y-2.js";export{c}from"./z.js";const d=()=>import("./lazy.js");'))
      .toEqual(['./x-1.js', './y-2.js', './z.js']);
  });
});
