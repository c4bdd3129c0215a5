/**
 * No blank screens at start-up (issue 17), on the demo build. The app draws its shell at once and learns the session
 * in place; a browser that blocks storage and cookies still gets the app; a settings call that fails or hangs ends
 * on the start-up error (role alert) with a retry that works without a reload. Faults come from the embedded mock
 * backend (mocks/faults.ts): a plan set before the app starts, then `window.__mockFaults`. The hanging case moves
 * the page's clock past the 15 s bound (page.clock) rather than waiting for it. The start-up error is a chunk of
 * its own: with that chunk unreachable, the shell's stand-in notice or main.tsx's plain line still says so.
 */
import { expect, test, type Page } from '@playwright/test';
import { mockFaults, planFaults } from './support/faults';
import { useLoginState } from './support/session';

/** GET /v2/settings in generated/api/operations.ts. */
const SETTINGS = 'getSettings';
const BOUND_MS = 15_000;

interface MarkedWindow {
  __sameDocument?: boolean;
}

const planFault = (page: Page, kind: 'unavailable' | 'hang') => planFaults(page, [{ operationId: SETTINGS, kind }]);

/** Marks the document: still there after a step means no reload happened. */
const markDocument = (page: Page) => page.evaluate(() => void ((window as MarkedWindow).__sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as MarkedWindow).__sameDocument === true);

