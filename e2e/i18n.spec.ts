/**
 * Issue 6: every page a guest can open, in Turkish (/tr/..., global region): the html lang is tr, the h1 is
 * the page's Turkish title, and no text, label or tooltip on the page is an untranslated i18n key (`ns:key`,
 * `area.key`, `area/page.title` ...). The first page of a part is a full load, the others open inside the running
 * app (see openUrl in support/route-walk.ts). Key parity of the locale files is locales/locales.test.ts.
 */
import { expect, type Page, test } from '@playwright/test';
import { Checks, rawKeysIn } from './support/checks';
import {
  checkPage,
  concretePath,
  expectation,
  LOADING_SELECTOR,
  openUrl,
  PAGE_SHELL,
  ROUTES,
  SETTLE_CEILING_MS,
} from './support/route-walk';
import { useLoginState } from './support/session';

test.describe.configure({ mode: 'parallel' });

/** The pages a guest sees: public and guest-only rows that render a page in the global region. */
const GUEST_PAGES = ROUTES.filter((r) => expectation(r, 'guest', 'global').kind === 'page');
const CHUNKS = 4;

/** Every text the reader may meet: text nodes, labels, tooltips, placeholders, alt texts and the document title. */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, pre, code, template')) continue;
      const text = node.textContent?.trim();
      if (text) out.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-description]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']) {
        const value = element.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    out.push(document.title);
    return out;
  });
}

/** Waits until the page's data has loaded: no spinner or placeholder left. */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await expect(page.locator(PAGE_SHELL)).toHaveCount(0, { timeout: SETTLE_CEILING_MS });
  // A ceiling on a condition: a spinner that outlives it is a page that never loads, and fails the test.
  await expect(page.locator(LOADING_SELECTOR)).toHaveCount(0, { timeout: SETTLE_CEILING_MS });
}

for (let chunk = 0; chunk < CHUNKS; chunk++) {
  const rows = GUEST_PAGES.filter((_, i) => i % CHUNKS === chunk);
  test(`Turkish pages without untranslated keys, part ${chunk + 1} of ${CHUNKS} (${rows.length} pages)`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(30_000 + rows.length * 25_000);
    await useLoginState(context, 'guest', baseURL);
    const checks = new Checks();
    for (const entry of rows) {
      const url = `/tr${concretePath(entry)}`;
      await openUrl(page, url);
      await settled(page);
      await checks.that(`${url}: stays`, () => expect(page).toHaveURL((u) => u.pathname + u.search === url));
      await checks.that(`${url}: html lang is tr`, () => expect(page.locator('html')).toHaveAttribute('lang', 'tr'));
      await checkPage(page, checks, url, 'tr');
      const texts = await pageTexts(page);
      await checks.that(`${url}: no untranslated key in the page`, () => {
        const keys = [...new Set(texts.flatMap(rawKeysIn))];
        if (keys.length > 0) throw new Error(`untranslated keys: ${keys.join(', ')}`);
      });
    }
    console.log(`[i18n] part ${chunk + 1}: ${rows.length} Turkish pages, ${checks.count} checks, ${checks.failures.length} failed`);
    expect(checks.failures, 'failed checks').toEqual([]);
  });
}

test('the Turkish walk covers every page a guest sees', () => {
  console.log(`[i18n] ${GUEST_PAGES.length} pages a guest sees, in Turkish, ${GUEST_PAGES.length * 8} checks planned`);
  expect(GUEST_PAGES.length).toBeGreaterThan(60);
});
