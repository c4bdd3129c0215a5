/**
 * Issue 25, mining-pool watcher links in Chromium against the demo: the owner creates a read-only link for an account
 * (dashboard and workers, 7 days) on /mining-pool/:account/watcher-links; logged out, a guest opens it and sees that
 * account's figures, hashrate and workers, and nothing the link does not allow (no rewards, no owner's links); the
 * owner, back, revokes it, and the link no longer opens. The pool referrals page lists the referred accounts. No
 * serious or critical axe violation.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expectSignedIn, logIn, logOut } from './support/auth';
import { saved } from './support/ledger';

test.describe.configure({ timeout: 180_000 });
test.use({ bypassCSP: true });

const LOAD = { timeout: 60_000 };

test('a watcher link is created, opened by a guest as a read-only dashboard, and revoked', async ({ page, context, baseURL }) => {
  // The demo user is signed in on a first visit (no mock session key); the cookie lets the page draw as the user.
  await context.clearCookies();
  await context.addCookies([{ name: 'isLogined', value: 'true', url: baseURL! }]);
  await page.goto('/mining-pool/meridian01/watcher-links');
  const form = page.getByTestId('watcher-link-form');
  await expect(form).toBeVisible(LOAD);
  await expect(page.locator('[data-testid="watcher-link-row"][data-name="hosting_view"]')).toHaveCount(1);
  await form.getByLabel('Name').fill('partner_view');
  await form.getByLabel('Open for').selectOption('7d');
  await form.getByTestId('watcher-link-submit').click();
  const row = page.locator('[data-testid="watcher-link-row"][data-name="partner_view"]');
  await expect(row).toBeVisible();
  await expect(row).toContainText('Dashboard and hashrate, Workers');
  const url = new URL((await row.getByTestId('watcher-link-url').textContent())!);
  expect(url.pathname).toMatch(
    /^\/mining-pool\/watcher-link\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\/meridian01$/,
  );
  const id = url.pathname.split('/')[3]!;
  await expectNoSeriousViolations(page, '/mining-pool/meridian01/watcher-links');

  // The owner's own figures, to compare with what the guest sees.
  await page.goto('/mining-pool/meridian01/workers');
  await expect(page.getByTestId('mining-worker-row').first()).toBeVisible(LOAD);
  const workers = await page.getByTestId('mining-worker-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-name')));

  // A guest opens the link: the account's read-only dashboard.
  await saved(page, id);
  await logOut(page);
  await page.goto(url.pathname);
  await expect(page.getByTestId('watcher-link-info')).toContainText('partner_view', LOAD);
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
  await expect(page.getByTestId('mining-account')).toContainText('meridian01');
  await expect(page.getByTestId('mining-hashrate')).toHaveText(/H\/s$/);
  await expect(page.getByTestId('hashrate-figures')).toBeVisible();
  await expect(page.getByTestId('mining-worker-row')).toHaveCount(workers.length);
  expect(await page.getByTestId('mining-worker-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-name')))).toEqual(workers);
  await expect(page.getByTestId('mining-worker-row').getByRole('link')).toHaveCount(0);
  await expect(page.getByTestId('mining-rewards')).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Account pages' });
  await expect(nav.getByRole('link')).toHaveText(['Overview', 'Dashboard', 'Workers']);
  await expectNoSeriousViolations(page, '/mining-pool/watcher-link/:id/:account');
  await page.goto(`${url.pathname}/rewards`);
  await expect(page.getByTestId('watcher-link-not-allowed')).toBeVisible(LOAD);

  // The owner revokes it: the link no longer opens.
  await page.goto('/auth');
  await expect(page.getByTestId('login-form')).toBeVisible(LOAD);
  await logIn(page);
  await expectSignedIn(page);
  await page.goto('/mining-pool/meridian01/watcher-links');
  await expect(row).toBeVisible(LOAD);
  await row.getByRole('button', { name: 'Revoke' }).click();
  await row.getByRole('button', { name: 'Revoke link' }).click();
  await expect(row).toHaveCount(0);
  await saved(page, '"revokedAt"');
  await page.goto(url.pathname);
  await expect(page.getByTestId('watcher-link-gone')).toBeVisible(LOAD);

  // The pool's referral programme: the code to share and the referred accounts.
  await page.goto('/mining-pool/meridian01/referrals');
  await expect(page.getByTestId('pool-referral-code')).toHaveText(/^MRDPOOL\d+$/, LOAD);
  await expect(page.getByTestId('pool-referral-row')).toHaveCount(3);
  await expectNoSeriousViolations(page, '/mining-pool/meridian01/referrals');
});
