import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // Builds the frozen content once for the tests that only read a build (tests/unit/global-setup.ts).
    globalSetup: ['tests/unit/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
