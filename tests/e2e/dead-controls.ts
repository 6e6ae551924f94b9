/**
 * Runs in the page (page.evaluate), meant for a page loaded with JavaScript off: lists every control a visitor can
 * see that would do nothing. With every <details> opened (so menus and other disclosures are searched too), each
 * visible control must be one of:
 * - a <summary> (the browser opens its <details>);
 * - a submit button, or a field, of a form that has an action (the browser sends it);
 * - a link with a real href (not empty, not "#", not javascript:).
 * Anything else that looks operable (<button type="button">, role=button, role=tab, a field outside such a form, an
 * <a> without href that claims a role or focus) is a dead end. Hidden controls (display:none, visibility:hidden,
 * the hidden attribute, zero size) are not counted: nobody can click them.
 */
export function deadControls(): string[] {
  for (const details of document.querySelectorAll('details')) details.open = true;
  const visible = (el: Element): boolean =>
    el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && [...el.getClientRects()].some((r) => r.width > 0 && r.height > 0);
  const describe = (el: Element): string => {
    const name = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    return `<${el.tagName.toLowerCase()}${cls}> "${name}"`;
  };
  const submits = (form: HTMLFormElement | null): boolean => form !== null && (form.getAttribute('action') ?? '').trim() !== '';
  const realHref = (a: Element): boolean => {
    const href = (a.getAttribute('href') ?? '').trim();
    return href !== '' && href !== '#' && !/^javascript:/i.test(href);
  };
  const works = (el: Element): boolean => {
    if (el instanceof HTMLElement && el.tagName === 'SUMMARY' && el.parentElement?.tagName === 'DETAILS') return true;
    if (el instanceof HTMLAnchorElement) return realHref(el);
    if (el instanceof HTMLButtonElement) return el.type === 'submit' && submits(el.form);
    if (el instanceof HTMLInputElement) {
      if (el.type === 'hidden') return true;
      if (el.type === 'button' || el.type === 'reset') return false;
      return submits(el.form);
    }
    if (el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) return submits(el.form);
    // Any other element that claims to be a control (role=button on a <div>, a focusable <a> without href…).
    return false;
  };
  const selector = [
    'a', 'button', 'input', 'select', 'textarea', 'summary',
    '[role="button"]', '[role="tab"]', '[role="link"]', '[role="switch"]', '[role="checkbox"]', '[role="radio"]', '[role="combobox"]', '[role="menuitem"]',
  ].join(',');
  const dead: string[] = [];
  for (const el of document.querySelectorAll(selector)) {
    // A plain <a> without href is not a control unless it claims a role or keyboard focus.
    if (el.tagName === 'A' && !el.hasAttribute('href') && !el.hasAttribute('role') && !el.hasAttribute('tabindex')) continue;
    if (!visible(el) || works(el)) continue;
    dead.push(describe(el));
  }
  return dead;
}
