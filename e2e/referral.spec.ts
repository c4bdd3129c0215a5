/**
 * Issue 25, the referral programme in Chromium against the demo: a friend opens the demo user's referral link's code
 * (`?ref=DEMOTRADER`), the 90-day cookie keeps it and the registration carries it; back as the demo user, /referral
 * lists the friend among the invited users (masked e-mail, signed up, no rewards yet) and the count grows by one, with
 * the code and link to share. No serious or critical axe violation.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { DEMO_CODE, expectSignedIn, guestUntilLogin, logIn, logOut } from './support/auth';

test.describe.configure({ timeout: 180_000 });
test.use({ bypassCSP: true });

const LOAD = { timeout: 60_000 };

test('a friend who registers with the referral code is listed among the invited users', async ({ page, context }) => {
  await guestUntilLogin(context);
  const name = `friend${Date.now()}`;
  const email = `${name}@meridian.example`;
  await page.goto('/auth/register?ref=DEMOTRADER');
  const form = page.getByTestId('register-form');
  await expect(form).toBeVisible(LOAD);
  await expect(form.getByLabel('Referral code (optional)')).toHaveValue('DEMOTRADER');
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'referral')?.value, LOAD).toBe('DEMOTRADER');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill('a-new-password-1');
  for (const box of await form.getByRole('checkbox').all()) await box.check();
  await form.getByRole('button', { name: 'Create account' }).click();
  const step = page.getByTestId('registration-code');
  await step.getByLabel('Confirmation code').fill(DEMO_CODE);
  await step.getByRole('button', { name: 'Confirm' }).click();
  await expectSignedIn(page);

  await logOut(page);
  await page.goto('/auth');
  await expect(page.getByTestId('login-form')).toBeVisible(LOAD);
  await logIn(page);
  await expectSignedIn(page);
  await page.goto('/referral');
  await expect(page.getByTestId('referral-code')).toHaveText('DEMOTRADER', LOAD);
  await expect(page.getByTestId('referral-link')).toHaveText('https://meridian.example/referral/DEMOTRADER');
  // The seed's three and the friend.
  await expect(page.getByTestId('referral-invited')).toHaveAttribute('data-value', '4');
  const invitees = page.getByTestId('referral-invitee');
  await expect(invitees).toHaveCount(4);
  const friend = invitees.first();
  await expect(friend.getByRole('rowheader')).toHaveText(`${name[0]}***${name.at(-1)}@meridian.example`);
  await expect(friend).toHaveAttribute('data-status', 'registered');
  await expect(friend).toContainText('Signed up');
  await expect(invitees.filter({ hasText: 'Trading' })).toHaveCount(1);
  await expectNoSeriousViolations(page, '/referral');
});
