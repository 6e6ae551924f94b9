/** Fixed slugs for labels that the general rule would get wrong (SPEC 2.2 and 2.4). */
const EXCEPTIONS: Record<string, string> = {
  'smart home': 'smart-homes',
  'property management': 'management-companies',
  'misc.': 'misc',
  misc: 'misc',
  'third party moving': 'third-party-moving',
};

/**
 * The category page slug for a menu label or category name: lowercase, with spaces and ampersands
 * (and any hyphens around them) collapsed to single hyphens, e.g. "Painting & Drywall" -> painting-drywall.
 */
export function categorySlugFromName(label: string): string {
  const key = label.trim().toLowerCase();
  const fixed = EXCEPTIONS[key];
  if (fixed) return fixed;
  return key.replace(/[\s&-]+/g, '-').replace(/[^a-z0-9-]/g, '').replace(/^-|-$/g, '');
}
