import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys under e2e/. The app is started outside (by the test runner script), so there is no
 * webServer here: point E2E_BASE_URL at it. Debian's chromium is used as is; never `playwright install`.
 */
export default defineConfig({
  testDir: './e2e',
  // The unpaid UPI order is placed first, so its 90-second timer runs out while the other journeys run.
  projects: [
    { name: 'unpaid order', testMatch: /upi-unpaid\.setup\.ts$/ },
    { name: 'journeys', testMatch: /\.spec\.ts$/, dependencies: ['unpaid order'] },
  ],
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Timeouts by layer, for a loaded 2-core machine (CI runs the journeys after every other test, when a step takes
  // two to three times as long as on a quiet one): a whole journey, longer ones set their own; what a page shows
  // after a click or a load. What the app does later (events, mail) is waited for with the limits in e2e/support.ts.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
