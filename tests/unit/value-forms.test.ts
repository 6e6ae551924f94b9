import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadSchemas, schemaCompiler } from '../../pipeline/check/compiled-schemas.ts';
import { priceMistake, readOldPrice } from '../../pipeline/check/price-mistakes.ts';
import { readOldTime, timeMistake } from '../../pipeline/check/time-mistakes.ts';
import { describeSchemaError } from '../../pipeline/check/schema-messages.ts';
import { priceText } from '../../site/lib/price-text.ts';
import { timeText } from '../../site/lib/time-text.ts';
import type { Duration, Price } from '../../site/content-types.ts';
import { root } from './fixture-harness.ts';

const ajv = schemaCompiler(loadSchemas(path.join(root, 'schema')), false, root);
const validate = ajv.getSchema('services.schema.json')!;

/** A services file with one service whose price and time are the YAML lines given, as an editor writes them. */
function servicesFile(priceLine: string, timeLine = 'timeEstimate: { from: 1, to: 2, unit: hours }'): unknown {
  return parse([
    'category: Plumbing',
    'subcategories: [{ slug: pipes, name: Pipes }]',
    'services:',
    '  - id: plumbing-01',
    '    name: Leak Repair',
    '    description: A leak found and fixed.',
    '    subcategory: pipes',
    '    image: /images/categories/plumbing.svg',
    '    features: [Found and fixed]',
    '    popular: true',
    `    ${priceLine}`,
    `    ${timeLine}`,
  ].join('\n'));
}
const service = (file: unknown) => (file as { services: { price: Price; timeEstimate: Duration }[] }).services[0]!;

describe('price values', () => {
  it.each([
    ['price: 399', 399, '$399'],
    ['price: 1599', 1599, '$1,599'],
    ['price: { amount: 75 }', { amount: 75 }, '$75'],
    ['price: { from: 300 }', { from: 300 }, 'From $300'],
    ['price: { from: 300, to: 900 }', { from: 300, to: 900 }, '$300 - $900'],
    ['price: { amount: 4, per: "sq ft" }', { amount: 4, per: 'sq ft' }, '$4 per sq ft'],
    ['price: { from: 2.50, per: sq ft }', { from: 2.5, per: 'sq ft' }, 'From $2.50 per sq ft'],
    ['price: { from: 19.99, to: 49.99, per: window }', { from: 19.99, to: 49.99, per: 'window' }, '$19.99 - $49.99 per window'],
    ['price: call', 'call', 'Call for a price'],
    ['price: { call: "Varies by door type" }', { call: 'Varies by door type' }, 'Varies by door type'],
  ])('accepts %s as %j, shown as "%s"', (line, value, text) => {
    const file = servicesFile(line);
    expect(validate(file), JSON.stringify(validate.errors)).toBe(true);
    expect(service(file).price).toEqual(value);
    expect(priceText(service(file).price)).toBe(text);
  });

  it.each([
    'price: "From $75"', 'price: "75"', 'price: 0', 'price: -50', 'price: 12.345', 'price: { from: "$150" }', 'price: { form: 140 }',
    'price: { amount: 75, from: 50 }', 'price: { to: 900 }', 'price: { call: "$75" }', 'price: { amount: 4, per: "2 sq ft" }', 'price: Call',
  ])('refuses %s', (line) => {
    expect(validate(servicesFile(line))).toBe(false);
  });

  it('answers each refused old text with the new way, in the editor\'s own numbers', () => {
    expect(priceMistake('price', '75')).toBe('price is a value the site writes out, not text; found the text "75": write price: 75, which the site shows as "$75"');
    expect(priceMistake('price', '1,599')).toBe('price is a value the site writes out, not text; found the text "1,599": write price: 1599, which the site shows as "$1,599"');
    expect(priceMistake('price', '-$50')).toBe('price cannot be below zero; found the text "-$50"; for a price of $50 write price: 50, which the site shows as "$50"');
    expect(priceMistake('price', '$300-')).toBe('price is a range with one end; found the text "$300-": write price: { from: 300, to: <the highest price> } for a range, or price: { from: 300 } for "From $300"');
    expect(priceMistake('price', 'From $75')).toContain('write price: { from: 75 }, which the site shows as "From $75"');
    expect(priceMistake('price', '$300 - $900')).toContain('write price: { from: 300, to: 900 }, which the site shows as "$300 - $900"');
    expect(priceMistake('price', '$4/sq ft')).toContain('write price: { amount: 4, per: "sq ft" }, which the site shows as "$4 per sq ft"');
    expect(priceMistake('price', 'Varies by door type')).toContain('write price: { call: "Varies by door type" }');
    expect(priceMistake('price', { from: 300, too: 900 })).toBe('price has the field "too"; did you mean "to"?');
  });

  it('lists every accepted form when the text could mean more than one price', () => {
    expect(priceMistake('price', 'about $75, more for big jobs')).toMatch(/^price must be one of: 75 \("\$75"\), \{ from: 75 \} \("From \$75"\), .*call \("Call for a price"\).*; found the text "about \$75, more for big jobs"$/);
  });

  it('reads the old texts the content held into their values, the same way its one-off move did', () => {
    expect(readOldPrice('From $75')).toEqual({ from: 75 });
    expect(readOldPrice('$500 - $2,500')).toEqual({ from: 500, to: 2500 });
    expect(readOldPrice('$1599')).toBe(1599);
    expect(readOldPrice('Depends on lock type')).toEqual({ call: 'Depends on lock type' });
    expect(readOldPrice('about $75')).toBeUndefined();
  });

  it('names the message after the price, at the value (schema message rule value/price)', () => {
    const error = { keyword: 'oneOf', instancePath: '/packages/2/price', schemaPath: '#/oneOf', params: {}, data: '$1599', parentSchema: { valueForm: 'price' } };
    expect(describeSchemaError(error as never)).toEqual({ rule: 'value/price', text: 'price is a value the site writes out, not text; found the text "$1599": write price: 1599, which the site shows as "$1,599"' });
  });
});

