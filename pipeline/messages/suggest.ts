import { distance } from 'fastest-levenshtein';

/** The closest known word to a mistyped one, if it is close enough to be a likely typo. */
export function didYouMean(input: string, known: Iterable<string>): string | undefined {
  const needle = input.toLowerCase();
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of known) {
    const score = distance(needle, candidate.toLowerCase());
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  if (best === undefined) return undefined;
  const limit = Math.max(2, Math.floor(Math.max(needle.length, best.length) / 3));
  return bestScore <= limit ? best : undefined;
}

export function suggestion(input: string, known: Iterable<string>): string {
  const guess = didYouMean(input, known);
  return guess ? `; did you mean "${guess}"?` : '';
}

/** The "did you mean" hint when there is a likely typo, otherwise `; <otherwise>` (e.g. the list of known values). */
export function suggestionOr(input: string, known: Iterable<string>, otherwise: string): string {
  return suggestion(input, known) || `; ${otherwise}`;
}

/** A short, comma-separated preview of a long list. */
export function listPreview(items: readonly string[], max = 6): string {
  return items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')}, ... (${items.length} in all)`;
}
