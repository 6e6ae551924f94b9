/**
 * Fields whose value is matched, looked up, dialled or linked rather than read: ids, slugs, references to other
 * files, ZIP codes, addresses, phone numbers, dates, fixed words. Every other text is read by visitors as written.
 */
const EXACT_FIELDS = new Set(['id', 'slug', 'zip', 'zips', 'email', 'e164', 'href', 'url', 'image', 'category', 'categories', 'subcategory', 'package',
  'ids', 'fieldTeamMember', 'hiddenSubcategories', 'date', 'updated', 'icon', 'state', 'postalCode', 'country', 'baseUrl', 'trustedOrigins',
  'booking', 'instantQuote', 'customerPortal', 'provider', 'encoding', 'days', 'opens', 'closes', 'currency', 'priceRange', 'region', 'quote', 'countLabel', 'workType']);

/** The field a value belongs to, by its JSON pointer: a list entry belongs to its list's field. */
export function fieldOf(pointer: string): string {
  return pointer.split('/').filter((p) => p !== '' && !/^\d+$/.test(p)).at(-1) ?? '';
}

/** Whether the value at `pointer` must be exactly right (an id, an address), rather than text to read. */
export function isExactField(pointer: string): boolean {
  const field = fieldOf(pointer);
  return EXACT_FIELDS.has(field) || /Url$/.test(field) || pointer.startsWith('/forms/');
}
