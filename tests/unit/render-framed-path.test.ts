import { describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { useShell } from '../../site/components/shell-context.tsx';
import type { ShellProps } from '../../site/page-props.ts';

// A footer that shows the page's path, as a later change might: its markup would then differ from page to page.
vi.mock('../../site/components/footer.tsx', () => ({
  Footer: () => createElement('footer', null, useShell().path),
}));

const { renderFramed } = await import('../../site/render-framed.tsx');

describe('the frame rendered once for many pages', () => {
  it('stops the build when the header or footer reads the page path, and says what to ask instead', () => {
    const shell = { site: { phone: { e164: '+17195550142', display: '(719) 555-0142' }, name: 'Site', shortName: 'Site', links: {} }, navigation: { megaMenu: [], more: [], mobileGroups: [], footer: [] }, path: '/faq' } as unknown as ShellProps;
    expect(() => renderFramed(shell, () => null, {})).toThrow(/may not read the page's path: ask useNavPosition\(\) instead/);
  });
});
