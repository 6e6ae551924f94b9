import type { JobPosting, WithContext } from 'schema-dts';
import type { Job, SiteFacts } from '../../../site/content-types.ts';
import { absoluteUrl, businessId } from './urls.ts';

/**
 * JobPosting for an open position, or undefined when the data cannot support one.
 *
 * Google's job search requires datePosted, validThrough (for postings that expire), hiringOrganization,
 * jobLocation, title and description, and treats a posting without them, or one that stays up after the job
 * is filled, as a policy violation that can cost the whole site its job rich results. data/jobs.yaml has
 * title, description, location and workType, but no datePosted and no validThrough, and the careers page
 * doesn't say when a position opened or closes. Inventing dates would publish a falsehood, so today no job
 * gets a JobPosting. Once data/jobs.yaml (and its schema) carries both dates, this starts emitting them with
 * no other change.
 */
export function jobPosting(job: Job & { datePosted?: string; validThrough?: string }, site: SiteFacts): WithContext<JobPosting> | undefined {
  if (!job.datePosted || !job.validThrough) return undefined;
  const [city, region] = job.location.split(',').map((s) => s.trim());
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: job.workType.toUpperCase().includes('PART') ? ['FULL_TIME', 'PART_TIME'] : 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', '@id': businessId(site.baseUrl), name: site.name, sameAs: absoluteUrl(site.baseUrl, '/') },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: city, addressRegion: region, addressCountry: site.address.country },
    },
    url: absoluteUrl(site.baseUrl, '/careers'),
  };
}
