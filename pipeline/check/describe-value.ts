/** A value as a message names what it found: `the text "From $75"`, `the number 75`, `a list of 2`. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing (an empty value)';
  if (typeof value === 'string') return value.length > 60 ? `the text "${value.slice(0, 57)}..."` : `the text "${value}"`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `the value ${value}`;
  if (Array.isArray(value)) return `a list of ${value.length}`;
  return 'a block of fields';
}
