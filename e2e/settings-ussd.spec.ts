/**
 * Issue 22: USSD access turned on for a phone (a number not in international form refused, input kept), its PIN
 * set (two PINs that differ refused), kept over a reload, and turned off, against the demo exchange.
 */
import { expect, test } from '@playwright/test';
import { useLoginState } from './support/session';

test.describe.configure({ timeout: 120_000 });

test('turns USSD on, sets its PIN and turns it off', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/settings/general/ussd');
  const enable = page.getByTestId('ussd-enable');
  await expect(enable).toBeVisible({ timeout: 60_000 });
  await enable.getByTestId('ussd-phone-input').fill('0532 123 45 67');
  await enable.getByRole('button', { name: 'Turn on' }).click();
  await expect(enable.getByText('Enter the phone in international form, e.g. +905321234567.')).toBeVisible();
  await expect(enable.getByTestId('ussd-phone-input')).toHaveValue('0532 123 45 67');
  await enable.getByTestId('ussd-phone-input').fill('+90 532 123 45 67');
  await enable.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByTestId('ussd-on')).toBeVisible();
  await expect(page.getByTestId('ussd-phone')).toContainText('+90');
  await expect(page.getByTestId('ussd-pin-state')).toHaveText('Not set yet: USSD asks for it.');

  const pin = page.getByTestId('ussd-pin');
  await pin.getByTestId('ussd-pin-input').fill('4096');
  await pin.getByTestId('ussd-pin_confirmation-input').fill('4097');
  await pin.getByRole('button', { name: 'Save' }).click();
  await expect(pin.getByText('The two PINs differ.')).toBeVisible();
  await pin.getByTestId('ussd-pin_confirmation-input').fill('4096');
  await pin.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The USSD PIN was saved.')).toBeVisible();
  await expect(page.getByTestId('ussd-pin-state')).toHaveText('Set');

  await page.reload();
  await expect(page.getByTestId('ussd-pin-state')).toHaveText('Set', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Turn off USSD' }).click();
  await page.getByRole('button', { name: 'Yes, turn off' }).click();
  await expect(page.getByText('USSD access is off.')).toBeVisible();
  await expect(page.getByTestId('ussd-enable')).toBeVisible();
});
