/**
 * Which file in data/ holds which kind of content, and which schema checks it.
 * The one place that knows the layout of data/.
 */
export interface ContentKind {
  /** Name used in messages and in the generated types. */
  kind: string;
  /** Schema file name in schema/, without `.schema.json`. */
  schema: string;
  /** Path relative to the data folder, or a pattern for a folder of files. */
  match: string | RegExp;
  format: 'yaml' | 'markdown';
  /** A single file that must exist. */
  required?: boolean;
  /** What this file holds, for the README and for "unknown file" hints. */
  purpose: string;
  /**
   * How a single file joins the site's content (SiteContent, whose fields for these kinds are generated from this
   * list): under `field`, placeholders filled (site.yaml's texts too, from its other facts), or only its `list` when
   * the file is one list. Folders of files (the catalogue, category pages, posts, pages) are joined by assemble.ts.
   */
  joins?: { field: string; list?: string };
  /**
   * The pages that show this kind's content, as paths (`<name>` stands for one file's or item's part of the path, `*`
   * for every page), for the editors' reference. A test holds it to the routes the content really feeds.
   */
  pages: readonly string[];
}

export const contentKinds: readonly ContentKind[] = [
  { kind: 'site', schema: 'site', match: 'site.yaml', format: 'yaml', required: true, joins: { field: 'site' }, pages: ['*'], purpose: 'business facts: name, phones, email, address, hours, rates, claims, external links' },
  { kind: 'services', schema: 'services', match: /^services\/[a-z0-9-]+\.yaml$/, format: 'yaml', pages: ['/services', '/service-directory', '/service-directory/<name>', '/services/<name>'], purpose: 'the service catalogue, one file per category' },
  { kind: 'category-page', schema: 'category-page', match: /^categories\/[a-z0-9-]+\.yaml$/, format: 'yaml', pages: ['/services/<name>'], purpose: 'one category landing page (/services/<slug>)' },
  { kind: 'packages', schema: 'packages', match: 'packages.yaml', format: 'yaml', required: true, joins: { field: 'packages', list: 'packages' }, pages: ['/', '/packages'], purpose: 'service packages' },
  { kind: 'faq', schema: 'faq', match: 'faq.yaml', format: 'yaml', required: true, joins: { field: 'faq' }, pages: ['/faq'], purpose: 'the FAQ page' },
  { kind: 'blog', schema: 'blog', match: 'blog.yaml', format: 'yaml', required: true, joins: { field: 'blog' }, pages: ['/blog', '/blog/<name>'], purpose: 'blog categories' },
  { kind: 'post', schema: 'post', match: /^posts\/[a-z0-9-]+\.md$/, format: 'markdown', pages: ['/', '/blog', '/blog/<name>'], purpose: 'one blog post' },
  { kind: 'page', schema: 'page', match: /^pages\/[a-z0-9-]+\.md$/, format: 'markdown', pages: ['/<name>'], purpose: 'one long-form page (legal, accessibility)' },
  { kind: 'coverage', schema: 'coverage', match: 'coverage.yaml', format: 'yaml', required: true, joins: { field: 'coverage' }, pages: ['/', '/service-area'], purpose: 'cities and ZIP codes of the ZIP checker' },
  { kind: 'service-areas', schema: 'service-areas', match: 'service-areas.yaml', format: 'yaml', required: true, joins: { field: 'serviceAreas' }, pages: ['/', '/service-area'], purpose: 'service areas shown on the home page and /service-area' },
  { kind: 'home', schema: 'home', match: 'home.yaml', format: 'yaml', required: true, joins: { field: 'home' }, pages: ['/'], purpose: 'home page copy' },
  { kind: 'process', schema: 'process', match: 'process.yaml', format: 'yaml', required: true, joins: { field: 'process' }, pages: ['/how-it-works', '/services/<name>'], purpose: 'the How It Works page' },
  { kind: 'contact', schema: 'contact', match: 'contact.yaml', format: 'yaml', required: true, joins: { field: 'contact' }, pages: ['/contact'], purpose: 'the contact page copy and FAQ' },
  { kind: 'about', schema: 'about', match: 'about.yaml', format: 'yaml', required: true, joins: { field: 'about' }, pages: ['/about-us', '/about'], purpose: 'the about page' },
  { kind: 'careers', schema: 'careers', match: 'careers.yaml', format: 'yaml', required: true, joins: { field: 'careers' }, pages: ['/careers'], purpose: 'the careers page copy and benefits' },
  { kind: 'jobs', schema: 'jobs', match: 'jobs.yaml', format: 'yaml', required: true, joins: { field: 'jobs', list: 'jobs' }, pages: ['/careers', '/careers/apply/<name>'], purpose: 'open positions' },
  { kind: 'team', schema: 'team', match: 'team.yaml', format: 'yaml', required: true, joins: { field: 'team' }, pages: ['/about-us', '/about', '/meet-the-team'], purpose: 'team members' },
  { kind: 'navigation', schema: 'navigation', match: 'navigation.yaml', format: 'yaml', required: true, joins: { field: 'navigation' }, pages: ['*'], purpose: 'header menus, mobile menu and footer links' },
  { kind: 'testimonials', schema: 'testimonials', match: 'testimonials.yaml', format: 'yaml', required: true, joins: { field: 'reviews' }, pages: ['/', '/services/<name>'], purpose: 'customer testimonials and the review profiles' },
];

