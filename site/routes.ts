import type { SiteContent } from './content-types.ts';
import type { CategoryCard, PageName, PagePropsMap, PostSummary } from './page-props.ts';
import { POSTS_PER_PAGE, postSummary } from './lib/post-index.ts';
import { describeFilter, directoryViewPath } from './lib/directory-groups.ts';
import { THANK_YOU_PATH } from './lib/form-delivery.ts';
import { CALL_REQUEST_PATH, CUSTOM_QUOTE_PATH, applyPath } from './lib/form-pages.ts';

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string[];
  /** Path of the canonical URL; duplicates (e.g. /service-directory) name the main path. */
  canonical: string;
  /** Listed in sitemap.xml and indexable; false for /404 and duplicates. */
  indexable: boolean;
  ogType?: 'website' | 'article';
  image?: string;
  /** Breadcrumb trail for nested pages, from the home page down. */
  breadcrumbs?: { name: string; path: string }[];
}

export interface RouteEntry<P extends PageName = PageName> {
  /** URL path without trailing slash ("/" for home). */
  path: string;
  page: P;
  props: PagePropsMap[P];
  meta: PageMeta;
}

/** A route of any page, narrowed by its `page`. */
export type AnyRoute = { [P in PageName]: RouteEntry<P> }[PageName];

/** The legal pages the footer links, first of the long-form pages; any other `data/pages/<slug>.md` is a page at `/<slug>` too. */
export const LONG_PAGES = ['privacy', 'terms', 'disclaimer', 'accessibility'] as const;

/** The only route table: every URL the site has, with its screen, props and meta. */

