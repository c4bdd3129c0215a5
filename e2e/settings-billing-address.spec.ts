/**
 * Issue 22: the billing address is added (a country of one letter refused, input kept), kept over a reload,
 * edited and deleted against the demo exchange.
 */
import { expect, test } from '@playwright/test';
import { saved } from './support/ledger';
import { useLoginState } from './support/session';

test.describe.configure({ timeout: 120_000 });

test('adds, edits and deletes the billing address, kept over a reload', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/settings/security/billing-address');
  const form = page.getByTestId('billing-form');
  await expect(form).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('billing-address-none')).toBeVisible();

  const fill = async (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) await form.getByTestId(`billing-${name}-input`).fill(value);
  };
  await fill({
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    countryCode: 'Turkey',
    city: 'İstanbul',
    address: 'Bağdat Cd. 120',
    postalCode: '34728',
  });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Enter the country as two letters, e.g. TR.')).toBeVisible();
  await expect(form.getByTestId('billing-city-input')).toHaveValue('İstanbul');
  await fill({ countryCode: 'tr' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The billing address was saved.')).toBeVisible();
  await expect(page.getByTestId('billing-countryCode')).toHaveText('TR');
  await expect(page.getByTestId('billing-address-card')).toContainText('Bağdat Cd. 120');

  await saved(page, 'Bağdat Cd. 120');
  await page.reload();
  await expect(page.getByTestId('billing-city')).toHaveText('İstanbul', { timeout: 60_000 });

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByTestId('billing-form').getByTestId('billing-city-input').fill('Ankara');
  await page.getByTestId('billing-form').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('billing-city')).toHaveText('Ankara');

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('The billing address was deleted.')).toBeVisible();
  await expect(page.getByTestId('billing-address-none')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('billing-address-none')).toBeVisible({ timeout: 60_000 });
});
