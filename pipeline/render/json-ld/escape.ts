import { scriptSafeJson } from '../../../site/lib/script-safe-json.ts';

/**
 * One JSON-LD node as the text of a <script type="application/ld+json"> element. The same escaping as the
 * hydration payload: `</script>`, `<!--` and `&` in any content arrive as \u escapes, so no text in data/ can
 * end the element early or change how the HTML around it parses, and JSON.parse still returns the original.
 */
export function jsonLdScript(node: object): string {
  return scriptSafeJson(node);
}