export function routeTable(content: SiteContent): AnyRoute[] {
  const { site } = content;
  // A title names the business, so a tab or a search result says whose page it is: "FAQ: Pricing | Ridgeline".
  const named = (title: string) => (title.includes(site.shortName) || title.includes(site.name) ? title : `${title} | ${site.shortName}`);
  const seo = (s: { title: string; description: string; keywords?: string[] } | undefined, fallback: string) => ({
    title: named(s?.title ?? fallback),
    description: s?.description ?? site.description,
    ...(s?.keywords ? { keywords: s.keywords } : {}),
  });
  const crumbs = (...trail: [string, string][]) => [{ name: 'Home', path: '/' }, ...trail.map(([name, path]) => ({ name, path }))];
  const routes: AnyRoute[] = [];
  // Pages whose content names no keywords of their own use the site-wide ones of the home page.
  const siteKeywords = content.home.seo?.keywords ?? [];
  const add = <P extends PageName>(path: string, page: P, props: PagePropsMap[P], meta: PageMeta) => {
    routes.push({ path, page, props, meta: { ...meta, keywords: meta.keywords?.length ? meta.keywords : siteKeywords } } as AnyRoute);
  };

  const summaries: PostSummary[] = content.posts.map(postSummary);
  add('/', 'home', {
    home: content.home,
    packages: content.home.packages.ids.map((id) => content.packages.find((p) => p.id === id)!).filter(Boolean),
    testimonials: content.reviews.testimonials,
    profiles: content.reviews.profiles ?? [],
    regions: content.serviceAreas.regions,
    posts: summaries.slice(0, 3),
    servicesCount: content.services.length,
  }, { ...seo(content.home.seo, 'Home'), canonical: '/', indexable: true, image: content.home.hero.image });

  const pageSlugs = new Set(content.categoryPages.map((p) => p.slug));
  const categories = [...new Map(content.services.map((s) => [s.categorySlug, s.category] as const))]
    .map(([slug, name]) => ({ name, slug, page: pageSlugs.has(slug) }));
  const directoryProps = { services: content.services, subcategories: content.subcategories, categories };
  const directoryMeta = {
    title: `All Home Services | ${site.shortName}`,
    description: `Browse ${content.services.length} handyman and home services with price and time estimates: carpentry, plumbing, electrical, cleaning and more.`,
    keywords: ['handyman services', 'home repair', 'service directory'],
    canonical: '/services',
  };
  add('/services', 'directory', directoryProps, { ...directoryMeta, indexable: true, breadcrumbs: crumbs(['Services', '/services']) });
  add('/service-directory', 'directory', directoryProps, { ...directoryMeta, indexable: false });
  // Each ?category= view as a page of its own: every subcategory, and every category (its page, when it has one, is
  // its landing page; this lists its services).
  for (const slug of new Set([...content.subcategories.map((s) => s.slug), ...categories.map((c) => c.slug)])) {
    const view = describeFilter(slug, content.subcategories, categories);
    const services = content.services.filter((s) => s.subcategory === slug || s.categorySlug === slug);
    if (services.length === 0) continue;
    const path = directoryViewPath(slug);
    const parent: [string, string][] = view.category?.page && view.category.slug !== slug ? [[view.category.name, `/services/${view.category.slug}`]] : [];
    add(path, 'directory', { services, subcategories: content.subcategories.filter((s) => s.slug === slug), categories, only: slug }, {
      title: named(view.title),
      description: `${view.title}: ${services.length === 1 ? 'one service' : `${services.length} services`} with upfront price and time estimates, from ${site.name}.`.slice(0, 200),
      canonical: path, indexable: true, breadcrumbs: crumbs(['Services', '/services'], ...parent, [view.title, path]),
    });
  }

  for (const page of content.categoryPages) {
    // The visible breadcrumb trail and the BreadcrumbList JSON-LD come from the same list.
    const breadcrumbs = crumbs(['Services', '/services'], [page.name, `/services/${page.slug}`]);
    const testimonials = page.category ? content.reviews.testimonials.filter((t) => t.category === page.category) : [];
    add(`/services/${page.slug}`, 'category', { page, cards: categoryCards(content, page), steps: content.process.steps, breadcrumbs, testimonials }, {
      ...seo(page.seo, page.name), canonical: `/services/${page.slug}`, indexable: true, image: page.hero.image, breadcrumbs,
    });
  }

  add('/how-it-works', 'process', { process: content.process }, { ...seo(content.process.seo, 'How It Works'), canonical: '/how-it-works', indexable: true, breadcrumbs: crumbs(['How It Works', '/how-it-works']) });
  add('/packages', 'packages', { packages: content.packages }, {
    title: `Service Packages | ${site.shortName}`,
    description: `Save with bundled handyman hours: ${content.packages.map((p) => p.name).join(', ')}.`.slice(0, 200),
    canonical: '/packages', indexable: true, breadcrumbs: crumbs(['Packages', '/packages']),
  });
  add('/service-area', 'service-area', { serviceAreas: content.serviceAreas, coverage: content.coverage }, { ...seo(content.serviceAreas.seo, 'Service Area'), canonical: '/service-area', indexable: true, breadcrumbs: crumbs(['Service Area', '/service-area']) });

  const member = [...content.team.fieldTeam].find((m) => m.id === content.about.fieldTeamMember) ?? content.team.fieldTeam[0]!;
  const aboutMeta = { ...seo(content.about.seo, 'About Us'), canonical: '/about-us' };
  add('/about-us', 'about', { about: content.about, member }, { ...aboutMeta, indexable: true, breadcrumbs: crumbs(['About Us', '/about-us']) });
  add('/about', 'about', { about: content.about, member }, { ...aboutMeta, indexable: false });
  add('/careers', 'careers', { careers: content.careers, jobs: content.jobs }, { ...seo(content.careers.seo, 'Careers'), canonical: '/careers', indexable: true, breadcrumbs: crumbs(['Careers', '/careers']) });
  add('/meet-the-team', 'team', { team: content.team }, { ...seo(content.team.seo, 'Meet the Team'), canonical: '/meet-the-team', indexable: true, breadcrumbs: crumbs(['Meet Our Team', '/meet-the-team']) });

  const blogMeta = seo(content.blog.seo, 'Blog');
  add('/blog', 'blog', { posts: summaries.slice(0, POSTS_PER_PAGE), total: summaries.length, categories: content.blog.categories }, { ...blogMeta, canonical: '/blog', indexable: true, breadcrumbs: crumbs(['Blog', '/blog']) });
  for (const post of content.posts) {
    // An article page needs only its article (its Back link loads /blog); listing every post on every article
    // page would grow with the square of the number of posts.
    add(`/blog/${post.id}`, 'blog', { posts: [], total: 0, categories: content.blog.categories, seo: { title: post.title, description: post.excerpt }, article: post }, {
      title: `${post.title} | ${site.shortName}`, description: post.excerpt, canonical: `/blog/${post.id}`, indexable: true, ogType: 'article', image: post.image,
      breadcrumbs: crumbs(['Blog', '/blog'], [post.title, `/blog/${post.id}`]),
    });
  }

  add('/faq', 'faq', { faq: content.faq }, { ...seo(content.faq.seo, 'FAQ'), canonical: '/faq', indexable: true, breadcrumbs: crumbs(['FAQ', '/faq']) });
  add('/contact', 'contact', { contact: content.contact }, { ...seo(content.contact.seo, 'Contact Us'), canonical: '/contact', indexable: true, breadcrumbs: crumbs(['Contact', '/contact']) });

  // The four legal pages first, in the footer's order, then any page an editor adds, by name. A name whose address
  // another page has is left out here; the long-pages rule tells the editor to rename it.
  const taken = new Set(routes.map((r) => r.path.split('/')[1]));
  const added = Object.keys(content.pages).filter((slug) => !(LONG_PAGES as readonly string[]).includes(slug)).sort();
  for (const slug of [...LONG_PAGES, ...added]) {
    const page = content.pages[slug];
    if (!page || taken.has(slug)) continue;
    add(`/${slug}`, 'legal', { page }, { title: `${page.title} | ${site.shortName}`, description: page.description, canonical: `/${slug}`, indexable: true, breadcrumbs: crumbs([page.title, `/${slug}`]) });
  }
  // The phone-sized view of the service categories: a view of the directory, so it names /services as its canonical
  // page (like /service-directory) rather than telling crawlers not to index it.
  add('/mobileservicespage', 'mobile-services', {}, { title: `Services Menu | ${site.shortName}`, description: `Browse every service category of ${site.name}.`, canonical: '/services', indexable: false });
  // Each form on its own page, for visitors without JavaScript (the dialogs' buttons lead there), and where a
  // plain form post ends. Not for search engines: the pages they belong to are.
  if (site.forms.provider !== 'email-only') add(THANK_YOU_PATH, 'thank-you', {}, { title: `Thank You | ${site.shortName}`, description: 'We have received your form.', canonical: THANK_YOU_PATH, indexable: false });
  add(CALL_REQUEST_PATH, 'form', { form: 'call-request' }, { title: `Request a Call | ${site.shortName}`, description: 'Leave your number and we will call you back.', canonical: CALL_REQUEST_PATH, indexable: false });
  add(CUSTOM_QUOTE_PATH, 'form', { form: 'custom-quote' }, { title: `Request a Custom Quote | ${site.shortName}`, description: 'Tell us about your project for a custom quote.', canonical: CUSTOM_QUOTE_PATH, indexable: false });
  for (const job of content.jobs) {
    add(applyPath(job.id), 'form', { form: 'job-application', job }, { title: `Apply for ${job.title} | ${site.shortName}`, description: `Apply for ${job.title} (${job.location}).`, canonical: applyPath(job.id), indexable: false });
  }
  add('/404', 'not-found', {}, { title: `Page Not Found | ${site.shortName}`, description: "The page you are looking for doesn't exist or has been moved.", canonical: '/404', indexable: false });

  // The sitemap page lists every other page, so it is added last from the table itself.
  const links = routes.filter((r) => r.meta.indexable).map((r) => ({ label: r.meta.title.replace(/ \| .*$/, ''), href: r.path }));
  add('/sitemap', 'sitemap', { links }, { title: `Sitemap | ${site.shortName}`, description: `Every page of ${site.name} in one list.`, canonical: '/sitemap', indexable: true, breadcrumbs: crumbs(['Sitemap', '/sitemap']) });
  return routes;
}

/** SPEC 2.12: only subcategories with services and a title in the page's own table, in the table's order. */
export function categoryCards(content: SiteContent, page: SiteContent['categoryPages'][number]): CategoryCard[] {
  if (page.comingSoon || !page.category) return [];
  const fallback = page.slug === 'windows-doors' ? '/images/windows-doors-logo.svg' : page.hero.image;
  return page.cards.flatMap((card) => {
    const services = content.services.filter((s) => s.category === page.category && s.subcategory === card.subcategory);
    if (services.length === 0) return [];
    return [{
      subcategory: card.subcategory,
      title: card.title,
      description: card.description,
      icon: card.icon,
      image: page.slug === 'windows-doors' ? fallback : services[0]?.image ?? fallback,
      bullets: services.slice(0, 4).map((s) => s.features[0]!).filter(Boolean),
      count: services.length,
    }];
  });
}
