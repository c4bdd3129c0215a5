/**
 * Browser tests in a real Chromium against the demo build (embedded mock backend). Uses the system
 * Chromium (/usr/bin/chromium, installed by scripts/ensure-chromium.sh) and falls back to Playwright's
 * own browser where one is installed.
 */
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, systemChromium } from './scripts/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4174);
// Another build directory than the demo mode's own (vite.config.ts: dist-demo), e.g. two worktrees' builds side by side.
const OUT_DIR = process.env.E2E_DIST ? ` --outDir ${process.env.E2E_DIST}` : '';

export default defineConfig({
  testDir: './e2e',
  // The mock-mode smoke test runs against Prism with its own config (e2e/playwright.mock.config.ts).
  testIgnore: ['mock-mode.spec.ts'],
  // Every wait in a test is on a condition; these are ceilings, not delays. A page's first load starts the demo's
  // ledger and mock backend, which on a shared 2-core CI machine can take 30 s by itself, so a test that opens a
  // page and reloads it needs more than Playwright's default 30 s.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['junit', { outputFile: 'reports/e2e-junit.xml' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: systemChromium, args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: systemChromium, args: chromiumArgs } } },
  ],
  webServer: {
    command: `npx vite preview --mode demo${OUT_DIR} --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
