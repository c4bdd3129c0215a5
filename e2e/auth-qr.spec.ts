/**
 * QR login in Chromium against the demo (issue 19). The login side: the QR tab shows the code (an SVG image) and
 * follows it from waiting to scanned to confirmed, then the page is signed in; in the demo the mock exchange plays
 * the phone (it scans the QR on its second poll and confirms it on the third when QR login is on). The settings
 * side: a signed-in user confirms the QR of another screen from /settings/security/qr-login?token=…, and that
 * QR's status becomes confirmed. An expired QR offers a new one.
 */
import { expect, test } from '@playwright/test';
import { expectSignedIn, guestUntilLogin } from './support/auth';
import { useLoginState } from './support/session';

test('the QR tab logs in once the app has scanned and confirmed the code', async ({ page, context }) => {
  await guestUntilLogin(context);
  await page.goto('/auth?redirect=%2Fbalance');
  await page.getByRole('tab', { name: 'QR code' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with the mobile app' })).toBeVisible();
  const status = page.getByTestId('qr-login-status');
  await expect(status).toHaveAttribute('data-state', 'scanned');
  await expect(status).toContainText('Scanned. Confirm the login in the app.');
  await expect(page).toHaveURL(/\/balance$/, { timeout: 30_000 });
  await expectSignedIn(page);
});

test('an expired QR code offers a new one', async ({ page, context }) => {
  await guestUntilLogin(context);
  await page.clock.install();
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'QR code' }).click();
  const code = page.getByRole('img', { name: 'QR code to scan with the mobile app' });
  await expect(code).toBeVisible();
  const first = await code.locator('path').getAttribute('d');
  // Past the QR's two minutes before the page asks again: the next answer is "expired".
  await page.clock.fastForward('02:01');
  await expect(page.getByTestId('qr-login-status')).toHaveAttribute('data-state', 'expired');
  await page.getByRole('button', { name: 'Show a new QR code' }).click();
  await expect(page.getByTestId('qr-login-status')).toHaveAttribute('data-state', 'pending');
  await expect(code.locator('path')).not.toHaveAttribute('d', first!);
});

test('settings: a signed-in user confirms the QR of another screen by its link', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/settings/security/qr-login');
  await expect(page.getByTestId('qr-confirm')).toBeVisible();
  // Another screen asks for a QR (the same mock exchange: its token is what that screen would show).
  const qr = await page.evaluate(async () => {
    const answer = await fetch('/v2/login/qr/init', { credentials: 'include' });
    return ((await answer.json()) as { data: { qr: string } }).data.qr;
  });
  const token = new URL(qr.replace(/^meridian:/, 'https:')).searchParams.get('token')!;
  await page.goto(`/settings/security/qr-login?token=${token}`);
  const card = page.getByTestId('qr-confirm');
  await expect(card.getByLabel("The QR code's link or token")).toHaveValue(token);
  await card.getByRole('button', { name: 'Log in on that screen' }).click();
  await expect(card.getByRole('status')).toContainText('Confirmed.');
  const status = await page.evaluate(async () => {
    const answer = await fetch('/v2/login/qr', { credentials: 'include' });
    return ((await answer.json()) as { data: { status: string } }).data.status;
  });
  expect(status).toBe('confirmed');
});

test('settings: a pasted text that is no QR code is refused with its message and kept', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/settings/security/qr-login');
  const card = page.getByTestId('qr-confirm');
  const field = card.getByLabel("The QR code's link or token");
  await field.fill('https://evil.example/?token=nothex');
  await card.getByRole('button', { name: 'Log in on that screen' }).click();
  await expect(card.getByText('This is not the link or token of a QR code.')).toBeVisible();
  await expect(field).toHaveValue('https://evil.example/?token=nothex');
  // A well-formed token the server does not know: its answer on the field.
  await field.fill('0123456789abcdef0123456789abcdef');
  await card.getByRole('button', { name: 'Log in on that screen' }).click();
  await expect(card.getByText(/unknown, used or expired/)).toBeVisible();
});
