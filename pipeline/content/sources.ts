/**
 * Where the site's content came from, recorded on the content itself: each object assembled from a file of data/ is
 * marked with that file when it is assembled, and anything made of those objects (a route's props) can then say which
 * files it shows. The sitemap's dates and the output check's pointers read this; nothing keeps a list by hand.
 *
 * A value computed from content (a post's summary, a count) is a new object and carries no mark: it is dated by the
 * marked objects beside it.
 */
const marks = new WeakMap<object, string>();

/** Marks `value` and every object and array within it as made from `file` (relative to the data folder). */
export function madeFrom<T>(value: T, file: string): T {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item !== 'object' || item === null || marks.has(item)) continue;
    marks.set(item, file);
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push(child);
  }
  return value;
}

/** The files a value shows: the marks of the objects it holds (a marked object's own parts come from its file). */
export function sourcesOf(value: unknown): string[] {
  const found = new Set<string>();
  const seen = new Set<object>();
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item !== 'object' || item === null || seen.has(item)) continue;
    seen.add(item);
    const mark = marks.get(item);
    if (mark !== undefined) found.add(mark);
    else for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push(child);
  }
  return [...found].sort();
}
