/**
 * Issue 17, sessions on the demo. A session that expires in the middle of an action loses nothing that was typed:
 * the user types a new sub-account, the mock exchange ends the session on its side (its session key, as a
 * server-side expiry would), the submit answers 401, the app sends the user to login with the way back, and after
 * the login the same form shows the same values again, once. A logout the server fails (the mock's fault injector,
 * mocks/faults.ts) keeps the user logged in, says so, and goes through on an automatic retry.
 */
import { expect, test } from '@playwright/test';
import { mockFaults } from './support/faults';
import { useLoginState } from './support/session';

// A first page load starts the demo's ledger and mock backend; on a busy shared machine that alone can take a minute.
test.slow();

const PAGE = '/settings/general/sub-accounts/create';
const DRAFT_KEY = `form-draft:${PAGE}#sub-account-create`;

test('what was typed survives a 401 and the login it leads to', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto(PAGE);
  const form = page.getByRole('form', { name: 'New sub-account' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  await form.getByLabel('Name').fill('Night desk');
  await form.getByLabel('E-mail').fill('night.desk@example.com');
  await form.getByLabel('Margin and futures trading').check();

  // The server forgets the session (the demo exchange keeps it under this key); the app does not know yet.
  await page.evaluate(() => localStorage.setItem('mock-exchange:session', 'out'));
  await form.getByRole('button', { name: 'Create a sub-account' }).click();

  // Sent to login, with the page to come back to.
  await expect(page).toHaveURL((url) => url.pathname === '/auth' && url.searchParams.get('redirect') === PAGE);
  await expect(page.getByTestId('login-form')).toBeVisible();
  // The tab keeps the draft meanwhile (sessionStorage, this tab only).
  const draft = await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY);
  expect(JSON.parse(draft ?? '{}')).toMatchObject({
    values: { alias: 'Night desk', email: 'night.desk@example.com', spotEnabled: true, collateralEnabled: true },
  });
  // Nothing was created: the 401 did no work.
  const ledger = await page.evaluate(() => localStorage.getItem('mock-exchange:ledger') ?? '');
  expect(ledger).not.toContain('Night desk');

  await page.getByTestId('demo-login').click();

  // Back on the page the user was on, with what they typed.
  await expect(page).toHaveURL((url) => url.pathname === PAGE);
  const again = page.getByRole('form', { name: 'New sub-account' });
  await expect(again.getByLabel('Name')).toHaveValue('Night desk');
  await expect(again.getByLabel('E-mail')).toHaveValue('night.desk@example.com');
  await expect(again.getByLabel('Margin and futures trading')).toBeChecked();
  await expect(again.getByLabel('Spot trading')).toBeChecked();
  // Given back once: the draft is gone.
  expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull();

  // And the action now goes through as the user meant it.
  await again.getByRole('button', { name: 'Create a sub-account' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/settings/general/sub-accounts/list');
  await expect(page.getByText('Night desk').first()).toBeVisible();
});

test('a failed logout says so, keeps the user logged in, and goes through on an automatic retry', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/settings/general');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  // The server fails the first two logouts without ending the session.
  await mockFaults(page).add({ operationId: 'logout', kind: 'unavailable', times: 2 });
  await page.getByTestId('account-menu').click();
  await page.getByTestId('logout').click();

  const notice = page.getByTestId('logout-failed');
  await expect(notice).toContainText('Logout failed: you are still logged in.');
  await expect(notice).toContainText('Trying again automatically');
  await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/settings/general');
  expect(await page.evaluate(() => localStorage.getItem('mock-exchange:session'))).toBeNull();

  // The second automatic retry (after 1 s, then 2 s) is answered: now the session ends, on both sides.
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 30_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  expect(await mockFaults(page).hits()).toEqual({ logout: 2 });
  expect(await page.evaluate(() => localStorage.getItem('mock-exchange:session'))).toBe('out');
});
