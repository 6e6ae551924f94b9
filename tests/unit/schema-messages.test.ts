import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import type { ErrorObject } from 'ajv';
import { describeSchemaError, describeValue, fieldName } from '../../pipeline/check/schema-messages.ts';

function error(keyword: string, instancePath: string, params: Record<string, unknown>, data?: unknown, parentSchema: object = {}): ErrorObject {
  return { keyword, instancePath, schemaPath: `#/${keyword}`, params, data, parentSchema } as ErrorObject;
}

describe('fieldName', () => {
  it('names the last field of the path', () => {
    expect(fieldName('/services/3/price')).toBe('price');
  });

  it('names a list entry by its 1-based number', () => {
    expect(fieldName('/services/3/features/0')).toBe('features entry 1');
  });

  it('calls the root "this file"', () => {
    expect(fieldName('')).toBe('this file');
  });

  it('decodes ~1 and ~0 in JSON-pointer segments', () => {
    expect(fieldName('/a~1b~0c')).toBe('a/b~c');
  });
});

describe('describeValue', () => {
  it('describes each kind of value in words', () => {
    expect(describeValue(null)).toBe('nothing (an empty value)');
    expect(describeValue('From $75')).toBe('the text "From $75"');
    expect(describeValue(75)).toBe('the number 75');
    expect(describeValue(true)).toBe('the value true');
    expect(describeValue([1, 2])).toBe('a list of 2');
    expect(describeValue({ a: 1 })).toBe('a block of fields');
  });

  it('shortens long text', () => {
    expect(describeValue('x'.repeat(100))).toBe(`the text "${'x'.repeat(57)}..."`);
  });
});

