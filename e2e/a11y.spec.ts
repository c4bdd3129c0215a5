/**
 * Issue 6: an axe-core scan (the installed axe-core, injected into the page) of the public pages, the 404
 * screen and the error screen, as a guest: no serious or critical violation. Every violation found, of any
 * impact, is printed with its rule id and where it is.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { useLoginState } from './support/session';

test.describe.configure({ mode: 'parallel' });

// axe is injected as an inline script, which the app's CSP (script-src 'self') refuses: the scan's own script is
// let through here; e2e/security-headers.spec.ts checks the CSP itself.
test.use({ bypassCSP: true });

const PAGES = [
  '/',
  '/markets',
  '/futures',
  '/fees/cryptocurrency',
  '/terms',
  '/risks',
  '/about-us',
  '/download-apps',
  '/brand-guideline',
  '/releases',
  '/auth',
  '/trade/BTC-USDT',
  '/tr/markets',
  // A guest sees the plan's APR history first: its chart, summary and table (issue 21).
  '/earn/crypto-lending/create/flex/eth',
];
for (const path of PAGES) {
  test(`axe: ${path}`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await useLoginState(context, 'guest', baseURL);
    await page.goto(path);
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await expectNoSeriousViolations(page, path);
  });
}

test('axe: the 404 screen', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'guest', baseURL);
  await page.goto('/marketz');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expectNoSeriousViolations(page, '404 screen');
});

test('axe: the error screen', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'guest', baseURL);
  // The about-us page's code fails as it runs: the route's error reaches the error screen.
  // context.route also sees what the mock backend's service worker fetches (page.route does not).
  await context.route('**/assets/info-page-*.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("E2E: the page failed to start");' }),
  );
  await page.goto('/about-us');
  await expect(page.getByTestId('error-screen')).toBeVisible();
  await expect(page.getByTestId('error-screen')).toContainText('E2E: the page failed to start');
  await expectNoSeriousViolations(page, 'error screen');
});