describe('time values', () => {
  it.each([
    ['timeEstimate: { amount: 2, unit: hours }', { amount: 2, unit: 'hours' }, '2 hours'],
    ['timeEstimate: { amount: 30, unit: minutes }', { amount: 30, unit: 'minutes' }, '30 minutes'],
    ['timeEstimate: { from: 2, to: 4, unit: hours }', { from: 2, to: 4, unit: 'hours' }, '2-4 hours'],
    ['timeEstimate: { from: 1.5, to: 3, unit: hours }', { from: 1.5, to: 3, unit: 'hours' }, '1.5-3 hours'],
    ['timeEstimate: { from: 30, to: 60, unit: minutes }', { from: 30, to: 60, unit: 'minutes' }, '30 min - 1 hour'],
    ['timeEstimate: { from: 2, to: 3, unit: days }', { from: 2, to: 3, unit: 'days' }, '2-3 days'],
  ])('accepts %s as %j, shown as "%s"', (line, value, text) => {
    const file = servicesFile('price: call', line);
    expect(validate(file), JSON.stringify(validate.errors)).toBe(true);
    expect(service(file).timeEstimate).toEqual(value);
    expect(timeText(service(file).timeEstimate)).toBe(text);
  });

  it.each(['timeEstimate: "2"', 'timeEstimate: 2', 'timeEstimate: "1-2 hours"', 'timeEstimate: { amount: 2 }', 'timeEstimate: { amount: 2, unit: hrs }', 'timeEstimate: { from: 1, unit: hours }', 'timeEstimate: { amount: 0, unit: hours }'])('refuses %s', (line) => {
    expect(validate(servicesFile('price: call', line))).toBe(false);
  });

  it('answers "2" alone with the fix, and an old text with its value', () => {
    expect(timeMistake('timeEstimate', '2')).toBe('timeEstimate needs its unit as well as the number; found the text "2": write timeEstimate: { amount: 2, unit: hours }, or minutes or days instead of hours');
    expect(timeMistake('duration', '4 hours')).toBe('duration is a value the site writes out, not text; found the text "4 hours": write duration: { amount: 4, unit: hours }, which the site shows as "4 hours"');
    expect(timeMistake('timeEstimate', '30 min - 1 hour')).toContain('write timeEstimate: { from: 30, to: 60, unit: minutes }, which the site shows as "30 min - 1 hour"');
    expect(timeMistake('duration', { amount: 2, unit: 'hrs' })).toBe('duration: unit must be minutes, hours or days; found the text "hrs": write unit: hours');
    expect(timeMistake('duration', { amount: 2 })).toBe('duration needs a unit: add unit: hours (or minutes, or days), e.g. { amount: 2, unit: hours }');
  });

  it('reads the old texts the content held into their values', () => {
    expect(readOldTime('1-2 hours')).toEqual({ from: 1, to: 2, unit: 'hours' });
    expect(readOldTime('30 min - 2 hours')).toEqual({ from: 30, to: 120, unit: 'minutes' });
    expect(readOldTime('1 to 8 hours')).toEqual({ from: 1, to: 8, unit: 'hours' });
    expect(readOldTime('2')).toBeUndefined();
  });
});
