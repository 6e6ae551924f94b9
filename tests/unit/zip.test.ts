import { describe, expect, it } from 'vitest';
import { checkZip, coveredZips, isValidZip } from '../../site/lib/zip.ts';

const coverage = { cities: [{ zips: ['18901', '18902'] }, { zips: ['19020'] }] };

describe('isValidZip', () => {
  it('accepts exactly five digits', () => {
    expect(isValidZip('18901')).toBe(true);
    expect(isValidZip('00000')).toBe(true);
  });

  it('rejects fewer or more than five digits', () => {
    expect(isValidZip('')).toBe(false);
    expect(isValidZip('123')).toBe(false);
    expect(isValidZip('1234')).toBe(false);
    expect(isValidZip('123456')).toBe(false);
  });

  it('rejects letters, signs and ZIP+4 forms', () => {
    expect(isValidZip('1890a')).toBe(false);
    expect(isValidZip('-1890')).toBe(false);
    expect(isValidZip('1 901')).toBe(false);
    expect(isValidZip('18901-1234')).toBe(false);
    expect(isValidZip('１８９０１')).toBe(false);
  });

  it('ignores surrounding spaces only', () => {
    expect(isValidZip(' 18901 ')).toBe(true);
  });
});

describe('checkZip', () => {
  it('reports invalid input before looking at coverage', () => {
    expect(checkZip('123', coverage)).toBe('invalid');
  });

  it('reports a listed ZIP as available', () => {
    expect(checkZip('18902', coverage)).toBe('available');
    expect(checkZip('19020', coverage)).toBe('available');
  });

  it('reports a valid ZIP that is not listed as unavailable', () => {
    expect(checkZip('90210', coverage)).toBe('unavailable');
  });

  it('matches exactly, never by prefix', () => {
    expect(checkZip('18900', coverage)).toBe('unavailable');
    expect(checkZip('19021', coverage)).toBe('unavailable');
  });
});

describe('coveredZips', () => {
  it('collects every ZIP of every city', () => {
    expect([...coveredZips(coverage)].sort()).toEqual(['18901', '18902', '19020']);
  });
});
