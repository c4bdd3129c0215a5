/**
 * Issue 18: a phone-sized first visit neither shifts nor lets late UI become the page's largest content. Each of the
 * five pages Lighthouse measures opens on a 412 × 823 phone with no cookies (the consent banner shows), as a guest,
 * as a user, and as a user the app learns only after its first paint (no persisted session cookie: what Lighthouse
 * sees of `npm run serve`). Once the page's data is in, the banner has come in and the footer has followed, the
 * layout shifts Chrome reported (PerformanceObserver, buffered, without those after input) sum to at most 0.02, and
 * the Largest Contentful Paint is not the consent banner's nor a toast's.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { LOADING_SELECTOR, SETTLE_CEILING_MS } from './support/route-walk';
import { useLoginState, type LoginState } from './support/session';

/** The most the shifts of a page may add up to (Lighthouse's "good" is 0.1; the issue asks 0.02). */
const MAX_CLS = 0.02;

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });

interface Visit {
  path: string;
  state: LoginState;
  /** Logged in only: false = no persisted session cookie, the user is learnt after the first paint. */
  persisted?: boolean;
  /** The page's main content, visible once its data is in. */
  content: (page: Page) => Locator[];
}

const home = (page: Page) => [page.locator('.ticker-card a').first(), page.locator('.product-card').first()];
const markets = (page: Page) => [page.getByTestId('market-row').first()];
const trade = (page: Page) => [
  page.getByTestId('order-form'),
  page.getByTestId('book-bids').locator('li').first(),
  page.locator('[data-testid="candle-chart"]:not([data-bars="0"])'),
];
const balance = (page: Page) => [page.getByTestId('balance-table'), page.getByTestId('wbt-balances')];
const convert = (page: Page) => [page.getByTestId('convert-rate'), page.getByTestId('convert-trade-link')];

const VISITS: Visit[] = [
  ...[
    { path: '/en', content: home },
    { path: '/en/markets', content: markets },
    { path: '/en/trade/BTC-USDT', content: trade },
    { path: '/en/convert', content: convert },
  ].flatMap((v) => [
    { ...v, state: 'guest' as const },
    { ...v, state: 'logged-in' as const },
    { ...v, state: 'logged-in' as const, persisted: false },
  ]),
  { path: '/en/balance', state: 'logged-in', content: balance },
  { path: '/en/balance', state: 'logged-in', persisted: false, content: balance },
];

interface Measured {
  cls: number;
  shifts: { value: number; sources: string[] }[];
  lcp: { element: string; inConsent: boolean; inToaster: boolean } | undefined;
}

/**
 * Before any script of the page: records every layout shift and LCP candidate as Chrome reports them, and lets the
 * consent banner show (vanilla-cookieconsent hides itself from automated browsers: `hideFromBots`).
 */
function observeLayout(): void {
  Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
  const describe = (node: Node | null | undefined): string => {
    if (!(node instanceof Element)) return String(node?.nodeName ?? 'gone');
    const classes = typeof node.className === 'string' && node.className.trim() ? `.${node.className.trim().split(/\s+/).join('.')}` : '';
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes}`;
  };
  const record = { shifts: [] as Measured['shifts'], lcp: undefined as Measured['lcp'] };
  (window as unknown as { __layout: typeof record }).__layout = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node }[];
    })[]) {
      if (!entry.hadRecentInput) record.shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => describe(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1) as (PerformanceEntry & { element: Element | null }) | undefined;
    if (!last) return;
    const element = last.element;
    record.lcp = {
      element: element ? `${describe(element.parentElement)} > ${describe(element)}` : 'gone',
      inConsent: !!element?.closest('#cc-main'),
      inToaster: !!element?.closest('[data-sonner-toaster], [data-sonner-toast]'),
    };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Waits, on conditions only, until the page has loaded its data and everything that comes late has come. */
async function settle(page: Page, content: Locator[]): Promise<void> {
  for (const part of content) await expect(part).toBeVisible({ timeout: SETTLE_CEILING_MS });
  // No spinner, skeleton or busy placeholder (the trade page's late panels, the chart) left.
  await expect(page.locator(`${LOADING_SELECTOR}, [aria-busy="true"]`)).toHaveCount(0, { timeout: SETTLE_CEILING_MS });
  // The consent banner has come in and stopped moving; the footer, which follows the settled screen, is there.
  await expect(page.locator('#cm__desc')).toBeVisible({ timeout: SETTLE_CEILING_MS });
  await expect(page.locator('html')).toHaveClass(/\bcc-entered\b/, { timeout: SETTLE_CEILING_MS });
  await expect
    .poll(() => page.evaluate(() => document.querySelector('#cc-main .cm')?.getAnimations().length ?? -1), { timeout: SETTLE_CEILING_MS })
    .toBe(0);
  await expect(page.locator('.site-footer')).toBeVisible({ timeout: SETTLE_CEILING_MS });
}

for (const visit of VISITS) {
  const who = visit.state === 'guest' ? 'a guest' : visit.persisted === false ? 'a user learnt after first paint' : 'a user';
  test(`${visit.path} for ${who}: no layout shift, and the banner is not the largest content`, async ({ page, context, baseURL }) => {
    await useLoginState(context, visit.state, baseURL, { persisted: visit.persisted });
    await context.addInitScript(observeLayout);
    await page.goto(visit.path);
    await settle(page, visit.content(page));

    const measured = await page.evaluate(() => {
      const record = (window as unknown as { __layout: Omit<Measured, 'cls'> }).__layout;
      return { ...record, cls: record.shifts.reduce((sum, s) => sum + s.value, 0) };
    });
    const shifts = measured.shifts.map((s) => `${s.value.toFixed(4)} ${s.sources.join(', ')}`).join('; ');
    test.info().annotations.push({ type: 'layout', description: `CLS ${measured.cls.toFixed(4)}, LCP ${measured.lcp?.element}` });
    expect(measured.cls, `layout shifts: ${shifts}`).toBeLessThanOrEqual(MAX_CLS);
    expect(measured.lcp, 'a largest-contentful-paint entry').toBeDefined();
    expect(measured.lcp!.inConsent, `LCP element ${measured.lcp!.element} is in the consent banner`).toBe(false);
    expect(measured.lcp!.inToaster, `LCP element ${measured.lcp!.element} is in the toaster`).toBe(false);
  });
}
