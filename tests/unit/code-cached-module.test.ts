import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cachedDataVersionTag } from 'node:v8';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeCacheFile, loadCodeCached } from '../../pipeline/code-cached-module.ts';

let work: string;
let file: string;

beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'code-cache-'));
  file = path.join(work, 'renderer.cjs');
  await writeFile(path.join(work, 'helper.cjs'), 'exports.shout = (text) => text.toUpperCase() + "!";\n');
  await writeFile(file, `const { shout } = require('./helper.cjs');
exports.render = (name) => '<p>' + shout(name) + '</p>';
exports.where = [__filename, __dirname];
exports.self = this === exports;
`);
});

afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

type Renderer = { render(name: string): string; where: string[]; self: boolean };

describe('a module loaded with V8\'s code cache', () => {
  it('runs as Node runs a CommonJS module: its own exports, require beside it, __filename and __dirname', () => {
    const loaded = loadCodeCached<Renderer>(file);
    expect(loaded.exports.render('gutters')).toBe('<p>GUTTERS!</p>');
    expect(loaded.exports.where).toEqual([file, work]);
    expect(loaded.exports.self).toBe(true);
    expect(loaded.usedCache).toBe(false);
  });

  it('saves its cache beside it, named for V8\'s version and flags, and the next load compiles from that cache', async () => {
    const first = loadCodeCached<Renderer>(file);
    first.exports.render('a');
    first.saveCodeCache();
    expect(codeCacheFile(file)).toBe(`${file}.${cachedDataVersionTag()}.v8-cache`);
    expect((await stat(codeCacheFile(file))).size).toBeGreaterThan(0);
    const second = loadCodeCached<Renderer>(file);
    expect(second.usedCache).toBe(true);
    expect(second.exports.render('b')).toBe('<p>B!</p>');
    // Nothing left behind but the module, its helper and the cache.
    expect((await readdir(work)).sort()).toEqual(['helper.cjs', 'renderer.cjs', path.basename(codeCacheFile(file))].sort());
  });

  it('leaves a cache it used as it is', async () => {
    loadCodeCached<Renderer>(file).saveCodeCache();
    // A cache is written beside and renamed into place, so a new one is a new file.
    const written = await stat(codeCacheFile(file));
    const again = loadCodeCached<Renderer>(file);
    expect(again.usedCache).toBe(true);
    again.saveCodeCache();
    expect((await stat(codeCacheFile(file))).ino).toBe(written.ino);
  });

  it('compiles the module afresh when its cache is damaged, and replaces that cache with a good one', async () => {
    await writeFile(codeCacheFile(file), 'not a code cache');
    const loaded = loadCodeCached<Renderer>(file);
    expect(loaded.usedCache).toBe(false);
    expect(loaded.exports.render('c')).toBe('<p>C!</p>');
    loaded.saveCodeCache();
    expect(await readFile(codeCacheFile(file), 'utf8')).not.toBe('not a code cache');
    expect(loadCodeCached<Renderer>(file).usedCache).toBe(true);
  });
});
