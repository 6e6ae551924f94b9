/**
 * SPEC 4: a package query matches a package id case-insensitively, ignoring hyphens, or by partial containment
 * (so `new-pet` finds `newpet` and `seasonal-maintenance` finds `seasonal`).
 */
export function packageMatches(id: string, query: string): boolean {
  const a = normalise(id);
  const b = normalise(query);
  if (!a || !b) return false;
  return a === b || a.includes(b) || b.includes(a);
}

export function findPackage<T extends { id: string }>(packages: readonly T[], query: string | null): T | undefined {
  if (!query) return undefined;
  return packages.find((p) => normalise(p.id) === normalise(query)) ?? packages.find((p) => packageMatches(p.id, query));
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/-/g, '').trim();
}
