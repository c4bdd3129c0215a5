/**
 * Identity verification in Chromium against the demo (issue 25): a newly registered user finds fiat deposits waiting
 * for the verified identity, passes KYC through the provider's steps (the demo's SDK stand-in,
 * mocks/demo-verification-sdk.ts, with the review's outcome chosen there), follows the review until it is verified on
 * the ledger's clock (fast-forwarded), and then deposits EUR by card: the main balance credited with the amount less
 * the provider's fee, exactly. Another new user's attempt is rejected: the page says so and why, and another attempt
 * passes.
 */
import Decimal from 'decimal.js';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_CODE, expectSignedIn, guestUntilLogin } from './support/auth';
import { fastForward, liveBalance } from './support/ledger';

/** The provider's review takes REVIEW_MS (15 s) of the ledger's clock (mocks/ledger/verification/identity-checks.ts). */
const REVIEW_MS = 15_000;
const freshEmail = (what: string) => `${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@meridian.example`;

/** Registers a new account by e-mail (every consent given, the demo's code) and waits for its session. */
async function registerNewUser(page: Page, email: string) {
  await page.goto('/auth/register');
  const form = page.getByTestId('register-form');
  await expect(form).toBeVisible({ timeout: 60_000 });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill('a-new-password-1');
  for (const box of await form.getByRole('checkbox').all()) await box.check();
  await form.getByRole('button', { name: 'Create account' }).click();
  const step = page.getByTestId('registration-code');
  await step.getByLabel('Confirmation code').fill(DEMO_CODE);
  await step.getByRole('button', { name: 'Confirm' }).click();
  await expectSignedIn(page);
}

/** The demo provider's steps: the document, the selfie, the review's outcome, submit. */
async function passProviderSteps(page: Page, outcome: 'Approve the documents' | 'Reject the documents') {
  const sdk = page.getByTestId('demo-verification-sdk');
  await sdk.getByLabel('Document number').fill('P1234567');
  await sdk.getByRole('button', { name: 'Continue' }).click();
  await sdk.getByRole('button', { name: 'Take the selfie' }).click();
  await sdk.getByRole('button', { name: 'Continue' }).click();
  await sdk.getByLabel(outcome).check();
  await sdk.getByRole('button', { name: 'Submit documents' }).click();
  await expect(page).toHaveURL(/\/verification\/provider\/checking$/);
}

async function startProviderFlow(page: Page) {
  await page.getByTestId('verification-flow-provider').click();
  await expect(page).toHaveURL(/\/verification\/provider$/);
  await page.getByTestId('verification-start').click();
  await expect(page.getByTestId('demo-verification-sdk')).toBeVisible();
}

test.beforeEach(async ({ context }) => {
  await guestUntilLogin(context);
});

test('a new user passes KYC in the demo and the fiat deposit it gated opens: EUR by card credited exactly', async ({ page }) => {
  test.setTimeout(180_000);
  await registerNewUser(page, freshEmail('kyc'));

  // Fiat deposits wait for the verified identity.
  await page.goto('/deposit');
  await page.getByLabel('Currency').selectOption('EUR', { timeout: 60_000 });
  const gate = page.getByTestId('fiat-deposit-kyc');
  await expect(gate).toContainText('Verify your identity to pay in EUR');
  await expect(page.getByTestId('fiat-deposit-form')).toHaveCount(0);
  await gate.getByRole('link', { name: 'Verify my identity' }).click();

  await expect(page).toHaveURL(/\/verification$/);
  await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'required');
  await startProviderFlow(page);
  await passProviderSteps(page, 'Approve the documents');
  const status = page.getByTestId('kyc-status');
  await expect(status).toHaveAttribute('data-status', 'submitted');
  await expect(status).toContainText('Your documents are being checked');
  await fastForward(page, REVIEW_MS);
  // The open page learns it (the socket's kycRestrictionEvent, and its own reads while the review runs).
  await expect(status).toHaveAttribute('data-status', 'verified', { timeout: 30_000 });
  await expect(status).toContainText('Your identity is verified');

  // Unlocked: the card deposit goes through, the main balance credited with the amount less the fee.
  await page.getByTestId('verification-verified').getByRole('link', { name: 'Deposit money' }).click();
  await expect(page).toHaveURL(/\/deposit$/);
  await page.getByLabel('Currency').selectOption('EUR');
  const before = new Decimal((await liveBalance(page, 'main', 'EUR')).available);
  const form = page.getByTestId('fiat-deposit-form');
  await expect(page.getByTestId('fiat-deposit-kyc')).toHaveCount(0);
  await form.getByRole('radio', { name: 'Visa/Mastercard' }).click();
  await form.getByTestId('fiat-amount-input').fill('150');
  const started = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/profile/fiat-deposit');
  await form.getByTestId('fiat-deposit-submit').click();
  const answer = await started;
  expect(answer.status()).toBe(200);
  const { fee } = ((await answer.json()) as { data: { fee: string } }).data;
  await expect(page).toHaveURL(/\/payment\/visamaster-deposit\?transactionId=fd-\d+/);
  await page.getByTestId('demo-card-form').getByRole('button', { name: 'Pay 150 EUR' }).click();
  await expect(page.getByTestId('payment-status')).toContainText('The payment went through');
  const credited = new Decimal(150).minus(fee);
  await expect(page.getByTestId('payment-credited')).toHaveText(`${credited.toFixed()} EUR`);
  expect(new Decimal((await liveBalance(page, 'main', 'EUR')).available).minus(before).toFixed()).toBe(credited.toFixed());
});

test('a rejected attempt shows rejected and why; the user tries again and passes', async ({ page }) => {
  test.setTimeout(180_000);
  await registerNewUser(page, freshEmail('kyc-retry'));
  await page.goto('/verification');
  await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'required', { timeout: 60_000 });
  await startProviderFlow(page);
  await passProviderSteps(page, 'Reject the documents');
  const status = page.getByTestId('kyc-status');
  await expect(status).toHaveAttribute('data-status', 'submitted');
  await fastForward(page, REVIEW_MS);
  await expect(status).toHaveAttribute('data-status', 'rejected', { timeout: 30_000 });
  await expect(status).toContainText('Your verification was rejected');
  await expect(page.getByTestId('kyc-rejection')).toContainText('The photo of the document is blurred or cut off');

  await page.getByTestId('verification-retry').click();
  await expect(page).toHaveURL(/\/verification$/);
  await expect(page.getByRole('heading', { name: 'Try again with clear documents' })).toBeVisible();
  await startProviderFlow(page);
  await passProviderSteps(page, 'Approve the documents');
  await fastForward(page, REVIEW_MS);
  await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'verified', { timeout: 30_000 });
  await expect(page.getByTestId('kyc-rejection')).toHaveCount(0);
});
