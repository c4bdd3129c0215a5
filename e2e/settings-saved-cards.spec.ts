/**
 * Issue 22: the saved cards page against the demo exchange: the seeded cards listed (masked numbers in groups of four,
 * brand, holder, expiry), one renamed (a label another card has is refused on the field and kept), one deleted after
 * the confirmation, both kept over a reload; then a card paid with in a EUR deposit (kept on the provider's form)
 * appears in the list.
 */
import { expect, test } from '@playwright/test';
import { saved } from './support/ledger';
import { useLoginState } from './support/session';

test.describe.configure({ timeout: 120_000 });

test('lists the saved cards, renames one and deletes another; both hold over a reload', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/settings/security/saved-cards');
  const cards = page.getByTestId('saved-card');
  await expect(cards).toHaveCount(2, { timeout: 60_000 });
  const master = cards.filter({ hasText: '5100' });
  const visa = cards.filter({ hasText: '1881' });
  await expect(master.getByTestId('saved-card-number')).toHaveText('•••• •••• •••• 5100');
  await expect(master.getByTestId('saved-card-name')).toHaveText('Mastercard ending in 5100');
  await expect(master.getByTestId('saved-card-brand')).toHaveText('Mastercard');
  await expect(master.getByTestId('saved-card-holder')).toHaveText('DEMO TRADER');
  await expect(master.getByTestId('saved-card-expiry')).toHaveText('08/28');
  await expect(visa.getByTestId('saved-card-name')).toHaveText('Salary card');
  await expect(visa.getByTestId('saved-card-brand')).toHaveText('Visa');

  // Rename: a label the other card has is refused on the field, and what was typed stays.
  await master.getByTestId('saved-card-rename').click();
  const input = master.getByTestId('saved-card-label-input');
  await input.fill('Salary card');
  await master.getByRole('button', { name: 'Save' }).click();
  await expect(master.getByText('Another card has this label.')).toBeVisible();
  await expect(input).toHaveValue('Salary card');
  await input.fill('Travel');
  await master.getByRole('button', { name: 'Save' }).click();
  await expect(master.getByTestId('saved-card-name')).toHaveText('Travel');

  // Delete the Visa card, after the confirmation.
  await visa.getByRole('button', { name: 'Delete' }).click();
  await expect(visa.getByText('Delete Salary card (•••• 1881)?')).toBeVisible();
  await visa.getByRole('button', { name: 'Yes, delete the card' }).click();
  await expect(cards).toHaveCount(1);
  await saved(page, '"label":"Travel"');

  await page.reload();
  await expect(cards).toHaveCount(1, { timeout: 60_000 });
  await expect(cards.first().getByTestId('saved-card-name')).toHaveText('Travel');
  await expect(cards.first().getByTestId('saved-card-number')).toHaveText('•••• •••• •••• 5100');
});

test('a card paid with in a EUR deposit and kept on the provider form appears among the saved cards', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/deposit');
  await page.getByLabel('Currency').selectOption('EUR');
  const form = page.getByTestId('fiat-deposit-form');
  await form.getByRole('radio', { name: 'Visa/Mastercard' }).click({ timeout: 60_000 });
  await form.getByTestId('fiat-amount-input').fill('150');
  await form.getByTestId('fiat-deposit-submit').click();
  await expect(page).toHaveURL(/\/payment\/visamaster-deposit\?transactionId=fd-\d+/);
  const provider = page.getByTestId('demo-card-form');
  await expect(provider.getByLabel('Save this card for later')).toBeChecked();
  await provider.getByRole('button', { name: 'Pay 150 EUR' }).click();
  await expect(page.getByTestId('payment-status')).toContainText('The payment went through');

  await page.goto('/settings/security/saved-cards');
  const cards = page.getByTestId('saved-card');
  await expect(cards).toHaveCount(3, { timeout: 60_000 });
  const paid = cards.first();
  await expect(paid.getByTestId('saved-card-name')).toHaveText('Visa ending in 4242');
  await expect(paid.getByTestId('saved-card-number')).toHaveText('•••• •••• •••• 4242');
  await expect(paid.getByTestId('saved-card-holder')).toHaveText('DEMO TRADER');
  await expect(paid.getByTestId('saved-card-expiry')).toHaveText('12/30');
});
