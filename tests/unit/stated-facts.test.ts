import { describe, expect, it } from 'vitest';
import { statedFacts } from '../../pipeline/check/rules/stated-facts.ts';

const found = (text: string, claim = false) => statedFacts(text, 2018, claim).map((f) => [f.fact, f.phrase, text.slice(f.index, f.index + f.text.length)]);

describe('founding years and years in business written in digits', () => {
  it('finds them in a claim, in page copy and in a FAQ answer, at their digits', () => {
    expect(found('Serving homeowners since 2018', true)).toEqual([['foundedYear', 'since 2018', '2018']]);
    expect(found('Licensed, bonded and insured since 2016', true)).toEqual([['foundedYear', 'since 2016', '2016']]);
    expect(found('Locally owned and family operated since 2018, with 7 years of reliable service behind every visit.')).toEqual([
      ['foundedYear', 'since 2018', '2018'], ['yearsInBusiness', '7 years of reliable service', '7'],
    ]);
    expect(found('Ridgeline started in 2017 with a simple idea.')).toEqual([['foundedYear', 'started in 2017', '2017']]);
    expect(found('We have been in business for 6 years, and family-run since 2016.')).toEqual([['yearsInBusiness', '6 years', '6'], ['foundedYear', 'since 2016', '2016']]);
    expect(found('Est. 2018')).toEqual([['foundedYear', 'Est. 2018', '2018']]);
  });

  it('leaves alone numbers that only look like them', () => {
    for (const text of [
      'Over 2,000 jobs done from our office at 146 North Main Street, Doylestown, PA 18901.',
      'Springs last roughly 7-10 years for most households; openers 10-15 years.',
      'Homes wired before the 2011 electrical code often lack a neutral, and codes have changed since 2011.',
      'A unit with 8 years of service behind it deserves a look.',
      '1+ year of customer service or call center experience',
      'Locally owned since {foundedYear}, in homes built since 1978.',
      '30+ years of trade experience',
      'Posted on 2018-05-01',
    ]) expect(found(text), text).toEqual([]);
  });

  it('takes any "since" year in a claim of the company as its founding year, and elsewhere only the founding year itself', () => {
    expect(found('Prices have risen since 2016.')).toEqual([]);
    expect(found('Prices have risen since 2018.')).toEqual([['foundedYear', 'since 2018', '2018']]);
    expect(found('Trusted since 2016', true)).toEqual([['foundedYear', 'since 2016', '2016']]);
  });
});
