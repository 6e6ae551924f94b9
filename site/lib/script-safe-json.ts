/**
 * JSON that cannot close its <script> element, open an HTML comment or end a line in old JavaScript parsers,
 * whatever the content says: `<`, `>` and `&` become \u escapes (still the same JSON value for any parser),
 * and so do U+2028 and U+2029. Used for the hydration payload and for every JSON-LD block.
 */
export function scriptSafeJson(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('scriptSafeJson: the value has no JSON form');
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
