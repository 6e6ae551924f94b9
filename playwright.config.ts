import { defineConfig, devices } from '@playwright/test';
import { fixtureDist } from './tests/fixture-content.ts';
import { existsSync } from 'node:fs';

// Debian's Chromium here; CHROME_PATH elsewhere; Playwright's own browser if neither exists.
const executablePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const port = Number(process.env.PREVIEW_PORT ?? 4319);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // Every test runs at 1280 px. A test whose behaviour depends on the width says so with a tag: '@mobile' runs it at
  // 390 px too, '@mobile-only' at 390 px alone (the hamburger menu exists below 1024 px). The route sweep sets its
  // own widths.
  projects: [
    { name: 'desktop', grepInvert: /@mobile-only/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', grep: /@mobile/, use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
  ],
  webServer: {
    // Serves the frozen fixture content built by `npm run build:fixture` (npm test builds it first), never data/.
    command: `node cli/site.mjs preview --port ${port} --out ${process.env.PREVIEW_DIR ?? fixtureDist}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
