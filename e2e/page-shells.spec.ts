/**
 * Issue 18: the landing pages' shells (scripts/prerender/page-shells.ts). Without any script the page already shows
 * its brand, title and lead in its language; with the app, the shell gives way to the app's page, which has the same
 * title and lead, so the largest contentful paint is the shell's, drawn from the HTML alone. The default market's
 * trade page has a shell of its header, whose largest paint (on this static server) is the app's live last price;
 * npm run serve fills the figures in (scripts/serve/app-server.test.ts).
 */
import { expect, test } from '@playwright/test';
import { useLoginState } from './support/session';

// A phone, as Lighthouse's mobile run measures the largest contentful paint.
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });

// lcp: the element Chromium reports as the largest contentful paint once the app has drawn.
const PAGES = [
  { path: '/en', lead: '.hero p' },
  { path: '/en/markets', lead: '.page__lead' },
  { path: '/en/convert', lead: '.page__lead' },
  { path: '/en/balance', lead: '.page__lead' },
  { path: '/tr/markets', lead: '.page__lead' },
  { path: '/tr/balance', lead: '.page__lead' },
  // The default market's trade page: its header, the figures' labels (their values come with the market). Its largest
  // paint is the app's: the last price, larger than any text of the shell.
  { path: '/en/trade/BTC-USDT', lead: '.trade-header__figures > div:nth-child(2) dt', lcp: '[data-testid="last-price"]' },
];

test.describe('without a script', () => {
  test.use({ javaScriptEnabled: false });
  for (const { path, lead } of PAGES) {
    test(`${path} shows its title and lead from the HTML`, async ({ page }) => {
      await page.goto(path);
      const shell = page.locator('#page-shell');
      await expect(shell.locator('h1')).not.toBeEmpty();
      await expect(shell.locator(lead)).not.toBeEmpty();
      await expect(page.locator('html')).toHaveAttribute('lang', path.slice(1, 3));
      await expect(shell.locator('.brand')).toHaveAttribute('href', path.slice(0, 3));
    });
  }
});

for (const { path, lead, lcp: lcpElement } of PAGES) {
  test(`${path}: the app's page replaces the shell with the same title and lead, and the largest paint is ${lcpElement ? "the page's" : "the shell's"}`, async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    await useLoginState(context, 'logged-in', baseURL);
    await context.addInitScript(() => {
      const record = { lcpInShell: [] as boolean[], elements: [] as string[], last: null as Element | null };
      (window as unknown as { __shell: typeof record }).__shell = record;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
          record.lcpInShell.push(!!entry.element?.closest('#page-shell'));
          record.last = entry.element;
          record.elements.push(`${entry.element?.parentElement?.className} > ${entry.element?.tagName}.${entry.element?.className}`);
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // What the shell says, from the HTML as served.
    const html = await (await request.get(path)).text();
    const title = /<div id="page-shell".*?<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
    expect(title, 'the served HTML has a shell with a title').toBeTruthy();

    await page.goto(path);
    await expect(page.locator('#page-shell')).toHaveCount(0);
    // The app's own page: one heading, the shell's title, and the shell's lead.
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('#root h1')).toHaveText(title!);
    const shellLead = await page.evaluate(
      ([source, selector]) => new DOMParser().parseFromString(source, 'text/html').querySelector(`#page-shell ${selector}`)?.textContent,
      [html, lead] as const,
    );
    await expect(page.locator(`#root ${lead}`).first()).toHaveText(shellLead!);
    if (lcpElement) {
      await expect(page.locator(lcpElement)).not.toBeEmpty();
      const isPageElement = await page.evaluate(
        (selector) => (window as unknown as { __shell: { last: Element | null } }).__shell.last === document.querySelector(selector),
        lcpElement,
      );
      expect(isPageElement, `the largest contentful paint is ${lcpElement}`).toBe(true);
      return;
    }
    const lcp = await page.evaluate(() => (window as unknown as { __shell: { lcpInShell: boolean[]; elements: string[] } }).__shell);
    expect(lcp.lcpInShell.at(-1), `the largest contentful paint is in the shell (candidates: ${lcp.elements.join(', ')})`).toBe(true);
  });
}
