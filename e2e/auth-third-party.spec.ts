/**
 * Google and Apple sign-in in Chromium against the demo (issue 19): the button, the demo's stand-in for the
 * provider (mocks/demo-provider.tsx, a page of the app's own origin), and the way back with the identity token in
 * the fragment, which leaves the address bar at once. A new e-mail goes through the registration consent and is
 * signed in as that e-mail; an existing account without the provider is linked with its password; in the settings,
 * Apple is linked and listed. axe finds no serious or critical violation on the provider page, the consent, the
 * linking step and the settings' list. Each step is a full page load of the demo (its backend starts again each time).
 */
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, expectSignedIn, guestUntilLogin } from './support/auth';
import { useLoginState } from './support/session';

/** A full load of the app and its demo backend, on a loaded machine. */
const LOAD_CEILING_MS = 45_000;

// axe is injected as an inline script, which the app's CSP refuses (as in e2e/a11y.spec.ts).
test.use({ bypassCSP: true });

/** axe on the whole document: no serious or critical violation (the rule ids and targets when there are). */
async function expectAccessible(page: Page): Promise<void> {
  await page.addScriptTag({ path: join(process.cwd(), 'node_modules/axe-core/axe.min.js') });
  const serious = await page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<Result> } }).axe;
    const { violations } = await axe.run(document);
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  });
  expect(serious).toEqual([]);
}

async function throughProvider(page: Page, button: string, choose: (provider: Page) => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByTestId('demo-provider')).toBeVisible({ timeout: LOAD_CEILING_MS });
  expect(new URL(page.url()).searchParams.get('state')).toBeTruthy();
  await choose(page);
}

/** Back from the provider: the token is never left in the address. */
async function expectNoTokenInAddress(page: Page): Promise<void> {
  await expect.poll(() => page.url(), { timeout: LOAD_CEILING_MS }).not.toContain('id_token');
}

test.describe('as a guest', () => {
  test.beforeEach(async ({ context }) => {
    await guestUntilLogin(context);
  });

  test('Google with a new e-mail: the consent page, then signed in as that e-mail', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Continue with Apple' })).toBeVisible({ timeout: LOAD_CEILING_MS });
    let email = '';
    await throughProvider(page, 'Continue with Google', async (provider) => {
      email = `google-${Date.now()}@example.com`;
      await provider.getByTestId('demo-provider-email').fill(email);
      await provider.getByTestId('demo-provider-new').click();
    });
    const consent = page.getByTestId('third-party-consent');
    await expect(consent).toBeVisible({ timeout: LOAD_CEILING_MS });
    await expect(page).toHaveURL(/\/auth\/register\/consent\?provider=google$/);
    await expectNoTokenInAddress(page);
    await expect(consent).toContainText(email);
    await expectAccessible(page);
    // The region's agreements are required: nothing ticked says so.
    await consent.getByRole('button', { name: 'Accept and create the account' }).click();
    await expect(consent.getByRole('alert')).toBeVisible();
    for (const box of await consent.getByRole('checkbox').all()) await box.check();
    await consent.getByRole('button', { name: 'Accept and create the account' }).click();
    await expectSignedIn(page);

    await page.goto('/settings/general');
    await expect(page.getByTestId('general-account')).toContainText(email, { timeout: LOAD_CEILING_MS });
  });

  test('Apple with an existing account: its password links Apple and signs in', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/auth/register');
    await throughProvider(page, 'Continue with Apple', async (provider) => {
      await provider.getByRole('button', { name: `${DEMO_EMAIL} (no Apple yet)` }).click();
    });
    const link = page.getByTestId('third-party-link');
    await expect(link).toBeVisible({ timeout: LOAD_CEILING_MS });
    await expectNoTokenInAddress(page);
    await expect(link).toContainText(DEMO_EMAIL);
    await expectAccessible(page);
    await link.getByLabel('Password').fill('not-the-password');
    await link.getByRole('button', { name: 'Link and sign in' }).click();
    await expect(link.getByText('The password is wrong.')).toBeVisible();
    await link.getByLabel('Password').fill(DEMO_PASSWORD);
    await link.getByRole('button', { name: 'Link and sign in' }).click();
    await expectSignedIn(page);

    await page.goto('/settings/security/account-connections');
    await expect(page.getByRole('heading', { name: 'Apple', exact: true })).toBeVisible({ timeout: LOAD_CEILING_MS });
  });
});

test.describe('signed in', () => {
  test('settings: Apple is linked through the provider and listed', async ({ page, context, baseURL }) => {
    test.setTimeout(240_000);
    await useLoginState(context, 'logged-in', baseURL);
    await page.goto('/settings/security/account-connections');
    await expect(page.getByRole('heading', { name: 'Google', exact: true })).toBeVisible({ timeout: LOAD_CEILING_MS });
    await expect(page.getByRole('heading', { name: 'Apple', exact: true })).toHaveCount(0);
    // Google is linked already: only Apple is offered.
    await expect(page.getByTestId('link-google')).toHaveCount(0);
    await expectAccessible(page);
    await throughProvider(page, 'Link Apple', async (provider) => {
      await provider.getByTestId('demo-provider-email').fill('apple.id@example.com');
      await provider.getByTestId('demo-provider-new').click();
    });
    await expect(page.getByRole('heading', { name: 'Apple', exact: true })).toBeVisible({ timeout: LOAD_CEILING_MS });
    await expect(page.getByText(/apple\.id@example\.com · linked/)).toBeVisible();
    await expectNoTokenInAddress(page);
    await expect(page.getByTestId('link-apple')).toHaveCount(0);
  });
});
