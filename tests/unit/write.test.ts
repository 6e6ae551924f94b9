import { lstat, mkdir, mkdtemp, readFile, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createStaging } from '../../pipeline/output/staging.ts';

let work = '';
afterEach(async () => {
  if (work) await rm(work, { recursive: true, force: true });
  work = '';
});

/** A staging folder for `work/out`, after `previous` has made the previous output (if any) in `work`. */
async function setup(previous?: (out: string) => Promise<void>) {
  work = await mkdtemp(path.join(os.tmpdir(), 'write-test-'));
  await previous?.(path.join(work, 'out'));
  return createStaging(path.join(work, 'out'));
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
    // Hidden files and an editor's backups are left out too: the loader never checked them.
    for (const scratch of ['.DS_Store', 'logo.svg~', '#logo.svg#', 'team/ana.webp___jb_tmp___']) await writeFile(path.join(from, scratch), 'x');
    await staging.copyDir(from, 'images');
    await staging.copyDir(path.join(work, 'no-such-folder'), 'nothing');
    await staging.commit();
    const out = path.join(work, 'out');
    expect((await readdir(out, { recursive: true })).sort()).toEqual(['images', 'images/logo.svg', 'images/team', 'images/team/ana.webp']);
    expect(await readFile(path.join(out, 'images/team/ana.webp'), 'utf8')).toBe('ana');
  });

  it('writes only what differs from the previous output, and the output then holds exactly the new files', async () => {
    let sameInode = 0;
    const staging = await setup(async (out) => {
      await mkdir(path.join(out, 'same'), { recursive: true });
      await mkdir(path.join(out, 'gone/deeper'), { recursive: true });
      await writeFile(path.join(out, 'same/index.html'), '<p>same</p>');
      await writeFile(path.join(out, 'checked.html'), '<p>checked</p>');
      await writeFile(path.join(out, 'changed.html'), '<p>before</p>');
      await writeFile(path.join(out, 'gone/deeper/index.html'), '<p>removed</p>');
      sameInode = (await stat(path.join(out, 'same/index.html'))).ino;
    });
    const out = path.join(work, 'out');
    await staging.write('same/index.html', '<p>same</p>');
    staging.addKept(['checked.html']);
    await staging.write('changed.html', '<p>after</p>');
    await staging.write('new/index.html', '<p>new</p>');
    // Only the changed and the new file were written into the staging folder.
    expect((await readdir(staging.dir, { recursive: true })).sort()).toEqual(['changed.html', 'new', 'new/index.html']);
    await staging.commit();
    expect((await readdir(out, { recursive: true })).sort()).toEqual(['changed.html', 'checked.html', 'new', 'new/index.html', 'same', 'same/index.html']);
    expect(await readFile(path.join(out, 'changed.html'), 'utf8')).toBe('<p>after</p>');
    expect(await readFile(path.join(out, 'new/index.html'), 'utf8')).toBe('<p>new</p>');
    expect((await stat(path.join(out, 'same/index.html'))).ino).toBe(sameInode);
    expect((await readdir(work)).filter((n) => n.includes('.tmp-'))).toEqual([]);
  });

  it('puts a file where the previous output had a folder, and a folder where it had a file', async () => {
    const staging = await setup(async (out) => {
      await mkdir(path.join(out, 'robots.txt/inside'), { recursive: true });
      await writeFile(path.join(out, 'robots.txt/inside/x'), 'x');
      await writeFile(path.join(out, 'blog'), 'a file');
      await writeFile(path.join(out, 'kept.html'), 'kept');
    });
    const out = path.join(work, 'out');
    await staging.write('robots.txt', 'User-agent: *');
    await staging.write('blog/index.html', '<p>blog</p>');
    await staging.write('kept.html', 'kept');
    await staging.commit();
    expect((await readdir(out, { recursive: true })).sort()).toEqual(['blog', 'blog/index.html', 'kept.html', 'robots.txt']);
    expect(await readFile(path.join(out, 'robots.txt'), 'utf8')).toBe('User-agent: *');
  });

  it('puts a whole new folder in place when a kept file was reached through a link in the output', async () => {
    const staging = await setup(async (out) => {
      await mkdir(path.join(work, 'elsewhere'), { recursive: true });
      await mkdir(out, { recursive: true });
      await writeFile(path.join(work, 'elsewhere/index.html'), '<p>linked</p>');
      await symlink(path.join(work, 'elsewhere'), path.join(out, 'blog'));
    });
    const out = path.join(work, 'out');
    const elsewhere = path.join(work, 'elsewhere');
    await staging.write('blog/index.html', '<p>linked</p>');
    await staging.write('index.html', '<p>home</p>');
    await staging.commit();
    expect((await lstat(path.join(out, 'blog'))).isDirectory()).toBe(true);
    expect((await readdir(out, { recursive: true })).sort()).toEqual(['blog', 'blog/index.html', 'index.html']);
    expect(await readFile(path.join(out, 'blog/index.html'), 'utf8')).toBe('<p>linked</p>');
    expect(await readFile(path.join(elsewhere, 'index.html'), 'utf8')).toBe('<p>linked</p>');
    // A copy, not a second name for the file outside the output.
    expect((await stat(path.join(out, 'blog/index.html'))).ino).not.toBe((await stat(path.join(elsewhere, 'index.html'))).ino);
  });
});
