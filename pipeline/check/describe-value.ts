import { didYouMean } from '../messages/suggest.ts';

/** A value as a message names what it found: `the text "From $75"`, `the number 75`, `a list of 2`. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing (an empty value)';
  if (typeof value === 'string') return value.length > 60 ? `the text "${value.slice(0, 57)}..."` : `the text "${value}"`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `the value ${value}`;
  if (Array.isArray(value)) return `a list of ${value.length}`;
  return 'a block of fields';
}

/**
 * The message for a block of a value (a price, a time) that holds a field the value does not have, if it does: the
 * close field when there is one, else what the value is (`noun`) and its forms.
 */
export function unknownFieldOf(field: string, block: Record<string, unknown>, known: readonly string[], noun: string, forms: string): string | undefined {
  const unknown = Object.keys(block).find((k) => !known.includes(k));
  if (unknown === undefined) return undefined;
  const guess = didYouMean(unknown, known);
  return `${field} has the field "${unknown}"${guess ? `; did you mean "${guess}"?` : `, which ${noun} does not have; ${forms}`}`;
}