test('storage and cookies blocked: the app still draws and runs', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { get: refuse, configurable: true });
    Object.defineProperty(window, 'sessionStorage', { get: refuse, configurable: true });
    Object.defineProperty(Document.prototype, 'cookie', { get: refuse, set: refuse, configurable: true });
  });
  await page.goto('/');
  await expect(page.locator('.site-header')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The session was learnt (the demo user, kept in memory) and nothing failed.
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await expect(page.getByTestId('startup-error')).toHaveCount(0);
  // The browser's own accessors still refuse: what ran did so through the safe wrapper and the demo's stand-ins.
  expect(
    await page.evaluate(() => {
      try {
        Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!.get!.call(document);
        return false;
      } catch {
        return true;
      }
    }),
  ).toBe(true);
  // And the app moves on: another page inside the app.
  await page.locator('.site-nav').getByRole('link', { name: 'Markets' }).click();
  await expect(page.getByRole('heading', { name: 'Markets', level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('settings failing: the start-up error says so, the page stays usable, and Retry works without a reload', async ({ page }) => {
  await planFault(page, 'unavailable');
  await page.goto('/');
  const error = page.getByTestId('startup-error');
  await expect(error).toBeVisible();
  await expect(error).toHaveAttribute('role', 'alert');
  await expect(error).toContainText('status 503');
  await expect(error).toContainText('Check your internet connection');
  // A guest may keep browsing the public page under it.
  await expect(page.locator('#hero-title')).toBeVisible();
  await markDocument(page);

  await mockFaults(page).clear();
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(error).toHaveCount(0);
  await expect(page.getByTestId('account-menu')).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test('settings hanging: the shell at once with the session loading in place, the error after the bound', async ({ page }) => {
  await page.clock.install();
  await planFault(page, 'hang');
  await page.goto('/');
  await expect(page.locator('#hero-title')).toBeVisible();
  await expect(page.getByTestId('session-loading')).toBeVisible();
  await expect(page.getByTestId('startup-error')).toHaveCount(0);

  await page.clock.fastForward(BOUND_MS + 1_000);
  const error = page.getByTestId('startup-error');
  await expect(error).toContainText('within 15 seconds');
  await expect(page.getByTestId('session-loading')).toHaveCount(0);
  await markDocument(page);

  await mockFaults(page).clear();
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(error).toHaveCount(0);
  await expect(page.getByTestId('account-menu')).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test('the first visit of a signed-in user loads the app once: the session is learnt in place, no reload', async ({
  page,
  context,
  baseURL,
}) => {
  // A device with no cookie of the app yet, the demo user signed in on the exchange's side.
  await useLoginState(context, 'logged-in', baseURL, { persisted: false });
  let documents = 0;
  const entries: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents++;
    if (/\/assets\/index-[^/]+\.js$/.test(new URL(request.url()).pathname)) entries.push(request.url());
  });
  await page.goto('/trade/BTC-USDT');
  await expect(page.getByTestId('order-form')).toBeVisible({ timeout: 30_000 });
  // Drawn as a guest first, then the user once the settings call answers: in the same document.
  await markDocument(page);
  await expect(page.getByTestId('account-menu')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('available')).toBeVisible({ timeout: 30_000 });
  // Had a reload been coming, it would have come with the session; the page is still the first document.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
  expect(await sameDocument(page)).toBe(true);
  expect(documents).toBe(1);
  expect(entries).toHaveLength(1);
});

test('a login-required page waits for the session with a loader, never sent to login on a guess', async ({ page, context, baseURL }) => {
  // The cookies say "logged in" (the demo user); the settings call hangs.
  await useLoginState(context, 'logged-in', baseURL);
  await page.clock.install();
  await planFault(page, 'hang');
  await page.goto('/balance/spot');
  await expect(page.locator('.site-header')).toBeVisible();
  await expect(page.getByTestId('session-loading')).toBeVisible();
  await expect(page.locator('.page-loader')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/balance/spot');

  // After the bound the error says so, and the persisted session stands in: the page opens under it.
  await page.clock.fastForward(BOUND_MS + 1_000);
  await expect(page.getByTestId('startup-error')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/balance/spot');
});

/** The start-up error's own chunk (src/features/shell/startup-error-module.ts), unreachable as on a dropped network. */
const blockStartupErrorChunk = (page: Page) => page.context().route('**/assets/startup-error-*.js', (route) => route.abort());

/** Makes start() throw before i18n starts: the document refuses its language. */
const throwEarly = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(HTMLElement.prototype, 'lang', {
      configurable: true,
      get: () => '',
      set: () => {
        throw new Error('E2E: the start-up failed');
      },
    });
  });

test('settings failing with the start-up error’s chunk unreachable: the shell still says so, and Retry works', async ({ page }) => {
  await planFault(page, 'unavailable');
  await blockStartupErrorChunk(page);
  await page.goto('/');
  const error = page.getByTestId('startup-error');
  await expect(error).toHaveAttribute('role', 'alert');
  await expect(error).toContainText('We could not reach the exchange.');
  await expect(page.locator('#hero-title')).toBeVisible();
  await markDocument(page);

  await mockFaults(page).clear();
  await page.context().unrouteAll();
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(error).toHaveCount(0);
  await expect(page.getByTestId('account-menu')).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test('the start-up throwing: the start-up error on its own, with details and a reload', async ({ page }) => {
  await throwEarly(page);
  await page.goto('/');
  const error = page.getByTestId('startup-error');
  await expect(error.getByRole('heading', { level: 1, name: 'The exchange could not finish starting' })).toBeVisible();
  await expect(error).toContainText('E2E: the start-up failed');
  await expect(error.getByRole('button', { name: 'Reload the page' })).toBeVisible();
});

test('the start-up throwing once its texts are up: the start-up error in the page’s language', async ({ page }) => {
  // The first look for #root (the app's own mount) fails; the start-up error's look finds it.
  await page.addInitScript(() => {
    const find = Document.prototype.getElementById;
    let failed = false;
    Document.prototype.getElementById = function (id: string) {
      if (id === 'root' && !failed) {
        failed = true;
        throw new Error('E2E: the start-up failed late');
      }
      return find.call(this, id);
    };
  });
  await page.goto('/tr');
  const error = page.getByTestId('startup-error');
  await expect(error.getByRole('heading', { level: 1, name: 'Borsa başlatılamadı' })).toBeVisible();
  await expect(error.getByRole('button', { name: 'Sayfayı yeniden yükle' })).toBeVisible();
});

test('the start-up throwing with its error chunk unreachable: a plain line, never a blank page', async ({ page }) => {
  await throwEarly(page);
  await blockStartupErrorChunk(page);
  const chunkFailed = page.waitForEvent('requestfailed', (request) => request.url().includes('/assets/startup-error-'));
  await page.goto('/');
  await chunkFailed;
  await expect(page.locator('#root')).toContainText('The exchange could not finish starting. Reload the page');
  await expect(page.getByRole('alert')).toBeVisible();
});
