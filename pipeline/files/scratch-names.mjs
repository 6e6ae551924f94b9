// Plain JavaScript: the CLI's launcher (cli/site.mjs) needs it before any TypeScript tooling runs.

/**
 * Names that are never content: hidden files (`.git`, `.DS_Store`, Vim's swap file `.post.md.swp`) and the backups
 * and temporary copies editors keep beside a file while they save it (`post.md~`, Emacs's `#post.md#`, JetBrains'
 * `post.md___jb_tmp___` and `post.md___jb_old___`), as Jekyll skips them too. The loader does not list them, the
 * output never publishes them from data/images, dev does not rebuild for them, and the toolchain key leaves them out:
 * a save in progress never shows up as an unknown file, and a swap file written as one types reloads nothing.
 * @param {string} name a file's name, without its folder
 * @returns {boolean}
 */
export function isScratchName(name) {
  return name.startsWith('.') || name.startsWith('#') || name.endsWith('~') || name.endsWith('___jb_tmp___') || name.endsWith('___jb_old___');
}
