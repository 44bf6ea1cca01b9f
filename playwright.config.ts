import { defineConfig } from '@playwright/test'

/**
 * End-to-end tests run against the production build that scripts/test.mjs starts
 * (E2E_BASE_URL). Debian's Chromium, never a downloaded browser.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: 0,
  reporter: [['list'], ['json'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL || 'http://localhost:3210',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'pages', testIgnore: /site-settings\.spec\.ts/ },
    // Switching the whole site into construction mode must not race the other tests.
    { name: 'site-settings', testMatch: /site-settings\.spec\.ts/, dependencies: ['pages'] },
  ],
})
