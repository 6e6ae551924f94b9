import type { Page } from '@playwright/test';
import type { ShellProps } from '../../site/page-props.ts';

/** The site facts and navigation the page was rendered with, read from its hydration payload. */
export async function shellData(page: Page): Promise<ShellProps> {
  return page.evaluate(() => JSON.parse(document.getElementById('page-data')!.textContent!).shell);
}

/** Stops the page's fake clock (installed before goto) so timers only advance with clock.runFor. */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}
