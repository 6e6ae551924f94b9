import type {
  AboutContent, CareersContent, CategoryPage, ContactContent, Coverage, FaqContent, FaqItem, HomeContent, IconName,
  Job, LongPage, Navigation, Package, Post, ProcessContent, ReviewProfile, Service, ServiceAreas, SiteFacts, Subcategory, TeamContent, Testimonial,
} from './content-types.ts';
import type { ServiceSummary } from './lib/search.ts';

/** Data every page's header and footer need. */
export interface ShellProps {
  site: SiteFacts;
  navigation: Navigation;
  /** The route's path, e.g. /services/plumbing; the header highlights the active entry with it. */
  path: string;
}

export type PostSummary = Pick<Post, 'id' | 'title' | 'excerpt' | 'image' | 'author' | 'date' | 'category' | 'readTime'>;

/** A subcategory card on a category page, already resolved (SPEC 2.12). */
export interface CategoryCard {
  subcategory: string;
  title: string;
  description: string;
  icon: IconName;
  image: string;
  bullets: string[];
  count: number;
}

/** A category of the catalogue as the directory groups it; `page` says whether /services/{slug} exists. */
export interface DirectoryCategory {
  name: string;
  slug: string;
  page: boolean;
}

/** What each screen receives; computed at build time and embedded in its HTML for hydration. */
export interface PagePropsMap {
  home: { home: HomeContent; packages: Package[]; testimonials: Testimonial[]; profiles: ReviewProfile[]; regions: ServiceAreas['regions']; posts: PostSummary[]; servicesCount: number };
  /** `services` is left out of the page's hydration data and read from the search index (lib/directory-services). */
  /** `only`: the subcategory or category slug a page of its own shows (/service-directory/{slug}), in place of `?category=`. */
  directory: { services: ServiceSummary[]; subcategories: Subcategory[]; categories: DirectoryCategory[]; only?: string };
  /** `testimonials`: those that name the page's category. */
  category: { page: CategoryPage; cards: CategoryCard[]; steps: ProcessContent['steps']; breadcrumbs: { name: string; path: string }[]; testimonials: Testimonial[] };
  process: { process: ProcessContent };
  packages: { packages: Package[] };
  'service-area': { serviceAreas: ServiceAreas; coverage: Coverage };
  about: { about: AboutContent; member: TeamContent['fieldTeam'][number] };
  careers: { careers: CareersContent; jobs: Job[] };
  team: { team: TeamContent };
  /**
   * Summaries only, so pages stay small however many posts there are: `posts` is the list's first page (newest
   * first) and `total` the number of posts in all; an article page lists none. `article`: the post /blog/{id}
   * pre-renders; /blog?post={id} reads it from the page /blog/{id} after hydration instead.
   */
  blog: { posts: PostSummary[]; total: number; categories: string[]; seo?: { title: string; description: string }; article?: Post };
  faq: { faq: FaqContent };
  contact: { contact: ContactContent };
  sitemap: { links: { label: string; href: string }[] };
  legal: { page: LongPage };
  'mobile-services': Record<string, never>;
  'not-found': Record<string, never>;
  /** A form on its own page, for visitors without JavaScript; `job` for an application. */
  form: { form: 'call-request' | 'custom-quote' | 'job-application'; job?: Job };
  'thank-you': Record<string, never>;
}

export type PageName = keyof PagePropsMap;

export type { FaqItem };