describe('describeSchemaError', () => {
  it('answers a price or a time that fits none of its forms with the form to write, and a retired field with what became of it', () => {
    expect(describeSchemaError(error('oneOf', '/services/0/price', {}, '75', { valueForm: 'price' }))).toEqual({ rule: 'value/price', text: 'price is a value the site writes out, not text; found the text "75": write price: 75, which the site shows as "$75"' });
    expect(describeSchemaError(error('oneOf', '/services/0/timeEstimate', {}, '2', { valueForm: 'time' })).rule).toBe('value/time');
    const retired = error('additionalProperties', '/hours/contact', { additionalProperty: 'text' }, {}, { properties: { days: {}, opens: {}, closes: {} }, retiredFields: { text: 'the site writes it; remove this line' } });
    expect(describeSchemaError(retired)).toEqual({ rule: 'schema/retired-field', text: 'the field "text" is no longer written here: the site writes it; remove this line' });
  });

  it('words a wrong type with the schema\'s example and what was found', () => {
    const e = error('type', '/policies/travelFee', { type: 'string' }, 75, { type: 'string', description: 'What is said about the travel fee, e.g. "A small travel fee may apply" or "None".' });
    expect(describeSchemaError(e)).toEqual({ rule: 'schema/type', text: 'travelFee must be text such as "A small travel fee may apply"; found the number 75' });
  });

  it('names the missing field and what it is for, from its description', () => {
    const e = error('required', '/mission', { missingProperty: 'title' }, {}, { properties: { title: { description: 'The heading.' } } });
    expect(describeSchemaError(e)).toEqual({ rule: 'schema/required', text: 'mission is missing the field "title" (the heading); add it' });
  });

  it('says "the file" for a field missing at the top', () => {
    expect(describeSchemaError(error('required', '', { missingProperty: 'seo' })).text).toBe('the file is missing the field "seo"; add it');
  });

  it('suggests the closest field for an unknown one', () => {
    const e = error('additionalProperties', '/services/0', { additionalProperty: 'pirce' }, {}, { properties: { price: {}, name: {} } });
    expect(describeSchemaError(e)).toEqual({ rule: 'schema/unknown-field', text: 'unknown field "pirce"; did you mean "price"?' });
  });

  it('lists the allowed fields when no known field is close', () => {
    const e = error('additionalProperties', '', { additionalProperty: 'city' }, {}, { properties: { name: {}, rating: {} } });
    expect(describeSchemaError(e).text).toBe('unknown field "city"; remove it, or use one of the fields allowed here: name, rating');
  });

  it('lists a short enum and suggests the likely value', () => {
    const e = error('enum', '/workType', { allowedValues: ['Full-time', 'Part-time'] }, 'Ful-time');
    expect(describeSchemaError(e)).toEqual({ rule: 'schema/enum', text: 'workType must be one of: Full-time, Part-time; found the text "Ful-time"; did you mean "Full-time"?' });
  });

  it('leaves out a long enum list when it has a suggestion', () => {
    const allowed = Array.from({ length: 30 }, (_, i) => `icon-${i}`).concat('award');
    const e = error('enum', '/values/0/icon', { allowedValues: allowed }, 'awrd');
    expect(describeSchemaError(e).text).toBe('icon must be one of the allowed values; found the text "awrd"; did you mean "award"?');
  });

  it('explains a pattern with the schema\'s description', () => {
    const e = error('pattern', '/cities/0/zips/0', { pattern: '^[0-9]{5}$' }, '1890', { description: 'A 5-digit US ZIP code in quotes, e.g. "18901".' });
    expect(describeSchemaError(e)).toEqual({ rule: 'schema/pattern', text: 'zips entry 1 must be a 5-digit US ZIP code in quotes, e.g. "18901"; found the text "1890"' });
  });

  it('says what is wrong with an image path the schema refuses, and what to write instead', () => {
    const image = (JSON.parse(readFileSync('schema/defs.schema.json', 'utf8')) as { $defs: Record<string, { pattern: string; description: string }> }).$defs.image!;
    const why = (path: string) => describeSchemaError(error('pattern', '/image', { pattern: image.pattern }, path, image)).text.replace(/^.*?; found the text "[^"]*"/, '');
    expect(why('/images/blog/IMG_0412.JPG')).toBe('; write ".jpg" in lowercase, and rename the file in data/images to match');
    expect(why('/images/blog/photo.heic')).toBe('; the site shows .svg, .png, .jpg, .jpeg, .webp, .avif pictures: save this one as JPEG, PNG or WebP');
    expect(why('/images/blog/Küchen Foto (2).jpg')).toBe('; a file name may hold only the letters a-z and A-Z, digits, ".", "-" and "_", not "ü": rename the file in data/images, e.g. to "kuchen-foto-2.jpg", and write that');
    expect(why('/images/My Logo.svg')).toContain('not spaces: rename the file in data/images, e.g. to "my-logo.svg"');
    expect(why('data/images/team/ana.jpg')).toBe('; leave out "data": write "/images/team/ana.jpg"');
    expect(why('images/team/ana.jpg')).toBe('; start it with "/": write "/images/team/ana.jpg"');
    expect(why('team/ana.jpg')).toBe('; write the path from "/images/", as the file sits in data/images, e.g. "/images/team/ana.jpg"');
    expect(why('https://cdn.example.net/ana.jpg')).toBe('; a picture from another website must first be saved in data/images, and its path written here');
    expect(why('/images/team/ana')).toBe('; end it with the picture\'s type, such as ".jpg"');
    // Each of these is refused by the schema's own pattern.
    for (const path of ['/images/blog/IMG_0412.JPG', '/images/blog/photo.heic', '/images/My Logo.svg', '/images/team/ana']) expect(new RegExp(image.pattern).test(path)).toBe(false);
  });

  it('words "" and "   " the same way, so the two schema checks read as one problem', () => {
    const blank = describeSchemaError(error('pattern', '/title', { pattern: '\\S' }, '   '));
    const empty = describeSchemaError(error('minLength', '/title', { limit: 1 }, ''));
    expect(blank).toEqual({ rule: 'schema/empty', text: 'title is empty; write some text, or remove the field if it is optional' });
    expect(empty).toEqual(blank);
  });

  it('asks for a minimum length when more than one character is needed', () => {
    expect(describeSchemaError(error('minLength', '/seo/description', { limit: 50 }, 'short')).text)
      .toBe('description is too short: write at least 50 characters; found the text "short"');
  });

  it('gives the limit and the actual length of too-long text', () => {
    expect(describeSchemaError(error('maxLength', '/seo/title', { limit: 70 }, 'x'.repeat(86)))).toEqual({ rule: 'schema/too-long', text: 'title is too long: keep it to 70 characters (it has 86)' });
  });

  it('words a date format in plain terms', () => {
    expect(describeSchemaError(error('format', '/date', { format: 'date' }, '2026-02-30')).text)
      .toBe('date must be a real date written as YYYY-MM-DD, e.g. 2026-03-14; found the text "2026-02-30"');
  });

  it('says "exactly" for a list whose description asks for an exact count', () => {
    const e = error('maxItems', '/faqs', { limit: 5 }, [1, 2, 3, 4, 5, 6], { description: 'Exactly 5 questions.' });
    expect(describeSchemaError(e)).toEqual({ rule: 'schema/count', text: 'faqs must have exactly 5 entries; found 6' });
  });

  it('names the limit of a too-long list, the reason its schema gives, and how many entries to remove', () => {
    const e = error('maxItems', '/seo/keywords', { limit: 12 }, Array.from({ length: 14 }, (_, i) => `k${i}`), { maxItemsReason: 'search engines take a long list of keywords for spam' });
    expect(describeSchemaError(e)).toEqual({ rule: 'schema/count', text: 'keywords can have at most 12 entries, because search engines take a long list of keywords for spam; found 14, so remove 2 (from this one on)' });
  });

  it('gives the reason of an exact count too', () => {
    const e = error('maxItems', '/services/tiles', { limit: 2 }, [1, 2, 3], { description: 'Exactly 2 tiles: Interior, then Exterior.', maxItemsReason: 'the Our Services block has one tile for Interior and one for Exterior' });
    expect(describeSchemaError(e).text).toBe('tiles must have exactly 2 entries, because the Our Services block has one tile for Interior and one for Exterior; found 3');
  });

  it('has a reason for every upper bound of a list in the schemas, for the message to give', () => {
    // A list's upper bound is there for the page's layout or a rule outside it; the editor is told which.
    const bounded: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (schema.maxItems !== undefined && typeof schema.maxItemsReason !== 'string') bounded.push(where);
      for (const [key, value] of Object.entries(schema)) walk(value, `${where}/${key}`);
    };
    for (const name of readdirSync('schema')) walk(JSON.parse(readFileSync(`schema/${name}`, 'utf8')), name);
    expect(bounded).toEqual([]);
  });

  it('says "at least" for a too-short list', () => {
    expect(describeSchemaError(error('minItems', '/features', { limit: 3 }, [1])).text).toBe('features must have at least 3 entries; found 1');
  });

  it('names the repeated value and both entries', () => {
    const e = error('uniqueItems', '/categories', { i: 6, j: 1 }, ['A', 'B', 'C', 'D', 'E', 'F', 'B']);
    expect(describeSchemaError(e)).toEqual({ rule: 'schema/duplicate', text: 'categories lists the text "B" twice (entries 2 and 7); remove one' });
  });

  it('words a number out of range', () => {
    expect(describeSchemaError(error('maximum', '/testimonials/0/rating', { limit: 5 }, 6))).toEqual({ rule: 'schema/range', text: 'rating must be at most 5; found the number 6' });
    expect(describeSchemaError(error('minimum', '/foundedYear', { limit: 1900 }, 18)).text).toBe('foundedYear must be at least 1900; found the number 18');
  });

  it('explains a oneOf with the schema\'s description and the value found', () => {
    const e = error('oneOf', '/links/policyService', { passingSchemas: null }, 'termly', { description: 'A third-party service; null to show the texts in data/pages/.' });
    expect(describeSchemaError(e)).toEqual({ rule: 'schema/shape', text: 'policyService does not have the expected shape: a third-party service; null to show the texts in data/pages/; found the text "termly"; change it to that shape (docs/content-reference.md lists the fields)' });
  });

  it('falls back to a rule named after an unknown keyword', () => {
    expect(describeSchemaError({ ...error('multipleOf', '/n', { multipleOf: 2 }, 3), message: 'must be multiple of 2' }).rule).toBe('schema/multipleOf');
  });
});
