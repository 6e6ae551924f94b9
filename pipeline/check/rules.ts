import type { CheckRule } from './rule.ts';
import { servicesRule } from './rules/services.ts';
import { categoryPagesRule } from './rules/category-pages.ts';
import { packagesRule } from './rules/packages.ts';
import { blogCategoriesRule } from './rules/blog-categories.ts';
import { coverageZipsRule } from './rules/coverage-zips.ts';
import { peopleRule } from './rules/people.ts';
import { servicesClaimRule } from './rules/services-claim.ts';
import { imagesRule } from './rules/images.ts';
import { placeholdersRule } from './rules/placeholders.ts';
import { formsRule } from './rules/forms.ts';
import { popularShareRule } from './rules/popular-share.ts';
import { markdownLimitsRule } from './rules/markdown-limits.ts';
import { linksRule } from './rules/links.ts';
import { thirdPartyOriginsRule } from './rules/third-party-origins.ts';

/** Every cross-file rule, run in this order over the files that passed their schemas. */
export const rules: readonly CheckRule[] = [servicesRule, categoryPagesRule, packagesRule, blogCategoriesRule, coverageZipsRule, peopleRule, servicesClaimRule, imagesRule, placeholdersRule, formsRule, popularShareRule, markdownLimitsRule, linksRule, thirdPartyOriginsRule];
