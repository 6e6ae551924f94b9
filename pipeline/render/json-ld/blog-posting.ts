import type { BlogPosting, Person, WithContext } from 'schema-dts';
import type { Post, SiteFacts, TeamContent } from '../../../site/content-types.ts';
import { absoluteUrl, businessId } from './urls.ts';

/**
 * A blog post at /blog/{id}: headline, absolute image, publication and modification dates (ISO 8601 dates
 * from the front matter), the author as a Person (linked to the team page when the author is on the team) and
 * the business as publisher, by @id.
 */
export function blogPosting(post: Post, site: SiteFacts, team?: TeamContent): WithContext<BlogPosting> {
  const url = absoluteUrl(site.baseUrl, `/blog/${post.id}`);
  const member = team ? [...team.fieldTeam, ...team.officeStaff].find((m) => m.name === post.author) : undefined;
  const author: Person = {
    '@type': 'Person',
    name: post.author,
    ...(member ? { jobTitle: member.role, url: absoluteUrl(site.baseUrl, '/meet-the-team') } : {}),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(site.baseUrl, post.image),
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    author,
    publisher: { '@id': businessId(site.baseUrl) },
    articleSection: post.category,
    inLanguage: 'en-US',
  };
}
