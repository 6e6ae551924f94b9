/**
 * Runs in the page (page.evaluate): every link of the header (with its menus) and the footer that belongs to the
 * current layout must be one a visitor without JavaScript can bring on screen and click: each closed <details>
 * around it is opened by a click on its summary, which must itself be clickable, and the link's centre must then
 * hit the link. The desktop navigation belongs to widths from 1024px (SPEC 9), the mobile menu to narrower ones.
 */
export function reachability(): { links: number; unreachable: string[] } {
  const desktop = window.innerWidth >= 1024;
  // Each layout's own links: the phone layout calls from the bar at the foot of the screen, not from the header.
  const otherLayout = desktop ? '.mobile-menu, .hamburger-disclosure, .phone-actions' : '.desktop-nav, .shell-actions .call-us';
  const clickable = (el: Element): boolean => {
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    const rect = [...el.getClientRects()].find((r) => r.width > 0 && r.height > 0);
    if (!rect) return false;
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  };
  const reach = (link: HTMLAnchorElement): boolean => {
    const closed: HTMLDetailsElement[] = [];
    for (let d = link.parentElement?.closest('details'); d; d = d.parentElement?.closest('details')) if (!d.open) closed.unshift(d);
    const opened: HTMLElement[] = [];
    let ok = true;
    for (const details of closed) {
      const summary = details.querySelector<HTMLElement>(':scope > summary');
      if (!summary || !clickable(summary)) { ok = false; break; }
      summary.click();
      opened.push(summary);
    }
    ok &&= clickable(link);
    for (const summary of opened.reverse()) summary.click();
    return ok;
  };
  const links = [...document.querySelectorAll<HTMLAnchorElement>('header a[href], footer a[href], .phone-actions a[href]')].filter((a) => !a.closest(otherLayout));
  const unreachable = links.filter((link) => !reach(link)).map((link) => `${link.textContent!.trim() || link.getAttribute('aria-label')} (${link.getAttribute('href')})`);
  window.scrollTo(0, 0);
  return { links: links.length, unreachable };
}
