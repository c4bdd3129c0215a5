/**
 * Language and region chosen from the page (issue 15). The language switch moves inside the app and sticks:
 * Turkish, English again after Turkish (no prefix: the region's default), and still English after a reload;
 * the page's own texts (namespace `pages`) come in the new language, and the document is never reloaded.
 * The footer's region picker keeps the choice in the demo (every region shares its host) and starts the app
 * again in that region, which a new tab keeps too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { regions } from '../regions/regions';
import { commonText } from './support/checks';
import { useLoginState } from './support/session';

/** The markets page's lead (namespace `pages`, loaded with the page). */
const marketsLead = (locale: 'en' | 'tr') =>
  (JSON.parse(readFileSync(join(process.cwd(), 'locales', locale, 'pages.json'), 'utf8')) as { markets: { lead: string } }).markets.lead;

const setMarker = (page: Page) => page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
const marker = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

async function expectLanguage(page: Page, locale: 'en' | 'tr') {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(
    page.locator('header.site-header').getByRole('link', { name: commonText('nav.markets', locale), exact: true }),
  ).toBeVisible();
  await expect(page.locator('.markets-page .page__lead')).toHaveText(marketsLead(locale));
}

test('Turkish and back to English without a document load; English survives a reload', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'guest', baseURL);
  await page.goto('/en/markets');
  await expectLanguage(page, 'en');
  await setMarker(page);
  const language = page.getByRole('combobox', { name: commonText('nav.language', 'en') });
  await language.selectOption('tr');
  await expect(page).toHaveURL(/\/tr\/markets$/);
  await expectLanguage(page, 'tr');
  expect(await marker(page)).toBe(true);

  await page.getByRole('combobox', { name: commonText('nav.language', 'tr') }).selectOption('en');
  // English is the global region's default language: no prefix at all.
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/markets$/);
  await expectLanguage(page, 'en');
  expect(await marker(page)).toBe(true);

  await page.reload();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/markets$/);
  await expectLanguage(page, 'en');
  expect(await marker(page)).toBe(false);
});

test('a language chosen before comes back on a visit without prefix', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'guest', baseURL);
  await page.goto('/markets');
  await page.getByRole('combobox', { name: commonText('nav.language', 'en') }).selectOption('tr');
  await expect(page).toHaveURL(/\/tr\/markets$/);
  await page.goto('/markets');
  await expect(page).toHaveURL(/\/tr\/markets$/);
  await expectLanguage(page, 'tr');
});

test('the footer picks the region; the demo keeps it, in a new tab too', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'guest', baseURL);
  await page.goto('/markets');
  const footer = page.locator('footer.site-footer');
  // The footer comes once the first screen has settled.
  const picker = footer.getByRole('button', { name: 'Region: Global' });
  // It waits for the screen to settle (at most 10 s after the page): on a busy machine that plus the start-up.
  await expect(footer.locator('a[href^="mailto:"]')).toHaveText(regions.global.mailboxes.support, { timeout: 25_000 });
  await picker.click();
  await footer.getByRole('list', { name: 'Choose a region' }).getByRole('button', { name: 'Türkiye' }).click();

  // Türkiye: Turkish by default (no prefix), its own support mailbox, the same page.
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/markets$/);
  await expectLanguage(page, 'tr');
  await expect(footer.getByRole('button', { name: 'Bölge: Türkiye' })).toBeVisible();
  await expect(footer.locator('a[href^="mailto:"]')).toHaveText(regions.turkey.mailboxes.support);

  const other = await context.newPage();
  await other.goto('/');
  await expect(other.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(other.locator('footer.site-footer').getByRole('button', { name: 'Bölge: Türkiye' })).toBeVisible();
  await other.close();

  // With the keyboard, back to Global.
  await footer.getByRole('button', { name: 'Bölge: Türkiye' }).focus();
  await page.keyboard.press('Enter');
  await footer.getByRole('button', { name: 'Küresel' }).focus();
  await page.keyboard.press('Enter');
  await expect(footer.getByRole('button', { name: 'Region: Global' })).toBeVisible();
  await expectLanguage(page, 'en');
  await expect(footer.locator('a[href^="mailto:"]')).toHaveText(regions.global.mailboxes.support);
});
