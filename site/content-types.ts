import type { ContentFiles, Duration, IconName, JoinedContent, OpeningHours, Price } from './generated/content-files.ts';

/** The shapes pages work with, derived from the generated schema types (never written by hand). */
export type { IconName };
/** The values the site writes out in words: a price, a length of time, opening hours (site/lib/*-text.ts). */
export type { Price, Duration, OpeningHours };
export type SiteFacts = ContentFiles['site'];
export type Navigation = ContentFiles['navigation'];
export type NavLink = Navigation['more'][number];
type ServicesFile = ContentFiles['services'];
export type CategoryName = ServicesFile['category'];
export type Service = ServicesFile['services'][number] & { category: CategoryName; categorySlug: string };
export type Subcategory = ServicesFile['subcategories'][number] & { category: CategoryName };
export type CategoryPage = ContentFiles['categoryPage'];
export type Package = ContentFiles['packages']['packages'][number];
export type FaqItem = ContentFiles['contact']['faq'][number];
export type FaqContent = ContentFiles['faq'];
export type Post = ContentFiles['post'] & { id: string; html: string };
export type LongPage = ContentFiles['page'] & { slug: string; html: string };
export type Coverage = ContentFiles['coverage'];
export type ServiceAreas = ContentFiles['serviceAreas'];
export type HomeContent = ContentFiles['home'];
export type ProcessContent = ContentFiles['process'];
export type ContactContent = ContentFiles['contact'];
export type AboutContent = ContentFiles['about'];
export type CareersContent = ContentFiles['careers'];
export type Job = ContentFiles['jobs']['jobs'][number];
export type TeamContent = ContentFiles['team'];
export type Testimonial = ContentFiles['testimonials']['testimonials'][number];
export type ReviewProfile = NonNullable<ContentFiles['testimonials']['profiles']>[number];
export type BlogSettings = ContentFiles['blog'];

/**
 * Everything in data/, checked, with {placeholders} filled and Markdown rendered: the files that join it whole, as
 * their kinds declare (generated into JoinedContent), and the folders of files assemble.ts joins.
 */
export interface SiteContent extends JoinedContent {
  services: Service[];
  subcategories: Subcategory[];
  categoryPages: CategoryPage[];
  posts: Post[];
  pages: Record<string, LongPage>;
}
