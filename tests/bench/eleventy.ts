/**
 * The benchmark's yardstick: Eleventy 3.1.8 building the same Markdown posts with a minimal layout, timed the same
 * way as this project's builds. Eleventy is installed into a scratch folder outside the project (never into its
 * dependencies), once per machine.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const ELEVENTY_VERSION = '3.1.8';
const home = path.join(os.tmpdir(), `site-bench-eleventy-${ELEVENTY_VERSION}`);
const bin = path.join(home, 'node_modules/.bin/eleventy');

/** Eleventy's command, installed now when this machine has none; undefined (with why on stderr) when it cannot be. */
export function eleventyCommand(): string | undefined {
  if (existsSync(bin)) return bin;
  const installed = spawnSync('npm', ['install', '--prefix', home, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `@11ty/eleventy@${ELEVENTY_VERSION}`], { encoding: 'utf8' });
  if (installed.status !== 0 || !existsSync(bin)) {
    process.stderr.write(`Eleventy ${ELEVENTY_VERSION} could not be installed into ${home}; the comparison is left out.\n${installed.stderr.slice(-1000)}`);
    return undefined;
  }
  return bin;
}

/** An Eleventy input folder holding the data folder's posts, each in a one-screen HTML layout. */
export async function eleventyInput(dataDir: string, inputDir: string): Promise<number> {
  const posts = path.join(inputDir, 'posts');
  await mkdir(path.join(inputDir, '_includes'), { recursive: true });
  await mkdir(posts, { recursive: true });
  const names = (await readdir(path.join(dataDir, 'posts'))).filter((name) => name.endsWith('.md'));
  for (const name of names) await copyFile(path.join(dataDir, 'posts', name), path.join(posts, name));
  await writeFile(path.join(posts, 'posts.json'), JSON.stringify({ layout: 'post.njk' }));
  await writeFile(path.join(inputDir, '_includes/post.njk'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ title }}</title></head><body><main><h1>{{ title }}</h1>{{ content | safe }}</main></body></html>\n');
  return names.length;
}

/** The `eleventy` arguments for one cold build of `inputDir` into `outDir`. */
export function eleventyArgs(command: string, inputDir: string, outDir: string): string[] {
  return [process.execPath, command, `--input=${inputDir}`, `--output=${outDir}`, '--quiet'];
}
