import type { ErrorObject } from 'ajv';
import { listPreview, suggestion } from '../messages/suggest.ts';
import { fileSlug } from '../content/content-kinds.ts';
import { IMAGE_EXTENSIONS } from './rules/images.ts';
import { misspeltScheme } from '../hosting/web-address.ts';
import { describeValue } from './describe-value.ts';
import { priceMistake } from './price-mistakes.ts';
import { timeMistake } from './time-mistakes.ts';

export { describeValue };

/**
 * Plain-English wording for ajv's errors. Written for people who edit content, not for developers:
 * name the field, say what it must be (using the schema's own description as the example), say what we found.
 */
export function describeSchemaError(error: ErrorObject): { rule: string; text: string } {
  const field = fieldName(error.instancePath);
  const schema = (error.parentSchema ?? {}) as { description?: string; properties?: Record<string, unknown>; enum?: unknown[]; minItems?: number; maxItems?: number; maxItemsReason?: string; valueForm?: 'price' | 'time'; retiredFields?: Record<string, string> };
  const example = exampleFrom(schema.description);
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const missing = String(p.missingProperty);
      const sub = schema.properties?.[missing] as { description?: string } | undefined;
      const what = sub?.description ? ` (${lowerFirst(sub.description).replace(/\.$/, '')})` : '';
      return { rule: 'schema/required', text: `${field === 'this file' ? 'the file' : field} is missing the field "${missing}"${what}; add it` };
    }
    case 'additionalProperties': {
      const extra = String(p.additionalProperty);
      const known = Object.keys(schema.properties ?? {});
      // YAML 1.1 merge keys are not part of YAML 1.2, so "<<" arrives as a field; say what it is instead of guessing a typo.
      if (extra === '<<') return { rule: 'schema/unknown-field', text: `"<<" (a YAML merge key) is not supported in content files; write the fields out in this block instead` };
      // A field the site once read and now works out itself: say so, rather than call it unknown.
      const retired = schema.retiredFields?.[extra];
      if (retired) return { rule: 'schema/retired-field', text: `the field "${extra}" is no longer written here: ${retired}` };
      return { rule: 'schema/unknown-field', text: `unknown field "${extra}"${suggestion(extra, known) || `; remove it, or use one of the fields allowed here: ${listPreview(known, 12)}`}` };
    }
    case 'type': {
      const expected = typeWords(String(p.type));
      return { rule: 'schema/type', text: `${field} must be ${expected}${example ? ` such as ${example}` : ''}; found ${describeValue(error.data)}` };
    }
    case 'enum': {
      const allowed = ((p.allowedValues as unknown[]) ?? []).map(String);
      const found = String(error.data);
      const guess = suggestion(found, allowed);
      // With a likely typo, the suggestion is what helps; a long list of every value would bury it.
      const list = guess && allowed.length > 20 ? 'one of the allowed values' : `one of: ${listPreview(allowed, 20)}`;
      return { rule: 'schema/enum', text: `${field} must be ${list}; found ${describeValue(error.data)}${guess}` };
    }
    case 'const':
      return { rule: 'schema/enum', text: `${field} must be ${JSON.stringify(p.allowedValue)}; found ${describeValue(error.data)}` };
    case 'pattern': {
      if (p.pattern === '\\S') return { rule: 'schema/empty', text: emptyText(field) };
      const why = typeof error.data !== 'string' ? ''
        : String(p.pattern).startsWith('^/images/') ? imagePathMistake(error.data, new RegExp(String(p.pattern)))
        : misspeltScheme(error.data) !== undefined ? `; a link to ${misspeltScheme(error.data)!.startsWith('tel:') ? 'a phone starts with "tel:"' : 'a mailbox starts with "mailto:"'} as one word, with no space or "//": write "${misspeltScheme(error.data)}"`
        : '';
      return { rule: 'schema/pattern', text: `${field} ${patternRequirement(String(p.pattern), schema.description)}; found ${describeValue(error.data)}${why}` };
    }
    case 'format': {
      const words: Record<string, string> = { email: 'an email address such as hello@example.com', uri: 'a full web address starting with https://', date: 'a real date written as YYYY-MM-DD, e.g. 2026-03-14' };
      return { rule: 'schema/format', text: `${field} must be ${words[String(p.format)] ?? `a valid ${String(p.format)}`}; found ${describeValue(error.data)}` };
    }
    case 'minLength':
      return { rule: 'schema/empty', text: Number(p.limit) <= 1 ? emptyText(field) : `${field} is too short: write at least ${String(p.limit)} characters; found ${describeValue(error.data)}` };
    case 'maxLength':
      return { rule: 'schema/too-long', text: `${field} is too long: keep it to ${String(p.limit)} characters (it has ${String((error.data as string).length)})` };
    case 'minItems':
    case 'maxItems': {
      const n = Array.isArray(error.data) ? error.data.length : 0;
      const limit = Number(p.limit);
      const entries = `${limit} ${limit === 1 ? 'entry' : 'entries'}`;
      const exact = (schema.description && /exactly/i.test(schema.description)) || (schema.minItems !== undefined && schema.minItems === schema.maxItems);
      // A list's upper bound is there for the page's layout (or a rule outside it); its schema says which, so the
      // editor learns why the list must stay short, not only that it must.
      const reason = schema.maxItemsReason;
      const because = reason ? `, because ${reason}` : '';
      if (exact) return { rule: 'schema/count', text: `${field} must have exactly ${entries}${because}; found ${n}` };
      if (error.keyword === 'minItems') return { rule: 'schema/count', text: `${field} must have at least ${entries}; found ${n}` };
      if (reason) return { rule: 'schema/count', text: `${field} can have at most ${entries}${because}; found ${n}, so remove ${n - limit} (from this one on)` };
      return { rule: 'schema/count', text: `${field} must have at most ${entries}; found ${n}` };
    }
    case 'uniqueItems':
      const repeated = Array.isArray(error.data) ? error.data[Number(p.i)] : undefined;
      return { rule: 'schema/duplicate', text: `${field} lists ${repeated === undefined ? 'the same value' : describeValue(repeated)} twice (entries ${Number(p.j) + 1} and ${Number(p.i) + 1}); remove one` };
    case 'minimum':
    case 'maximum':
      return { rule: 'schema/range', text: `${field} must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${String(p.limit)}; found ${describeValue(error.data)}` };
    case 'oneOf':
    case 'anyOf':
      // A price or a time: answered with the form it takes, from the editor's own numbers where they wrote some.
      if (schema.valueForm === 'price') return { rule: 'value/price', text: priceMistake(field, error.data) };
      if (schema.valueForm === 'time') return { rule: 'value/time', text: timeMistake(field, error.data) };
      return { rule: 'schema/shape', text: `${field} does not have the expected shape${schema.description ? `: ${lowerFirst(schema.description).replace(/\.$/, '')}` : ''}; found ${describeValue(error.data)}; change it to that shape (docs/content-reference.md lists the fields)` };
    default:
      return { rule: `schema/${error.keyword}`, text: `${field} ${error.message ?? 'is not valid'}` };
  }
}

