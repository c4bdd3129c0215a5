/**
 * Mock mode in a real browser (e2e/mock-mode.spec.ts only): `npm run mock` (Prism behind its CORS front, and the
 * socket mock) and the app built in mode `prism`, each on its own port so that a developer's `npm run mock` (4010,
 * 4011) and the main Playwright run (4174) are left alone.
 *
 *   npx playwright test -c e2e/playwright.mock.config.ts
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, systemChromium } from '../scripts/chromium';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const API_PORT = Number(process.env.MOCK_E2E_API_PORT ?? 4420);
const SOCKET_PORT = Number(process.env.MOCK_E2E_SOCKET_PORT ?? 4421);
const APP_PORT = Number(process.env.MOCK_E2E_APP_PORT ?? 4176);
export const MOCK_API = `http://127.0.0.1:${API_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: 'mock-mode.spec.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['junit', { outputFile: '../reports/e2e-mock-junit.xml' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: systemChromium, args: chromiumArgs } } },
  ],
  webServer: [
    {
      command: `npx tsx scripts/mock-servers.ts --port ${API_PORT} --socket-port ${SOCKET_PORT} --quiet`,
      cwd: ROOT,
      // A login-free GET of the contract: ready once Prism answers through the front.
      url: `${MOCK_API}/v2/time`,
      reuseExistingServer: false,
      timeout: 90_000,
    },
    {
      command: `npx vite build --mode prism && npx vite preview --mode prism --host 127.0.0.1 --port ${APP_PORT} --strictPort`,
      cwd: ROOT,
      // Environment variables win over .env.prism: the app talks to this run's ports and builds into its own folder.
      env: {
        VITE_API_BASE: MOCK_API,
        VITE_PUBLIC_API_BASE: MOCK_API,
        VITE_INTERNAL_BASE: MOCK_API,
        VITE_SOCKET_URL: `ws://127.0.0.1:${SOCKET_PORT}/ws`,
        VITE_OUT_DIR: 'dist-e2e-prism',
      },
      url: `http://127.0.0.1:${APP_PORT}/`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ],
});
