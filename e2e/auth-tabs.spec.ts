/**
 * Logout and login seen by another tab (issue 19): two pages of one browser share the session cookies; a logout in
 * one sends the other, within moments, to the guest header and its login-required page to the login with its
 * return path; a login in one signs the other in where it stands.
 */
import { expect, test } from '@playwright/test';
import { expectSignedIn, logIn } from './support/auth';
import { useLoginState } from './support/session';

test('a logout in one tab signs the other out; a login in one signs the other in', async ({ context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/settings/general');
  await second.goto('/balance');
  await expectSignedIn(first);
  await expectSignedIn(second);

  await first.getByTestId('account-menu').click();
  await first.getByTestId('logout').click();
  await expect(first.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  // The other tab, untouched: its login-required page gives way to the login, with the way back.
  await second.bringToFront();
  await expect(second).toHaveURL((url) => url.pathname === '/auth' && url.searchParams.get('redirect') === '/balance');
  await expect(second.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

  // Logging in again in the second tab returns it to its page, and the first tab follows.
  await logIn(second);
  await expect(second).toHaveURL((url) => url.pathname === '/balance');
  await expectSignedIn(second);
  await first.bringToFront();
  await expectSignedIn(first);
});
