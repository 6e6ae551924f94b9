import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './fixture-harness.ts';

/**
 * The build's layers, from the ground up (docs/architecture.md draws them): a module imports only from its own layer
 * or the ones below it, so each layer can be read, tested and changed knowing nothing of those above.
 */
const LAYERS = [
  'messages', // problems as values, their positions and reports
  'files', // writing an output folder; names that are never content
  'cache', // the store, hashes, the toolchain key
  'workers', // the thread pool, which knows no step
  'hosting', // addresses parsed into values; what the site asks of its host
  'images', // pictures read by their contents, SVGs written anew, photos resized
  'content', // reading data/, YAML with positions, placeholders, assembling
  'markdown', // rendering (markdown-it), outlines (remark), limits
  'check', // schemas and the cross-file rules
  'cms', // the editors' CMS at /admin/, configured from the schemas
  'bundle', // Vite
  'render', // pages and their JSON-LD
  'output', // the output folder: site files, the check of the output, the commit, the preview server
  'tasks.ts', // what the pool's threads run
  'worker.ts',
  'build.ts', // the build, step by step
  'dev', // the dev server, which runs the build
];

const pipeline = path.join(root, 'pipeline');
const layerOf = (file: string) => path.relative(pipeline, file).split(path.sep)[0]!;
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'";]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function modules(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const entry of readdirSync(pipeline, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(ts|tsx|mjs)$/.test(entry.name) || entry.name.endsWith('.d.mts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const imports = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => path.resolve(path.dirname(file), m[1] ?? m[2]!));
    graph.set(file, imports.filter((target) => target.startsWith(pipeline + path.sep)));
  }
  return graph;
}

describe('the layers of the build', () => {
  const graph = modules();

  it('puts every module of pipeline/ in a named layer', () => {
    expect(graph.size).toBeGreaterThan(50);
    expect([...new Set([...graph.keys()].map(layerOf))].filter((layer) => !LAYERS.includes(layer))).toEqual([]);
  });

  it('imports only from the same layer or one below it', () => {
    const upward = [...graph].flatMap(([file, imports]) => imports
      .filter((target) => LAYERS.indexOf(layerOf(target)) > LAYERS.indexOf(layerOf(file)))
      .map((target) => `${path.relative(root, file)} -> ${path.relative(root, target)}`));
    expect(upward).toEqual([]);
  });

  it('has no modules that import each other, directly or around a circle', () => {
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        circles.push([...trail.slice(trail.indexOf(file)), file].map((f) => path.relative(root, f)).join(' -> '));
        return;
      }
      state.set(file, 'open');
      // An import without its extension names a .ts file (the .mjs launcher files are named in full).
      for (const target of graph.get(file) ?? []) visit(graph.has(target) ? target : `${target}.ts`, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(circles).toEqual([]);
  });
});