/**
 * What is wrong with an image path the schema's `pattern` refuses, in the editor's terms: a picture uploaded from a
 * phone is often `IMG 0412.JPG` or `.heic`, which the general "must be a path" does not explain.
 */
function imagePathMistake(text: string, pattern: RegExp): string {
  if (/^https?:/i.test(text)) return '; a picture from another website must first be saved in data/images, and its path written here';
  if (/^\/?data\/images\//.test(text)) return `; leave out "data": write "${text.replace(/^\/?data/, '')}"`;
  if (text.startsWith('images/')) return `; start it with "/": write "/${text}"`;
  if (!text.startsWith('/images/')) return `; write the path from "/images/", as the file sits in data/images, e.g. "/images/${text.replace(/^\/+/, '')}"`;
  const name = text.slice(text.lastIndexOf('/') + 1);
  const ext = /\.([^.]+)$/.exec(name)?.[1];
  if (!ext) return '; end it with the picture\'s type, such as ".jpg"';
  // The types the field takes, as the schema's own pattern says.
  const types: string[] = IMAGE_EXTENSIONS.filter((t) => pattern.test(`/images/x.${t}`));
  if (!types.includes(ext.toLowerCase())) return `; the site shows ${types.map((t) => `.${t}`).join(', ')} pictures: save this one as JPEG, PNG or WebP`;
  if (ext !== ext.toLowerCase()) return `; write ".${ext.toLowerCase()}" in lowercase, and rename the file in data/images to match`;
  const bad = /[^A-Za-z0-9._/-]/.exec(text.slice('/images/'.length))?.[0];
  const safe = `${fileSlug(name.slice(0, -ext.length - 1)) || 'picture'}.${ext}`;
  if (bad) return `; a file name may hold only the letters a-z and A-Z, digits, ".", "-" and "_", not ${bad === ' ' ? 'spaces' : `"${bad}"`}: rename the file in data/images, e.g. to "${safe}", and write that`;
  return '';
}

/**
 * What a text that does not match its field's pattern must be, in the words of the schema that holds the pattern (the
 * shared definition's for a `$ref`), after the field's name: `validate` says it with what it found, the CMS's form
 * beside the field as it is typed ("Per didn't match the pattern: must be ...").
 */
export function patternRequirement(pattern: string, description: string | undefined): string {
  if (pattern === '\\S') return EMPTY;
  return description ? `must be ${lowerFirst(description).replace(/\.$/, '')}` : 'is not in the right form; compare it with the same field elsewhere';
}

/** `/services/3/price` -> `price`; `/services/3/features/0` -> `features entry 1`; root -> `this file`. */
export function fieldName(pointer: string): string {
  if (pointer === '') return 'this file';
  const parts = pointer.slice(1).split('/');
  const last = parts.at(-1) ?? '';
  if (/^\d+$/.test(last)) {
    const parent = parts.at(-2) ?? 'list';
    return `${parent} entry ${Number(last) + 1}`;
  }
  return last.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** One wording for "" and "   ": both fail minLength and the \S pattern, and must read as one problem. */
function emptyText(field: string): string {
  return `${field} ${EMPTY}`;
}
const EMPTY = 'is empty; write some text, or remove the field if it is optional';

function typeWords(type: string): string {
  const words: Record<string, string> = { string: 'text', number: 'a number', integer: 'a whole number', boolean: 'true or false', object: 'a block of fields', array: 'a list (lines starting with "- ")', null: 'empty (null)' };
  return type.split(',').map((t) => words[t] ?? t).join(' or ');
}


function exampleFrom(description: string | undefined): string | undefined {
  const m = description && /e\.g\.\s*(.+?)\.?$/.exec(description);
  if (!m?.[1]) return undefined;
  const ex = m[1].trim();
  // Several examples: the first one is enough.
  const quoted = /^"[^"]*"/.exec(ex);
  if (quoted) return quoted[0];
  return /^\(/.test(ex) ? ex : `"${ex.split(/, | or /)[0]}"`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
