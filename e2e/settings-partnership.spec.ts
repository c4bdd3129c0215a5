/**
 * Issue 22: a partnership application against the demo exchange: the overview says the account is not a partner; on
 * /manage bad input (a website without its scheme, an e-mail that is not one, a short message) is said on its fields
 * and kept; the application sent is submitted and stays so over a reload; the demo's review moves it on with the
 * ledger's clock (in review, then approved after an edit sent it back to submitted), which the overview says too;
 * withdrawn after its confirmation, the account has no application again.
 */
import { expect, test } from '@playwright/test';
import { fastForward, saved } from './support/ledger';
import { useLoginState } from './support/session';

test.describe.configure({ timeout: 120_000 });

test('applies for a partnership, sees its status move on and keeps it over a reload', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/settings/security/partnership');
  await expect(page.getByTestId('partnership-status')).toHaveText('Your account is not a partner and has no application.', {
    timeout: 60_000,
  });
  await page.getByTestId('partnership-apply').click();
  await expect(page).toHaveURL(/\/settings\/security\/partnership\/manage$/);

  const form = page.getByTestId('partnership-form');
  await form.getByLabel('Company').fill('Bosphorus Capital');
  await form.getByLabel('Website').fill('bosphorus.example');
  await form.getByLabel('Type of partnership').selectOption('broker');
  await form.getByLabel('Contact person').fill('Ayse Yilmaz');
  await form.getByLabel('Contact e-mail').fill('ayse@');
  await form.getByLabel('Message').fill('Hello.');
  await form.getByTestId('partnership-submit').click();
  await expect(form.getByText('Enter the full address, starting with http:// or https://.')).toBeVisible();
  await expect(form.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(form.getByText('Write 20 to 1000 characters.')).toBeVisible();
  await expect(form.getByLabel('Website')).toHaveValue('bosphorus.example');
  await expect(form.getByLabel('Company')).toHaveValue('Bosphorus Capital');
  await expect(form.getByLabel('Message')).toHaveValue('Hello.');

  await form.getByLabel('Website').fill('https://bosphorus.example');
  await form.getByLabel('Contact e-mail').fill('ayse@bosphorus.example');
  await form.getByLabel('Message').fill('We run a brokerage for 2 000 clients in Istanbul.');
  await form.getByTestId('partnership-submit').click();
  const application = page.getByTestId('partnership-application');
  await expect(application.getByTestId('partnership-status')).toHaveText(
    'Your application (Broker) was submitted and is waiting for review.',
  );
  await expect(application.getByTestId('partnership-companyName')).toHaveText('Bosphorus Capital');
  await expect(application.locator('[aria-current="step"]')).toContainText('Submitted');
  await saved(page, 'Bosphorus Capital');

  await page.reload();
  await expect(application.getByTestId('partnership-status')).toContainText('was submitted', { timeout: 60_000 });
  await expect(application.getByTestId('partnership-website')).toHaveText('https://bosphorus.example');

  // The review on the demo's clock: in review a minute later.
  await fastForward(page, 61_000);
  await page.reload();
  await expect(application.getByTestId('partnership-status')).toHaveText('Your application (Broker) is being reviewed.', {
    timeout: 60_000,
  });
  await expect(application.locator('[aria-current="step"]')).toContainText('In review');

  // An edit sends it back to submitted; ten minutes on it is approved and can no longer be edited.
  await application.getByTestId('partnership-edit').click();
  await form.getByLabel('Type of partnership').selectOption('affiliate');
  await form.getByTestId('partnership-submit').click();
  await expect(application.getByTestId('partnership-status')).toHaveText(
    'Your application (Affiliate) was submitted and is waiting for review.',
  );
  await fastForward(page, 11 * 60_000);
  await page.goto('/settings/security/partnership');
  await expect(page.getByTestId('partnership-status')).toHaveText('Your application was approved: your account is a partner (Affiliate).', {
    timeout: 60_000,
  });
  await page.getByTestId('partnership-manage').click();
  await expect(application.locator('[aria-current="step"]')).toContainText('Approved');
  await expect(application.getByTestId('partnership-edit')).toHaveCount(0);

  // Withdrawn after the confirmation: the form to apply again, and the overview says so after a reload.
  await application.getByRole('button', { name: 'Withdraw' }).click();
  await expect(application.getByText('Your partnership ends.')).toBeVisible();
  await application.getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(form).toBeVisible();
  await saved(page, '"partnership":{"application":null}');
  await page.goto('/settings/security/partnership');
  await expect(page.getByTestId('partnership-status')).toHaveText('Your account is not a partner and has no application.', {
    timeout: 60_000,
  });
});
