import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ServiceGroups } from '../../site/components/service-groups.tsx';
import { StepsStrip, desktopColumns } from '../../site/components/steps-strip.tsx';

/** Components that show lists editors grow and shrink (issue 44): they take any count content gives them. */
describe('the mobile services menu', () => {
  it('links an entry without href to the category page made from its label, as the mega menu does', () => {
    const html = renderToStaticMarkup(createElement(ServiceGroups, { groups: [{ title: 'New Services', items: [{ label: 'Decks & Patios' }, { label: 'Roofing', href: '/services/roofs' }] }] }));
    expect([...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])).toEqual(['/services/decks-patios', '/services/roofs']);
  });
});

describe('the steps strip of category pages', () => {
  const step = (n: number) => ({ icon: 'star' as const, title: `Step ${n}`, description: `What happens in step ${n}.` });

  it('shows up to 4 steps in one row, and more in rows of 4 or 3 that do not end with a lone step', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(desktopColumns)).toEqual([1, 2, 3, 4, 3, 3, 4, 4, 3, 4, 4, 4]);
    for (let n = 5; n <= 12; n++) expect(n % desktopColumns(n), `${n} steps`).not.toBe(1);
  });

  it('numbers every step it is given, and joins them with a connector only when they stand in one row', () => {
    const render = (n: number) => renderToStaticMarkup(createElement(StepsStrip, { steps: Array.from({ length: n }, (_, i) => step(i + 1)) }));
    const seven = render(7);
    expect(seven.match(/class="steps-strip-item"/g)).toHaveLength(7);
    expect(seven).toContain('data-columns="4"');
    expect(seven).not.toContain('data-one-row');
    expect(render(1)).toContain('data-columns="1" data-one-row="true"');
  });
});
