/**
 * OAuth for partner applications in Chromium against the demo (issue 19): the consent page names the client and its
 * scopes; Allow sends the browser to the client's registered callback with a code and the state, Deny with
 * error=access_denied; the allowed client is then listed under app authorization, where a user token can be had;
 * a logout tells the client. The client's own site is played by Playwright (page.route).
 */
import { expect, test, type Page } from '@playwright/test';
import { useLoginState } from './support/session';

const CALLBACK = 'https://app.koinly.io/integrations/meridian/callback';

async function playTheClient(page: Page): Promise<void> {
  await page.route('https://app.koinly.io/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Koinly</title><h1>Koinly callback</h1>' }),
  );
}

test('allow: the client gets a code, is listed under app authorization, gets a user token and hears of the logout', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  await playTheClient(page);
  await page.goto('/auth/scopes?clientId=9b1f2c34-koinly&state=Zq81LmXv0cT5');
  const consent = page.getByTestId('oauth-consent');
  // The first page of a test starts the demo's mock exchange: a ceiling for a busy machine.
  await expect(consent.getByRole('heading', { name: 'Koinly asks for access to your account:' })).toBeVisible({ timeout: 45_000 });
  await expect(consent.getByRole('listitem')).toHaveCount(2);
  await consent.getByRole('button', { name: 'Allow Koinly' }).click();
  await expect(page).toHaveURL((url) => url.origin + url.pathname === CALLBACK);
  const callback = new URL(page.url());
  expect(callback.searchParams.get('state')).toBe('Zq81LmXv0cT5');
  expect(callback.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{16,}$/);

  await page.goto('/settings/security/app-authorization');
  const app = page.getByTestId('authorized-app').filter({ hasText: 'Koinly' });
  await expect(app).toBeVisible();
  await app.getByRole('button', { name: 'Get a user token for Koinly' }).click();
  await expect(app.getByTestId('user-token').locator('code')).toHaveText(/^[\w-]+\.[\w-]+\.[\w-]*$/);

  const notified = page.waitForRequest((request) => request.url().endsWith('/oauth2/client/9b1f2c34-koinly/user/logout/notify'));
  await page.getByTestId('account-menu').click();
  await page.getByTestId('logout').click();
  await notified;
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('deny: the client hears access_denied with its state', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);
  await playTheClient(page);
  await page.goto(`/auth/scopes?client_id=9b1f2c34-koinly&redirect_uri=${encodeURIComponent(CALLBACK)}&scope=general&state=s2`);
  await page.getByTestId('oauth-consent').getByRole('button', { name: 'Deny' }).click({ timeout: 45_000 });
  await expect(page).toHaveURL((url) => url.origin + url.pathname === CALLBACK);
  const callback = new URL(page.url());
  expect(callback.searchParams.get('error')).toBe('access_denied');
  expect(callback.searchParams.get('state')).toBe('s2');
  expect(callback.searchParams.get('code')).toBeNull();
});
