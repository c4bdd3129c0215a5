/**
 * The help centre's single sign-on in Chromium against the demo (issue 19): the help centre sends a user to
 * /auth?brand_id=<brand>; a guest is asked to log in first and, once logged in, the browser leaves for the support
 * centre's sign-in with the token and the brand's page; a signed-in user leaves at once. The support centre is
 * another site: page.route plays it (the demo has no network), so the test reads where the browser went.
 */
import { expect, test, type Page } from '@playwright/test';
import { guestUntilLogin, logIn } from './support/auth';
import { useLoginState } from './support/session';

const SUPPORT_CENTRE = 'https://help.meridian.example';

/** Plays the support centre: any page of it answers a small HTML page. */
async function playSupportCentre(page: Page) {
  await page
    .context()
    .route(`${SUPPORT_CENTRE}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Help centre</title><h1>Help centre</h1>' }),
    );
}

function expectSignOn(url: string, returnTo: string) {
  const target = new URL(url);
  expect(target.origin + target.pathname).toBe(`${SUPPORT_CENTRE}/access/jwt`);
  expect(target.searchParams.get('return_to')).toBe(returnTo);
  const claims = JSON.parse(Buffer.from(target.searchParams.get('jwt')!.split('.')[1]!, 'base64url').toString()) as { email: string };
  expect(claims.email).toBe('demo@meridian.example');
}

test('a guest logs in first, then goes to the support centre signed in', async ({ page, context }) => {
  test.setTimeout(120_000);
  await guestUntilLogin(context);
  await playSupportCentre(page);
  await page.goto('/auth?brand_id=360001234568');
  await expect(page.getByTestId('support-sign-on-notice')).toHaveText('Log in to continue to the help centre.', { timeout: 60_000 });
  await logIn(page);
  await page.waitForURL(`${SUPPORT_CENTRE}/**`, { timeout: 60_000 });
  expectSignOn(page.url(), `${SUPPORT_CENTRE}/hc/tr`);
  await expect(page.getByRole('heading', { name: 'Help centre' })).toBeVisible();
});

test('a signed-in user goes to the support centre at once', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);
  await playSupportCentre(page);
  await page.goto('/tr/auth?brand_id=360001234567');
  await page.waitForURL(`${SUPPORT_CENTRE}/**`, { timeout: 60_000 });
  expectSignOn(page.url(), `${SUPPORT_CENTRE}/hc/en-us`);
});
