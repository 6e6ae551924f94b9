import type { CheckRule } from './rule.ts';
import { servicesRule } from './rules/services.ts';
import { categoryPagesRule } from './rules/category-pages.ts';
import { categoryAddressesRule } from './rules/category-addresses.ts';
import { categoryLinksRule } from './rules/category-links.ts';
import { packagesRule } from './rules/packages.ts';
import { blogCategoriesRule } from './rules/blog-categories.ts';
import { coverageZipsRule } from './rules/coverage-zips.ts';
import { peopleRule } from './rules/people.ts';
import { servicesClaimRule } from './rules/services-claim.ts';
import { imagesRule } from './rules/images.ts';
import { placeholdersRule } from './rules/placeholders.ts';
import { filledTextRule } from './rules/filled-text.ts';
import { launchEndpointRule, webAddressesRule } from './rules/web-addresses.ts';
import { formsRule } from './rules/forms.ts';
import { popularShareRule } from './rules/popular-share.ts';
import { longPagesRule } from './rules/long-pages.ts';
import { postDatesRule } from './rules/post-dates.ts';
import { phoneNumbersRule } from './rules/phone-numbers.ts';
import { typographicQuotesRule } from './rules/typographic-quotes.ts';
import { launchServiceAreaZipsRule, serviceAreaZipsRule } from './rules/service-area-zips.ts';
import { yamlTrailingNotesRule } from './rules/yaml-trailing-notes.ts';
import { zipStatesRule } from './rules/zip-states.ts';
import { invisibleCharactersRule } from './rules/invisible-characters.ts';
import { markdownPitfallsRule } from './rules/markdown-pitfalls.ts';
import { plainTextMarkupRule } from './rules/plain-text-markup.ts';
import { yamlEscapesRule } from './rules/yaml-escapes.ts';
import { launchExampleDomainRule } from './rules/launch-example-domain.ts';
import { launchTestPhoneRule } from './rules/launch-test-phone.ts';
import { launchLoremIpsumRule } from './rules/launch-lorem-ipsum.ts';
import { launchDraftingNotesRule } from './rules/launch-drafting-notes.ts';

import { markdownLimitsRule } from './rules/markdown-limits.ts';
import { linksRule } from './rules/links.ts';
import { thirdPartyOriginsRule } from './rules/third-party-origins.ts';
import { deployConfigsRule } from './rules/deploy-configs.ts';
import { valueRangesRule } from './rules/value-ranges.ts';
import { openingHoursRule } from './rules/opening-hours.ts';
import { statedFactsRule } from './rules/stated-facts.ts';

/** Every cross-file rule, run in this order (see check-content.ts for which files they see). */
export const rules: readonly CheckRule[] = [servicesRule, categoryPagesRule, categoryAddressesRule, categoryLinksRule, packagesRule, blogCategoriesRule, coverageZipsRule, peopleRule, servicesClaimRule, imagesRule, placeholdersRule, filledTextRule, formsRule, popularShareRule,
  postDatesRule, phoneNumbersRule, typographicQuotesRule, serviceAreaZipsRule, zipStatesRule, invisibleCharactersRule, markdownPitfallsRule, plainTextMarkupRule, yamlEscapesRule, longPagesRule,
  markdownLimitsRule, linksRule, thirdPartyOriginsRule, webAddressesRule, deployConfigsRule, yamlTrailingNotesRule, valueRangesRule, openingHoursRule,
  statedFactsRule];

/**
 * With `--launch` only: what must not go live (the shipped content is a placeholder business on .example domains, and
 * drafts leave notes).
 */
export const launchRules: readonly CheckRule[] = [launchExampleDomainRule, launchTestPhoneRule, launchLoremIpsumRule, launchDraftingNotesRule, launchEndpointRule, launchServiceAreaZipsRule];
