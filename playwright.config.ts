import { defineConfig } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs'

const SERIAL = /(site-settings|publishing|preview|cms-hardening|bad-content)\.spec\.ts/

/**
 * End-to-end tests run against the production build that scripts/test.mjs starts
 * (E2E_BASE_URL). Debian's Chromium, never a downloaded browser.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR || 'test-results/e2e',
  // Two shared cores and software WebGL: a map test on a loaded day takes 20-30 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: 0,
  reporter: [['list'], ['json'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL || 'http://localhost:3210',
    // No screencast in traces: encoding every frame of a 1080×1920 software-drawn map took most of
    // a busy machine's CPU (a kiosk map's first render went from 8 s to 36 s). One picture at the end instead.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // page.route cannot see what a service worker fetches: only the offline tests let it register.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'pages', testIgnore: SERIAL },
    // Publishing and construction mode change what every page shows: they run alone, after the rest.
    { name: 'site-settings', testMatch: /site-settings\.spec\.ts/, dependencies: ['pages'] },
    { name: 'publishing', testMatch: /publishing\.spec\.ts/, dependencies: ['site-settings'] },
    // An editor's preview ends in a publish: alone too.
    { name: 'preview', testMatch: /preview\.spec\.ts/, dependencies: ['publishing'] },
    // Hostile CMS content and an admin edit under the CSP: they publish, so they too run alone.
    { name: 'cms-hardening', testMatch: /cms-hardening\.spec\.ts/, dependencies: ['preview'] },
    // Bad values written straight into the database change every page: alone, last.
    { name: 'bad-content', testMatch: /bad-content\.spec\.ts/, dependencies: ['cms-hardening'] },
  ],
})
