import { describe, expect, it } from 'vitest';
import { placeholderFacts, withDerivedFacts } from '../../pipeline/content/derived-facts.ts';
import { factPaths, fillText } from '../../pipeline/content/placeholders.ts';

const site = {
  name: 'Ridgeline',
  foundedYear: 2018,
  hours: {
    contact: { days: ['Friday', 'Saturday'], opens: '07:00', closes: '20:00' },
    support: { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '08:00', closes: '18:00' },
  },
  claims: { statements: ['Serving homeowners since {foundedYear}', '{yearsInBusiness} years of reliable service'] },
};

describe('facts worked out from site.yaml', () => {
  it('writes each set of hours in words from its days, opens and closes, for {hours.<name>.text}', () => {
    const facts = withDerivedFacts(site, '2026-11-27');
    expect(fillText('Open {hours.contact.text}; support {hours.support.text}.', facts)).toBe('Open Friday-Saturday 7:00 AM - 8:00 PM; support Monday-Saturday 8:00 AM - 6:00 PM.');
    expect(factPaths(facts)).toEqual(expect.arrayContaining(['hours.contact.text', 'hours.support.text', 'yearsInBusiness']));
  });

  it('counts {yearsInBusiness} from foundedYear to the year of the build', () => {
    expect(fillText('{yearsInBusiness} years', withDerivedFacts(site, '2025-06-01'))).toBe('7 years');
    expect(fillText('{yearsInBusiness} years', withDerivedFacts(site, '2026-01-01'))).toBe('8 years');
    expect(fillText('{yearsInBusiness} years', withDerivedFacts({ ...site, foundedYear: 2016 }, '2026-01-01'))).toBe('10 years');
  });

  it('fills site.yaml\'s own texts from its other facts, so a claim follows foundedYear', () => {
    const facts = placeholderFacts(site, '2026-11-27') as typeof site;
    expect(facts.claims.statements).toEqual(['Serving homeowners since 2018', '8 years of reliable service']);
    expect((placeholderFacts({ ...site, foundedYear: 2016 }, '2026-11-27') as typeof site).claims.statements[0]).toBe('Serving homeowners since 2016');
  });

  it('leaves data of another shape alone', () => {
    expect(withDerivedFacts(null, '2026-01-01')).toBeNull();
    expect(withDerivedFacts({ hours: { contact: { text: 'Always' } } }, '2026-01-01')).toEqual({ hours: { contact: { text: 'Always' } } });
  });
});
