/**
 * Names that are never content: hidden files (`.git`, `.DS_Store`, Vim's swap file `.post.md.swp`) and the backups
 * and temporary copies editors keep beside a file while they save it (`post.md~`, Emacs's `#post.md#`, JetBrains'
 * `post.md___jb_tmp___` and `post.md___jb_old___`), as Jekyll skips them too. The loader does not list them, the
 * output never publishes them from data/images, and dev does not rebuild for them: a save in progress never shows up
 * as an unknown file, and a swap file written as the editor types does not reload the page.
 */
export function isScratchName(name: string): boolean {
  return name.startsWith('.') || name.startsWith('#') || name.endsWith('~') || name.endsWith('___jb_tmp___') || name.endsWith('___jb_old___');
}
