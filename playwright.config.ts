import { defineConfig, devices } from '@playwright/test';

// Browser tests in Debian's Chromium (apt-get install chromium) against the real server serving the
// production build (`npm run build` first; `npm test` does it): the customer app at a phone
// viewport (*.mobile.test.ts), the operator back office at a desktop one (*.desktop.test.ts).
// E2E_PORT lets two checkouts on one machine run their browser tests at once.
const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry in CI, reported as "flaky" in the list: on the 2-core machine the server (with the
  // demo market, its bots and every product's jobs) and two Chromiums can starve a screen past its
  // wait now and then, and one such miss must not hide a whole run. Locally a failure fails at once.
  retries: process.env.CI ? 1 : 0,
  // Two workers, two Chromiums and the server with its simulated market share two cores in CI: a
  // screen that shows in a second alone may take several there. Generous limits cost nothing when
  // a test passes; a real failure still fails.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://127.0.0.1:${PORT}/h5/`,
    locale: 'en-US',
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
    // The home popup news, and the hint that the customer-service button can be dragged, are shown
    // once per device: a returning visitor has seen them (their own tests start from empty storage).
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${PORT}`,
          localStorage: [
            { name: 'web_version', value: '1' },
            { name: 'popup_seen', value: '1' },
            { name: 'support_fab_hint', value: '1' },
          ],
        },
      ],
    },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium-phone', testMatch: '**/*.mobile.test.ts' },
    {
      name: 'chromium-desktop',
      testMatch: '**/*.desktop.test.ts',
      // The same Chromium and settings; a desktop screen. Tests that also act as a customer open
      // a phone context of their own.
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
  ],
  webServer: {
    command: 'rm -rf .tmp/e2e && node --import tsx server/main.ts',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: '.tmp/e2e',
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      // Test helpers give each API call a client address of its own (tests/e2e/api.ts).
      TRUST_PROXY: '1',
      // No withdrawal hold after a security change (ADR 16): browser tests withdraw to addresses
      // they have just saved. The held banner's decision and wording are unit-tested instead.
      SECURITY_HOLD_HOURS: '0',
      // For tests only: the same simulated prices every run (a deployment's market key is random).
      MARKET_SECRET: '6b657374726f6c2d746573742d6b6579',
    },
    url: `http://127.0.0.1:${PORT}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
