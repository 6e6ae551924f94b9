import path from 'node:path';

/**
 * Tests never read data/: editors change it every week and CI must stay green when they do. The code is tested on
 * tests/fixtures/site/, a frozen copy of the launch content (refresh it on purpose, never by accident).
 */
export const repoRoot = path.resolve(import.meta.dirname, '..');
export const fixtureData = path.join(repoRoot, 'tests/fixtures/site');
/** Where `npm run build:fixture` builds that copy; Playwright serves it. */
export const fixtureDist = path.join(repoRoot, 'dist.fixture');

/** A file of the frozen content, by its path under data/. */
export const fixtureFile = (rel: string): string => path.join(fixtureData, rel);
