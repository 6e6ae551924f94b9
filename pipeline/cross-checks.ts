import type { LoadedFile } from './load.ts';
import type { Message } from './messages.ts';
import { messageAt, whereIs } from './file-position.ts';
import { didYouMean, listPreview, suggestion, suggestionOr } from './suggest.ts';
import { findPlaceholders, factPaths, lookupFact } from './placeholders.ts';
import { packageMatches } from '../site/lib/package-match.ts';
import { codeFrame } from './code-frame.ts';
import { formsCheck } from './forms-check.ts';

type Data = Record<string, any>;

/** Checks that need more than one file: unique ids and references that must resolve. Only schema-valid files come in. */
export function crossChecks(files: readonly LoadedFile[], images: ReadonlySet<string>, invalid: readonly LoadedFile[] = []): Message[] {
  const out: Message[] = [];
  const byKind = (kind: string) => files.filter((f) => f.kind.kind === kind);
  const one = (kind: string) => byKind(kind)[0];
  const d = (f: LoadedFile) => f.data as Data;

  // Services: ids unique across the whole catalogue; subcategories declared; one file per category.
  const serviceIds = new Map<string, { file: LoadedFile; pointer: string }>();
  const catalogue = new Map<string, { file: LoadedFile; subcategories: Map<string, number> }>();
  for (const file of byKind('services')) {
    const data = d(file);
    const prior = catalogue.get(data.category);
    if (prior) out.push(messageAt(file, '/category', 'ref/duplicate-category', `the category "${data.category}" already has its own file (${prior.file.file}); put these services there`));
    const declared = new Map<string, number>();
    (data.subcategories as Data[]).forEach((s, i) => {
      if (declared.has(s.slug)) out.push(messageAt(file, `/subcategories/${i}/slug`, 'ref/duplicate-id', `the subcategory "${s.slug}" is listed twice; remove one`));
      declared.set(s.slug, 0);
    });
    (data.services as Data[]).forEach((s, i) => {
      const first = serviceIds.get(s.id);
      if (first) out.push(messageAt(file, `/services/${i}/id`, 'ref/duplicate-id', `the service id "${s.id}" is already used at ${whereIs(first.file, first.pointer)}; every service needs its own id, e.g. change the number at the end`));
      else serviceIds.set(s.id, { file, pointer: `/services/${i}/id` });
      if (!declared.has(s.subcategory)) {
        out.push(messageAt(file, `/services/${i}/subcategory`, 'ref/subcategory', `the subcategory "${s.subcategory}" is not in this file's subcategories list${suggestionOr(s.subcategory, declared.keys(), `known: ${listPreview([...declared.keys()])}`)}`));
      } else declared.set(s.subcategory, (declared.get(s.subcategory) ?? 0) + 1);
    });
    declared.forEach((count, slug) => {
      if (count === 0) {
        const i = (data.subcategories as Data[]).findIndex((s) => s.slug === slug);
        out.push(messageAt(file, `/subcategories/${i}/slug`, 'ref/empty-subcategory', `the subcategory "${slug}" has no services; add services to it or remove it`, 'warning'));
      }
    });
    // A second file for a category is one mistake: its subcategories still count, so the category page gets no false alarms.
    if (prior) declared.forEach((count, slug) => prior.subcategories.set(slug, (prior.subcategories.get(slug) ?? 0) + count));
    else catalogue.set(data.category, { file, subcategories: declared });
  }

  // Category pages: slug matches file, category exists, cards point at real subcategories.
  const pageCategories = new Set<string>();
  for (const file of byKind('category-page')) {
    const data = d(file);
    const expected = file.relativePath.replace(/^categories\//, '').replace(/\.yaml$/, '');
    if (data.slug !== expected) out.push(messageAt(file, '/slug', 'ref/slug-filename', `slug "${data.slug}" must equal the file name "${expected}" (the page is at /services/${expected}); rename one of them`));
    if (data.comingSoon && (data.cards as unknown[]).length > 0) out.push(messageAt(file, '/cards', 'ref/coming-soon-cards', 'a coming-soon page shows no cards; empty the cards list (cards: []) or set comingSoon: false', 'warning'));
    if (data.category === undefined) {
      if (!data.comingSoon) out.push(messageAt(file, '', 'ref/category', `this page has no "category" and is not coming soon; add the category of its services (e.g. category: ${[...catalogue.keys()][0] ?? 'Plumbing'}), or set comingSoon: true`));
      continue;
    }
    pageCategories.add(data.category);
    const entry = catalogue.get(data.category);
    // A services file that failed its own checks already has messages; don't add a confusing second one here.
    // When its data could not be read, the services file of this page is the one with the same file name.
    const brokenSource = invalid.some((f) => f.kind.kind === 'services' && ((f.data as Data | undefined)?.category === data.category || stem(f) === expected));
    if (!entry && brokenSource) continue;
    if (!entry) {
      out.push(messageAt(file, '/category', 'ref/category', `no services file has category "${data.category}"${suggestionOr(data.category, catalogue.keys(), `add its services in data/services/ or set comingSoon: true`)}`));
      // A typo here is the one problem; don't also warn that the category it meant has no page.
      const meant = didYouMean(data.category, catalogue.keys());
      if (meant) pageCategories.add(meant);
      continue;
    }
    const carded = new Set<string>();
    const meantByTypo = new Set<string>();
    (data.cards as Data[]).forEach((card, i) => {
      if (carded.has(card.subcategory)) out.push(messageAt(file, `/cards/${i}/subcategory`, 'ref/duplicate-id', `the subcategory "${card.subcategory}" already has a card on this page; remove one`));
      carded.add(card.subcategory);
      if (!entry.subcategories.has(card.subcategory)) {
        // A misspelt card is the one problem; don't also warn that the subcategory it meant has no card.
        const meant = didYouMean(card.subcategory, entry.subcategories.keys());
        if (meant) meantByTypo.add(meant);
        out.push(messageAt(file, `/cards/${i}/subcategory`, 'ref/subcategory', `subcategory "${card.subcategory}" has no services in ${entry.file.file}${suggestionOr(card.subcategory, entry.subcategories.keys(), `known: ${listPreview([...entry.subcategories.keys()])}`)}`));
      }
    });
    const hidden = new Set<string>(data.hiddenSubcategories ?? []);
    (data.hiddenSubcategories as string[] | undefined)?.forEach((slug, i) => {
      if (entry.subcategories.has(slug)) return;
      out.push(messageAt(file, `/hiddenSubcategories/${i}`, 'ref/subcategory', `subcategory "${slug}" does not exist in ${entry.file.file}${suggestionOr(slug, entry.subcategories.keys(), `known: ${listPreview([...entry.subcategories.keys()])}`)}`));
      const meant = didYouMean(slug, entry.subcategories.keys());
      if (meant) meantByTypo.add(meant);
    });
    entry.subcategories.forEach((count, slug) => {
      if (count > 0 && !carded.has(slug) && !hidden.has(slug) && !meantByTypo.has(slug)) {
        out.push(messageAt(file, '/cards', 'ref/uncarded-subcategory', `the subcategory "${slug}" has ${count} service${count === 1 ? '' : 's'} but no card on this page, so the page skips it; add a card, or list it under hiddenSubcategories if that is intended`, 'warning'));
      }
    });
  }
  // A category page with schema errors already has its messages; it still shows its category.
  for (const f of invalid) {
    const category = (f.data as Data | undefined)?.category;
    if (f.kind.kind !== 'category-page' || typeof category !== 'string') continue;
    pageCategories.add(category);
    const meant = didYouMean(category, catalogue.keys());
    if (meant) pageCategories.add(meant);
  }
  for (const [category, entry] of catalogue) {
    if (invalid.some((f) => f.kind.kind === 'category-page' && stem(f) === stem(entry.file))) continue;
    if (!pageCategories.has(category)) out.push(messageAt(entry.file, '/category', 'ref/category-page', `no page in data/categories/ shows the category "${category}"; add one with category: ${category}`, 'warning'));
  }

  // Packages, and every place that links to one.
  const packages = one('packages');
  const packageIds = packages ? [...new Set((d(packages).packages as Data[]).map((p) => p.id as string))] : [];
  if (packages) duplicates(packages, '/packages', 'id', 'package id', out);
  const home = one('home');
  if (home && packages) {
    (d(home).packages.ids as string[]).forEach((id, i) => {
      if (!packageIds.includes(id)) out.push(messageAt(home, `/packages/ids/${i}`, 'ref/package', `no package has the id "${id}"${suggestionOr(id, packageIds, `known: ${packageIds.join(', ')}`)}`));
    });
  }
  const navigation = one('navigation');
  if (navigation && packages) {
    (d(navigation).footer.packages as Data[]).forEach((link, i) => {
      if (!packageIds.some((id) => packageMatches(id, link.package))) {
        out.push(messageAt(navigation, `/footer/packages/${i}/package`, 'ref/package', `"${link.package}" matches no package${suggestionOr(link.package, packageIds, `known: ${packageIds.join(', ')}`)}`));
      }
    });
  }

  // Blog: post categories exist.
  const blog = one('blog');
  const blogCategories: string[] = blog ? d(blog).categories : [];
  for (const post of byKind('post')) {
    const category = d(post).category;
    if (blog && !blogCategories.includes(category)) out.push(messageAt(post, '/category', 'ref/blog-category', `"${category}" is not a blog category${suggestionOr(category, blogCategories, `the categories are listed in data/blog.yaml: ${blogCategories.join(', ')}`)}`));
  }

  // Coverage: ZIPs unique.
  const coverage = one('coverage');
  if (coverage) {
    const seen = new Map<string, string>();
    (d(coverage).cities as Data[]).forEach((city, i) => {
      (city.zips as string[]).forEach((zip, j) => {
        const first = seen.get(zip);
        if (first) out.push(messageAt(coverage, `/cities/${i}/zips/${j}`, 'ref/duplicate-zip', `ZIP ${zip} is already listed under ${first}; list each ZIP once`));
        else seen.set(zip, city.name);
      });
    });
  }

  // Jobs and team ids unique; the about page's field-team member exists.
  const jobs = one('jobs');
  if (jobs) duplicates(jobs, '/jobs', 'id', 'job id', out);
  const team = one('team');
  const memberIds = team ? [...(d(team).fieldTeam as Data[]), ...(d(team).officeStaff as Data[])].map((m) => m.id as string) : [];
  if (team) {
    const seen = new Set<string>();
    (['fieldTeam', 'officeStaff'] as const).forEach((group) => (d(team)[group] as Data[]).forEach((m, i) => {
      if (seen.has(m.id)) out.push(messageAt(team, `/${group}/${i}/id`, 'ref/duplicate-id', `the team member id "${m.id}" is used twice; give each person their own id`));
      seen.add(m.id);
    }));
  }
  const about = one('about');
  if (about && team && !memberIds.includes(d(about).fieldTeamMember)) {
    out.push(messageAt(about, '/fieldTeamMember', 'ref/team-member', `no team member has the id "${d(about).fieldTeamMember}"${suggestionOr(d(about).fieldTeamMember, memberIds, `ids are in data/team.yaml: ${memberIds.join(', ')}`)}`));
  }

  // The claimed service count must be true.
  const site = one('site');
  if (site) {
    const claim = String(d(site).claims.servicesCount);
    const claimed = Number(/\d+/.exec(claim)?.[0] ?? 0);
    const actual = serviceIds.size;
    if (claimed > 0 && byKind('services').length > 0 && actual <= claimed && /over|\+/.test(claim)) {
      out.push(messageAt(site, '/claims/servicesCount', 'claim/services-count', `the site claims "${claim}" services but the catalogue has ${actual}; add services or change the claim`));
    }
  }

  // Images exist; placeholders name real facts.
  const siteData = site ? d(site) : undefined;
  const known = siteData ? factPaths(siteData) : [];
  for (const file of files) {
    walkStrings(file.data, (text, pointer) => {
      if (text.startsWith('/images/') && !images.has(text)) {
        out.push(messageAt(file, pointer(), 'ref/image', `the image "${text}" does not exist; put the file at data${text} or fix the path${suggestion(text, images)}`));
      }
      if (siteData && file.kind.kind !== 'site' && text.includes('{')) {
        for (const use of findPlaceholders(text)) {
          if (lookupFact(siteData, use.path) === undefined) out.push(atText(messageAt(file, pointer(), 'ref/placeholder', `{${use.path}} is not a business fact in data/site.yaml${suggestion(use.path, known)}`), file.source, `{${use.path}}`));
        }
      }
    });
    const wrong = siteData ? new Set(file.bodyDigest?.placeholders.filter((name) => lookupFact(siteData, name) === undefined)) : undefined;
    if (wrong?.size) {
      // The body's placeholders are known from the loader (without reading a file it did not need to read): the body
      // is searched, and lines counted, only when one of them is wrong.
      const body = file.body ?? '';
      for (const use of findPlaceholders(body)) {
        if (!wrong.has(use.path)) continue;
        const lineStart = body.lastIndexOf('\n', use.index - 1) + 1;
        const line = (file.bodyLine ?? 1) + countLineBreaks(body, lineStart);
        const column = use.index - lineStart + 1;
        out.push({ file: file.file, line, column, severity: 'error', rule: 'ref/placeholder', message: `{${use.path}} is not a business fact in data/site.yaml${suggestion(use.path, known)}`, frame: codeFrame(file.source, line, column) });
      }
    }
  }
  out.push(...formsCheck(one('site')));
  return out;
}

/** How many line breaks `text` has before `end`. */
function countLineBreaks(text: string, end: number): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

/** `services/plumbing.yaml` -> `plumbing`. */
function stem(file: LoadedFile): string {
  return file.relativePath.replace(/^.*\//, '').replace(/\.[a-z]+$/, '');
}

/** Moves a message from the start of a value to where `needle` appears in it, when that is on the same line. */
function atText(message: Message, source: string, needle: string): Message {
  const lineText = source.split(/\r?\n/)[message.line - 1] ?? '';
  const index = lineText.indexOf(needle, Math.max(message.column - 1, 0));
  if (index < 0) return message;
  return { ...message, column: index + 1, frame: codeFrame(source, message.line, index + 1) };
}

function duplicates(file: LoadedFile, listPointer: string, field: string, label: string, out: Message[]): void {
  const list = listPointer.slice(1).split('/').reduce<any>((node, k) => node?.[k], file.data) as Data[];
  const seen = new Set<string>();
  list.forEach((item, i) => {
    if (seen.has(item[field])) out.push(messageAt(file, `${listPointer}/${i}/${field}`, 'ref/duplicate-id', `the ${label} "${item[field]}" is used twice; give each its own`));
    seen.add(item[field]);
  });
}

/**
 * Calls `visit` with every string in `value` and a function that gives its JSON pointer. The pointer is made only
 * when asked for (only for a message), and only while `visit` runs: making one for every string of 4,000 posts took
 * most of this walk.
 */
function walkStrings(value: unknown, visit: (text: string, pointer: () => string) => void): void {
  const keys: string[] = [];
  const pointer = () => keys.map((k) => `/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
  const walk = (node: unknown): void => {
    if (typeof node === 'string') visit(node, pointer);
    else if (Array.isArray(node)) {
      node.forEach((item, i) => {
        keys.push(String(i));
        walk(item);
        keys.pop();
      });
    } else if (node && typeof node === 'object') {
      for (const [k, item] of Object.entries(node)) {
        keys.push(k);
        walk(item);
        keys.pop();
      }
    }
  };
  walk(value);
}
