/**
 * Issue 6: the six regions on the demo build, each chosen with the development override `?region=<id>`:
 * the home page renders in the region's default language with the region's own fiat currencies, support
 * contacts, launch year and feature flags (header navigation and the products it advertises, australia's
 * /auto-buy), and the choice is remembered for the tab.
 */
import { expect, test } from '@playwright/test';
import { regions } from '../regions/regions';
import { REGION_IDS, type RegionConfig } from '../regions/region-schema';
import { Checks, type Locale, pageTitle } from './support/checks';
import { useLoginState } from './support/session';

test.describe.configure({ mode: 'parallel' });

const visible = (region: RegionConfig, feature: keyof RegionConfig['features']) =>
  region.features[feature]!.enabled && !region.features[feature]!.hide;

/** Header links gated by a feature flag (src/features/shell/site-header.tsx), by their path. */
const GATED_NAV = [
  { path: '/futures', feature: 'futures' },
  { path: '/convert', feature: 'convert' },
  { path: '/earn', feature: 'earn' },
] as const;

const ALL_FIAT = [...new Set(Object.values(regions).flatMap((r) => r.fiatCurrencies))];

for (const id of REGION_IDS) {
  const region = regions[id];
  test(`${id}: home page with its fiat, contacts, launch year and features`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await useLoginState(context, 'guest', baseURL);
    const checks = new Checks();
    const locale = region.defaultLocale as Locale;
    await page.goto(`/?region=${id}`);
    const header = page.locator('header.site-header');
    const footer = page.locator('footer.site-footer');

    await checks.that('the home page renders in the region default language', async () => {
      await expect(page.locator('h1')).toHaveText(pageTitle('/', locale)!);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    });
    await checks.that('no 404 or error screen', async () => {
      await expect(page.getByTestId('not-found')).toHaveCount(0);
      await expect(page.getByTestId('error-screen')).toHaveCount(0);
    });

    // Fiat currencies: the hero names them and the local-currency list shows exactly these.
    await checks.that(`the hero names ${region.fiatCurrencies.join(', ')}`, () =>
      expect(page.locator('.hero p').first()).toContainText(region.fiatCurrencies.join(', ')),
    );
    await checks.that('the local-currency list is the region fiat, no other region fiat', async () => {
      const codes = page.locator('.fiat-list li strong');
      await expect(codes).toHaveText(region.fiatCurrencies);
      const shown = await codes.allInnerTexts();
      expect(shown.filter((code) => !region.fiatCurrencies.includes(code))).toEqual([]);
      expect(ALL_FIAT.filter((code) => !region.fiatCurrencies.includes(code) && shown.includes(code))).toEqual([]);
    });

    // Support contacts: the footer mailbox, the home page's mailbox, phones and WhatsApp.
    await checks.that(`the footer mails ${region.mailboxes.support}`, async () => {
      const mail = footer.locator('a[href^="mailto:"]');
      await expect(mail).toHaveAttribute('href', `mailto:${region.mailboxes.support}`);
      await expect(mail).toHaveText(region.mailboxes.support);
    });
    await checks.that('the home support card has the region mailbox and phones', async () => {
      await expect(page.locator(`main a[href="mailto:${region.mailboxes.support}"]`)).toHaveCount(1);
      for (const phone of region.phones)
        await expect(page.locator(`main a[href="tel:${phone.number.replace(/\s/g, '')}"]`)).toHaveText(phone.number);
      await expect(page.locator(`main a[href="${region.whatsapp ?? 'https://wa.me/'}"]`)).toHaveCount(region.whatsapp ? 1 : 0);
    });
    await checks.that('no other region mailbox on the page', async () => {
      const mails = await page.locator('a[href^="mailto:"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      const others = Object.values(regions)
        .filter((r) => r.id !== id)
        .map((r) => `mailto:${r.mailboxes.support}`);
      expect(mails.filter((m) => others.includes(m!))).toEqual([]);
    });

    // Launch year: the copyright runs from the region's launch year to this year, under its name.
    await checks.that(`the copyright starts in ${region.launchYear}`, () =>
      expect(footer).toContainText(`${region.launchYear}–${new Date().getFullYear()} ${region.name}`),
    );

    // Feature flags: the header links and the advertised products follow them.
    for (const item of GATED_NAV) {
      const shown = visible(region, item.feature);
      await checks.that(`${item.feature} is ${shown ? 'in' : 'not in'} the header`, () =>
        expect(header.locator(`nav a[href$="${item.path}"]`)).toHaveCount(shown ? 1 : 0),
      );
    }
    await checks.that(`margin is ${visible(region, 'margin') ? '' : 'not '}advertised`, () =>
      expect(page.locator('main a[href$="?type=margin"]')).toHaveCount(visible(region, 'margin') ? 1 : 0),
    );
    await checks.that(`futures is ${visible(region, 'futures') ? '' : 'not '}advertised`, () =>
      expect(page.locator('main .product-card[href$="/futures"]')).toHaveCount(visible(region, 'futures') ? 1 : 0),
    );
    await checks.that(`borrow is ${visible(region, 'borrow') ? '' : 'not '}advertised`, () =>
      expect(page.locator('main a[href$="/crypto-borrow"]')).toHaveCount(visible(region, 'borrow') ? 1 : 0),
    );
    await checks.that(`auto-invest is advertised at ${region.autoInvestPath}`, async () => {
      const autoBuy = region.autoInvestPath === '/auto-buy';
      await expect(page.locator('main a[href="/auto-buy"]')).toHaveCount(autoBuy ? 1 : 0);
      await expect(page.locator('main a[href^="/auto-invest"]')).toHaveCount(autoBuy ? 0 : 1);
    });
    await checks.that(
      `the language switch offers ${region.locales.length < 2 ? 'nothing (one language)' : region.locales.join(', ')}`,
      async () => {
        const values = await header.locator('.language-switch option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
        expect(values).toEqual(region.locales.length < 2 ? [] : region.locales);
      },
    );

    // The region is remembered by the tab: a load without the query stays in it.
    await page.goto('/about-us');
    await checks.that('the region is remembered without the query', () =>
      expect(page.locator('footer.site-footer a[href^="mailto:"]')).toHaveAttribute('href', `mailto:${region.mailboxes.support}`),
    );
    await page.goto(region.autoInvestPath === '/auto-buy' ? '/auto-invest' : '/auto-buy');
    await checks.that(`the other auto-invest path is ${region.autoInvestPath === '/auto-buy' ? 'moved to /auto-buy' : 'not found'}`, () =>
      region.autoInvestPath === '/auto-buy'
        ? expect(page).toHaveURL((u) => u.pathname === '/auth' && u.searchParams.get('redirect') === '/auto-buy')
        : expect(page.getByTestId('not-found')).toBeVisible(),
    );
    await page.goto('/futures');
    await checks.that(`/futures ${region.features.futures!.enabled ? 'renders' : 'is not found'}`, () =>
      region.features.futures!.enabled
        ? expect(page.locator('h1')).toHaveText(pageTitle('/futures', locale)!)
        : expect(page.getByTestId('not-found')).toBeVisible(),
    );

    console.log(`[regions] ${id}: ${checks.count} checks, ${checks.failures.length} failed`);
    expect(checks.failures, 'failed checks').toEqual([]);
  });
}
