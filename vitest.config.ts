import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Two projects: `unit` (pure logic, the protocol plugin in-process, Dexie on fake-indexeddb) and
// `api` (real server processes on real databases). `npm test` runs both, then Playwright.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], setupFiles: ['tests/unit/setup.ts'] },
        },
        {
          extends: true,
          test: {
            name: 'api',
            include: ['tests/api/**/*.test.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
            // Each file starts its own server processes; two at a time suits a 2-core machine.
            maxWorkers: 2,
          },
        },
      ],
    },
  }),
);
