import { mkdir, mkdtemp, readFile, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createStaging } from '../../pipeline/write.ts';

let work = '';
afterEach(async () => {
  if (work) await rm(work, { recursive: true, force: true });
  work = '';
});

async function setup() {
  work = await mkdtemp(path.join(os.tmpdir(), 'write-test-'));
  const staging = await createStaging(path.join(work, 'out'));
  return staging;
}

describe('the staging folder', () => {
  it('copies a folder with its subfolders, leaves out symbolic links, and copies nothing from a missing folder', async () => {
    const staging = await setup();
    const from = path.join(work, 'images');
    await mkdir(path.join(from, 'team'), { recursive: true });
    await writeFile(path.join(from, 'logo.svg'), '<svg/>');
    await writeFile(path.join(from, 'team/ana.webp'), 'ana');
    await symlink('..', path.join(from, 'loop'));
    await symlink('logo.svg', path.join(from, 'alias.svg'));
    await staging.copyDir(from, 'images');
    await staging.copyDir(path.join(work, 'no-such-folder'), 'nothing');
    await staging.commit();
    const out = path.join(work, 'out');
    expect((await readdir(out, { recursive: true })).sort()).toEqual(['images', 'images/logo.svg', 'images/team', 'images/team/ana.webp']);
    expect(await readFile(path.join(out, 'images/team/ana.webp'), 'utf8')).toBe('ana');
  });

  it('links an existing file in, or writes the content when the file cannot be linked', async () => {
    const staging = await setup();
    const existing = path.join(work, 'previous.html');
    await writeFile(existing, '<p>same</p>');
    await staging.linkOrWrite(existing, 'a/index.html', '<p>same</p>');
    await staging.linkOrWrite(path.join(work, 'gone.html'), 'b/index.html', '<p>written</p>');
    expect((await stat(path.join(staging.dir, 'a/index.html'))).ino).toBe((await stat(existing)).ino);
    expect(await readFile(path.join(staging.dir, 'b/index.html'), 'utf8')).toBe('<p>written</p>');
  });
});
