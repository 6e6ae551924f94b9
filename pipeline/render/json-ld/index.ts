export { jsonLdFor, jsonLdNodes, type JsonLdContext, type JsonLdNode } from './for-route.ts';
export { businessNode, websiteNode } from './business.ts';
export { breadcrumbList, type Crumb } from './breadcrumbs.ts';
export { faqPage } from './faq.ts';
export { categoryService, serviceOffer, priceSpecification } from './service.ts';
export { blogPosting } from './blog-posting.ts';
export { jobPosting } from './job-posting.ts';
export { jsonLdScript } from './escape.ts';
export { absoluteUrl, businessId, websiteId } from './urls.ts';
