import { expect, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

/**
 * The checks every page must pass, as functions of a loaded page: the route sweep runs them on every route, and the
 * behaviour specs on a page with a menu, dialog or other state open.
 */

/** The WCAG levels the site meets (2.0, 2.1 and 2.2 at A and AA). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page as it is now and fails with a readable list (rule, element, reason). Sections off screen that
 * skip drawing until scrolled to (content-visibility: auto) are drawn first: it changes nothing a visitor sees, but
 * axe cannot judge the contrast of text that is not drawn, and would leave it unchecked. Animations are shown at
 * their end, as a visitor sees them a moment later: the testimonials fade in as they change on their own, and axe
 * judged text caught mid-fade as too faint. With `allowedRoles`, also the ARIA rule Lighthouse's accessibility score
 * checks beyond these tags (a role an element may not take); axe runs tags or named rules, not both at once.
 */
export async function expectNoViolations(page: Page, { allowedRoles = false } = {}): Promise<void> {
  // A constructed style sheet, not a <style>: the site's Content-Security-Policy (style-src 'self') refuses inline ones.
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { content-visibility: visible !important; } *, *::before, *::after { animation-duration: 0s !important; transition-duration: 0s !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  const runs = [new AxeBuilder({ page }).withTags(AXE_TAGS), ...(allowedRoles ? [new AxeBuilder({ page }).withRules(['aria-allowed-role'])] : [])];
  const violations = [];
  for (const run of runs) violations.push(...(await run.analyze()).violations);
  await page.evaluate(() => { document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1); });
  const found = violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`));
  expect(found, `axe on ${page.url()}`).toEqual([]);
}

/** Every visible, focusable element of the page that shows no focus ring when focused from the keyboard. */
export async function elementsWithoutVisibleFocus(page: Page): Promise<string[]> {
  // A key press first, so :focus-visible applies to what is focused from script.
  await page.keyboard.press('Shift');
  return page.evaluate(() => {
    const selector = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
    const bad: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(el).visibility === 'hidden') continue;
      el.focus();
      if (document.activeElement !== el) continue;
      // The ring may be drawn by the element or by the card around it (:focus-within / :has), as WCAG allows.
      const ringed = (node: Element | null, depth: number): boolean => {
        if (!node || depth > 3) return false;
        const style = getComputedStyle(node);
        if ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none') return true;
        return ringed(node.parentElement, depth + 1);
      };
      if (!ringed(el, 0)) bad.push(`${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return bad;
  });
}

/** Links, buttons and fields in header and main smaller than 24x24 CSS px (WCAG 2.5.8); links inside running text are exempt. */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea';
    const bad: string[] = [];
    const blockOf = (el: Element): Element => {
      let node = el.parentElement;
      while (node && getComputedStyle(node).display.startsWith('inline')) node = node.parentElement;
      return node ?? document.body;
    };
    for (const el of document.querySelectorAll<HTMLElement>(`header.shell-header :is(${selector}), main :is(${selector})`)) {
      const box = el.getBoundingClientRect();
      // Not rendered, or visually hidden on purpose (the form honeypot).
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(el).visibility === 'hidden' || el.closest('.visually-hidden, [hidden]')) continue;
      // Half a pixel of slack: a window resized to a phone's width can lay a 24 px box out as 23.99 px.
      if (box.width >= 23.5 && box.height >= 23.5) continue;
      // WCAG 2.5.8 "inline" exception: a link inside a sentence, whose size the line of text sets.
      const inline = getComputedStyle(el).display === 'inline';
      const sentence = (blockOf(el).textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
      if (el.tagName === 'A' && inline && sentence) continue;
      bad.push(`${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    return bad;
  });
}

/** Whether an inline script added to the page now runs: under the site's Content-Security-Policy it must not. */
export const inlineScriptRuns = (page: Page): Promise<boolean> => page.evaluate(() => {
  const script = document.createElement('script');
  script.textContent = 'window.__cspProbe = 1';
  document.body.append(script);
  script.remove();
  return (window as unknown as { __cspProbe?: number }).__cspProbe === 1;
});

/** How far the document is wider than the window (0 when nothing sticks out sideways). */
export const overflow = (page: Page): Promise<number> => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Whether the business's number, in digits, is on screen as a link that calls it, wherever the page is scrolled to:
 * the header's on wide screens, the bar at the foot of the screen on phones (issue 47).
 */
export const phoneNumberInView = (page: Page): Promise<boolean> => page.evaluate(() =>
  [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')].some((link) => {
    const box = link.getBoundingClientRect();
    return /\d{3}\D{1,3}\d{4}/.test(link.innerText) && box.width > 0 && box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth
      && getComputedStyle(link).visibility !== 'hidden';
  }));

/** The space between the end of the main content and the footer (0 when the footer follows it directly). */
export const gapAboveFooter = (page: Page): Promise<number> =>
  page.evaluate(() => document.querySelector('footer')!.getBoundingClientRect().top - document.querySelector('main')!.getBoundingClientRect().bottom);

/**
 * Opens a page as a visitor without JavaScript sees it, in a browser that can still run axe: the site's scripts are
 * not loaded (so it is never hydrated) and the styles of its <noscript> are applied.
 */
export async function openWithoutScripts(page: Page, path: string): Promise<void> {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(path);
  const css = await page.evaluate(() => (document.querySelector('head noscript')?.textContent ?? '').replace(/<\/?style>/g, ''));
  expect(css).not.toBe('');
  await page.addStyleTag({ content: css });
}