export function kindOf(relativePath: string): ContentKind | undefined {
  return contentKinds.find((k) =>
    typeof k.match === 'string' ? k.match === relativePath : k.match.test(relativePath),
  );
}

/** Where a kind's files live: `services/` for a folder of files, `` for a single file at the top of data/. */
function folderOf(kind: ContentKind): string {
  return typeof kind.match === 'string' ? '' : kind.match.source.replace(/^\^/, '').replace(/\\\//g, '/').replace(/\[.*$/, '');
}

/** How a file of a kind is named: `services.yaml`, or `services/<name>.yaml` for a folder of files. */
export function kindFileName(kind: ContentKind): string {
  return typeof kind.match === 'string' ? kind.match : `${folderOf(kind)}<name>.${kind.format === 'markdown' ? 'md' : 'yaml'}`;
}

// Other spellings of the two content extensions, as editors and tools save them.
const EXTENSIONS: Record<string, string> = { yaml: 'yaml', yml: 'yaml', md: 'md', markdown: 'md', mdown: 'md', mkd: 'md', mkdn: 'md', mdwn: 'md' };

/** `My New Post` -> `my-new-post`: lowercase letters, digits and hyphens, accents dropped. */
export function fileSlug(name: string): string {
  return name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/** Why the site would ignore a file of data/ (one `kindOf` does not know), and what to do about it. */
export interface IgnoredFile {
  rule: 'file/name' | 'file/unknown';
  message: string;
  /** The name it must have, when it is a content file under the wrong name. */
  rename?: string;
}

/**
 * What to tell an editor about a file the site would skip: the name it must have when it is plainly a content file
 * under the wrong name (`posts/My Post.markdown` -> `posts/my-post.md`, `faq.yml` -> `faq.yaml`, a folder misspelt),
 * otherwise which files a content folder may hold. Either way the page it was meant to be would silently be missing.
 */
export function ignoredFile(relativePath: string): IgnoredFile {
  const slash = relativePath.lastIndexOf('/');
  const folder = relativePath.slice(0, slash + 1);
  const base = relativePath.slice(slash + 1);
  // `post.md.txt`: a second extension added by an editor that hides extensions.
  const m = /^(.*?)\.([A-Za-z]+)(?:\.txt)?$/.exec(base);
  const ext = m ? EXTENSIONS[m[2]!.toLowerCase()] : undefined;
  const folders = [...new Set(contentKinds.map(folderOf).filter(Boolean))];
  const knownFolder = folder === '' || folders.includes(folder) ? folder : folders.find((f) => fileSlug(f) === fileSlug(folder) || fileSlug(f) === `${fileSlug(folder)}s`);
  if (m && ext && knownFolder !== undefined) {
    const candidate = `${knownFolder}${fileSlug(m[1]!)}.${ext}`;
    const kind = kindOf(candidate);
    if (kind) {
      const reasons = [
        knownFolder !== folder ? `it is in the folder "${folder}" instead of "${knownFolder}"` : '',
        base.slice(m[1]!.length) !== `.${ext}` ? `its name ends in "${base.slice(m[1]!.length)}" instead of ".${ext}"` : '',
        fileSlug(m[1]!) !== m[1] ? 'its name has characters other than lowercase letters, digits and hyphens' : '',
      ].filter(Boolean);
      return { rule: 'file/name', rename: candidate, message: `the site ignores this file because ${reasons.join(' and ')}, so its content never reaches the site; rename it to data/${candidate}` };
    }
  }
  const here = folder === '' ? [] : contentKinds.filter((k) => folderOf(k) === (knownFolder ?? folder));
  const where = here.length > 0 ? `data/${folder} holds only ${here.map((k) => kindFileName(k).slice(folder.length)).join(', ')} files` : `content files are named ${contentKinds.map(kindFileName).join(', ')}`;
  return { rule: 'file/unknown', message: `the site does not use this file; ${where} (where <name> is lowercase letters, digits and hyphens, e.g. pipe-repairs): rename it to one of those, or move it out of data/` };
}

