import { describe, expect, it } from 'vitest';
import { directorySearchMatches, heroSearchMatches } from '../../site/lib/search.ts';

const service = { name: 'Pool Opening', description: 'Get the water ready.', category: 'Pools & Spas', features: ['Cover removal', 'Skimming', 'Chemical check'] } as Parameters<typeof heroSearchMatches>[0];

describe('directorySearchMatches', () => {
  it('matches what the home search suggests: name, description, category and features', () => {
    for (const text of ['pool opening', 'WATER', 'Pools & Spas', 'cover removal', 'nothing like it']) {
      expect(directorySearchMatches(service, text)).toBe(heroSearchMatches(service, text));
    }
    expect(directorySearchMatches(service, 'Pools & Spas')).toBe(true);
  });

  it('lists everything for blank text, where the home search suggests nothing', () => {
    expect(directorySearchMatches(service, '  ')).toBe(true);
    expect(heroSearchMatches(service, '  ')).toBe(false);
  });
});
