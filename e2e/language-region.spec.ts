/**
 * Language and region chosen from the page (issue 15). The language switch moves inside the app and sticks:
 * English again after Turkish, and still English after a reload. The footer's region picker keeps the choice
 * in the demo (every region shares its host) and starts the app again in that region.
 */
import { expect, test } from '@playwright/test';
import { useLoginState } from './support/session';

test('Turkish and back to English without a document load; English survives a reload', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'guest', baseURL);
  await page.goto('/markets');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
  const language = page.locator('.language-switch select');
  await language.selectOption('tr');
  await expect(page).toHaveURL(/\/tr\/markets$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.locator('header.site-header').getByRole('link', { name: 'Piyasalar' })).toBeVisible();
  await language.selectOption('en');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/markets$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('header.site-header').getByRole('link', { name: 'Markets' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await page.reload();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/markets$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the footer picks the region; the demo keeps it for the next visit', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'guest', baseURL);
  await page.goto('/markets');
  const picker = page.getByTestId('region-picker');
  await expect(picker).toHaveValue('global');
  await picker.selectOption('turkey');
  // Turkey's default language is Turkish, and it offers the same page.
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByTestId('region-picker')).toHaveValue('turkey');
  await page.goto('/');
  await expect(page.getByTestId('region-picker')).toHaveValue('turkey');
  await page.getByTestId('region-picker').selectOption('global');
  await expect(page.getByTestId('region-picker')).toHaveValue('global');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
