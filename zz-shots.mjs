import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'] });
const base = process.argv[2];
const pages = process.argv[3].split(',');
const widths = (process.argv[4] ?? '320,390,1280').split(',').map(Number);
const js = process.argv[5] !== 'nojs';
for (const p of pages) for (const w of widths) {
  const ctx = await browser.newContext({ viewport: { width: w, height: 900 }, javaScriptEnabled: js });
  const page = await ctx.newPage();
  const loaded = [];
  page.on('response', (r) => { if (r.url().includes('/images/')) loaded.push(`${r.status()} ${r.url().replace(base, '')} ${r.headers()['content-type']}`); });
  await page.goto(base + p, { waitUntil: 'networkidle' });
  const name = `/tmp/shot-${p.replace(/\W+/g, '_') || 'home'}-${w}${js ? '' : '-nojs'}.png`;
  await page.screenshot({ path: name, fullPage: false });
  const cls = await page.evaluate(() => new Promise((res) => { let v = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) v += e.value; }).observe({ type: 'layout-shift', buffered: true }); setTimeout(() => res(v), 300); }));
  console.log(name, 'CLS', cls, '\n  ' + loaded.filter((l) => l.includes('/_/') || /\.(jpg|webp|png)/.test(l)).join('\n  '));
  await ctx.close();
}
await browser.close();
