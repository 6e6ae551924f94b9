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
}

export const contentKinds: readonly ContentKind[] = [
  { kind: 'site', schema: 'site', match: 'site.yaml', format: 'yaml', required: true, purpose: 'business facts: name, phones, email, address, hours, rates, claims, external links' },
  { kind: 'services', schema: 'services', match: /^services\/[a-z0-9-]+\.yaml$/, format: 'yaml', purpose: 'the service catalogue, one file per category' },
  { kind: 'category-page', schema: 'category-page', match: /^categories\/[a-z0-9-]+\.yaml$/, format: 'yaml', purpose: 'one category landing page (/services/<slug>)' },
  { kind: 'packages', schema: 'packages', match: 'packages.yaml', format: 'yaml', required: true, purpose: 'service packages' },
  { kind: 'faq', schema: 'faq', match: 'faq.yaml', format: 'yaml', required: true, purpose: 'the FAQ page' },
  { kind: 'blog', schema: 'blog', match: 'blog.yaml', format: 'yaml', required: true, purpose: 'blog categories' },
  { kind: 'post', schema: 'post', match: /^posts\/[a-z0-9-]+\.md$/, format: 'markdown', purpose: 'one blog post' },
  { kind: 'page', schema: 'page', match: /^pages\/[a-z0-9-]+\.md$/, format: 'markdown', purpose: 'one long-form page (legal, accessibility)' },
  { kind: 'coverage', schema: 'coverage', match: 'coverage.yaml', format: 'yaml', required: true, purpose: 'cities and ZIP codes of the ZIP checker' },
  { kind: 'service-areas', schema: 'service-areas', match: 'service-areas.yaml', format: 'yaml', required: true, purpose: 'service areas shown on the home page and /service-area' },
  { kind: 'home', schema: 'home', match: 'home.yaml', format: 'yaml', required: true, purpose: 'home page copy' },
  { kind: 'process', schema: 'process', match: 'process.yaml', format: 'yaml', required: true, purpose: 'the How It Works page' },
  { kind: 'contact', schema: 'contact', match: 'contact.yaml', format: 'yaml', required: true, purpose: 'the contact page copy and FAQ' },
  { kind: 'about', schema: 'about', match: 'about.yaml', format: 'yaml', required: true, purpose: 'the about page' },
  { kind: 'careers', schema: 'careers', match: 'careers.yaml', format: 'yaml', required: true, purpose: 'the careers page copy and benefits' },
  { kind: 'jobs', schema: 'jobs', match: 'jobs.yaml', format: 'yaml', required: true, purpose: 'open positions' },
  { kind: 'team', schema: 'team', match: 'team.yaml', format: 'yaml', required: true, purpose: 'team members' },
  { kind: 'navigation', schema: 'navigation', match: 'navigation.yaml', format: 'yaml', required: true, purpose: 'header menus, mobile menu and footer links' },
  { kind: 'testimonials', schema: 'testimonials', match: 'testimonials.yaml', format: 'yaml', required: true, purpose: 'customer testimonials' },
];

export function kindOf(relativePath: string): ContentKind | undefined {
  return contentKinds.find((k) =>
    typeof k.match === 'string' ? k.match === relativePath : k.match.test(relativePath),
  );
}
