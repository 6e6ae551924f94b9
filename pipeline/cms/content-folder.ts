import path from 'node:path';

/**
 * Where the CMS finds the content: decap-server serves one folder (`repoDir`), and the CMS's collections name the
 * content folder relative to it (`folder`). For data/ of this repository that is the repository and `data`, as the
 * GitHub backend sees it; a content folder elsewhere (`--data /tmp/x/data`) is served from its parent, so the CMS in
 * dev saves into that folder and never into this repository's data/.
 */
export function cmsContentFolder(root: string, dataDir: string): { repoDir: string; folder: string } {
  const absolute = path.resolve(dataDir);
  const relative = path.relative(path.resolve(root), absolute);
  if (relative && !relative.startsWith('..') && !path.isAbsolute(relative)) return { repoDir: path.resolve(root), folder: relative.split(path.sep).join('/') };
  return { repoDir: path.dirname(absolute), folder: path.basename(absolute) };
}
