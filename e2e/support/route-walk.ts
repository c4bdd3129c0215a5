/**
 * The route table as browser checks: a concrete URL for every row (params and required queries filled with
 * valid values), what the spec and the table say must happen there for a guest and for a logged-in user, and
 * the visit that checks it.
 */
import { expect, type Page } from '@playwright/test';
import { ROUTES, type RouteEntry } from '../../src/lib/routing/route-table';
import { type Checks, commonText, here, type Locale, pageTitle, rawKeysIn } from './checks';
import type { LoginState } from './session';

export { ROUTES };
export const WATCHER_LINK_ID = '3f2b8c1e-9a4d-4c7b-8e21-5d6f7a8b9c0d';

/** Valid values of the table's params. */
const PARAMS: Record<string, string> = {
  type: 'cryptocurrency',
  slug: 'BTC',
  pair: 'BTC-USDT',
  giveTicker: 'USDT',
  receiveTicker: 'BTC',
  page: 'promo',
  status: 'all',
  id: '1',
  network: 'TRC20',
  campaign: 'spring',
  mode: 'watcher-link',
  watcherLinkId: WATCHER_LINK_ID,
  account: 'demo',
};

/** Params whose valid value differs on one route. */
const PARAM_OVERRIDES: Record<string, Record<string, string>> = {
  '/terms/:type': { type: 'privacy-policy' },
  '/trading-data/history/:type': { type: 'deals-history' },
  '/trading-competition/overview/:status': { status: 'active' },
  '/trading-competition/:slug': { slug: 'btc-volume-sprint' },
  '/launchpad/projects/:slug': { slug: 'nova-grid' },
  '/releases/:slug': { slug: 'latest' },
  '/gift-cards/all/:slug': { slug: 'birthday' },
  '/mining-pool/:mode?/:watcherLinkId?/:account/workers/:id': { id: 'worker-1' },
};

/** Queries a route's own rule requires (without them it redirects or is not found: route-rules.spec.ts covers that). */
const REQUIRED_QUERY: Record<string, string> = {
  '/payment/deposit': 'transactionId=tx-1001',
  '/deposit/confirmation/travel-rule': 'transactionId=tx-1001',
  '/auth/scopes': 'clientId=demo-client',
  '/auth/sub-account/verify': 'token=header.payload.signature',
  // A P2P Express step past the amount exists only inside a started flow (its order, and for the confirmation a card).
  '/p2p-express/deposit/add-card': 'order=1',
  '/p2p-express/withdraw/add-card': 'order=1',
  '/p2p-express/deposit/confirmation': 'order=1&card=1',
  '/p2p-express/withdraw/confirmation': 'order=1&card=1',
};

export function concretePath(entry: RouteEntry): string {
  const values = { ...PARAMS, ...PARAM_OVERRIDES[entry.path] };
  const path = entry.path.replace(/:([A-Za-z]+)\??/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${entry.path}`);
    return value;
  });
  const query = REQUIRED_QUERY[entry.path];
  return query ? `${path}?${query}` : path;
}

export type Expectation =
  | { kind: 'page' }
  | { kind: 'not-found'; why: string }
  /** `to`: the final URL (path and query), exactly. */
  | { kind: 'redirect'; to: string; why: string };

export const loginRedirect = (url: string, prefix = '') => `${prefix}/auth?redirect=${encodeURIComponent(url)}`;

/** Redirects of routes (their path rules) that the table lists as pages (docs/routes.md). */
const RULE_REDIRECTS: Record<string, string> = {
  '/settings/api': '/settings/api/api-keys',
  // A success page is about what was just done: visited bare (a bookmark) it is its form. The codes flows
  // (codes-gift-cards.spec.ts) visit them with what they show.
  '/codes/create/success': '/codes/create',
  '/codes/activate/success': '/codes/activate',
  '/codes/packages/generate': '/codes/packages',
};

/** What must happen at `url` (the row's concrete URL) for this login state, in the region `regionId`. */
export function expectation(entry: RouteEntry, state: LoginState, regionId: string, url = concretePath(entry)): Expectation {
  const loggedIn = state === 'logged-in';
  if (entry.region === 'australia' && regionId !== 'australia') return { kind: 'not-found', why: 'australia only' };
  if (entry.region === 'not-australia' && regionId === 'australia') {
    const alias = url.replace(/^\/auto-invest/, '/auto-buy');
    // The regional alias, which is itself a login page.
    return { kind: 'redirect', to: loggedIn ? alias : loginRedirect(alias), why: 'regional alias' };
  }
  if (entry.access === 'login' && !loggedIn) return { kind: 'redirect', to: loginRedirect(url), why: 'login required' };
  // Guest-only pages send a logged-in user home (the spec's exceptions are rows with another access: rules spec).
  if (entry.access === 'guest' && loggedIn) return { kind: 'redirect', to: '/', why: 'guest only' };
  // Typed in by hand, a link-only page goes to the login page, which itself sends a logged-in user home.
  if (entry.access === 'link') return { kind: 'redirect', to: loggedIn ? '/' : '/auth', why: 'link only' };
  if (entry.kind === 'redirect') {
    const to = entry.to === '(last pair)' ? '/trade/BTC-USDT' : entry.to!;
    return { kind: 'redirect', to, why: `table redirect to ${entry.to}` };
  }
  const ruled = RULE_REDIRECTS[entry.path];
  if (ruled) return { kind: 'redirect', to: ruled, why: 'route rule' };
  return { kind: 'page' };
}

/** h1 texts that are not the route's `pages` title: the trade page names its pair (`BTC/USDT Spot trading`). */
const TITLE_PATTERNS: Record<string, (path: string) => RegExp> = {
  '/trade/:pair': (path) => new RegExp(`^${path.split('/').pop()!.replace('-', '/')}\\b`),
};

const patternOf = (path: string) => new RegExp(`^${path.replace(/\/:[A-Za-z]+\?/g, '(?:/[^/]+)?').replace(/:[A-Za-z]+/g, '[^/]+')}$`);
const MATCHERS = ROUTES.map((r) => ({
  entry: r,
  re: patternOf(r.path),
  statics: r.path.split('/').filter((s) => s && !s.startsWith(':')).length,
  params: (r.path.match(/:/g) ?? []).length,
}));

/** The table row that serves a path (locale prefix removed; like the router, more static segments win). */
export function entryFor(pathname: string): RouteEntry | undefined {
  const path = pathname.replace(/^\/(en|tr)(?=\/|$)/, '') || '/';
  return MATCHERS.filter((m) => m.re.test(path)).sort((a, b) => b.statics - a.statics || a.params - b.params)[0]?.entry;
}

/** What the page's h1 must read on a table route. */
export function expectedTitle(path: string, locale: Locale = 'en'): string | RegExp {
  const entry = entryFor(path);
  if (!entry) throw new Error(`${path} is no route of the table`);
  const pattern = TITLE_PATTERNS[entry.path];
  if (pattern) return pattern(path);
  const title = pageTitle(entry.path, locale);
  if (!title) throw new Error(`no ${locale} title for ${entry.path}`);
  return title;
}

const pathAndQuery = (url: URL) => url.pathname + url.search;

/** How long a page may take to lose its last spinner: a ceiling for a busy machine, not a delay. */
export const SETTLE_CEILING_MS = 45_000;

/** What a page shows while its data loads: a spinner, or the status of a skeleton placeholder (src/ui/query-state.tsx). */
export const LOADING_SELECTOR = '.spinner, [data-loading]';

/** A landing page's shell from the HTML (scripts/prerender/page-shells.ts), there until the app's page is drawn. */
export const PAGE_SHELL = '#page-shell';

/** Checks a rendered table page: the one h1 with its translated title, and neither the 404 nor the error screen. */
export async function checkPage(page: Page, checks: Checks, label: string, locale: Locale = 'en'): Promise<void> {
  const h1 = page.locator('h1');
  // A first load starts the demo's ledger and the page's chunks: on a busy machine that can take most of a minute.
  await checks.that(`${label}: the app's page, not its shell`, () => expect(page.locator(PAGE_SHELL)).toHaveCount(0, { timeout: 45_000 }));
  await checks.that(`${label}: renders one h1`, () => expect(h1).toHaveCount(1, { timeout: 45_000 }));
  await checks.that(`${label}: not the 404 screen`, () => expect(page.getByTestId('not-found')).toHaveCount(0));
  await checks.that(`${label}: not the error screen`, () => expect(page.getByTestId('error-screen')).toHaveCount(0));
  const path = new URL(page.url()).pathname;
  await checks.that(`${label}: h1 is the page's translated title`, () => expect(h1.first()).toHaveText(expectedTitle(path, locale)));
  await checks.that(`${label}: h1 is no raw i18n key`, async () => {
    const text = (await h1.first().innerText({ timeout: 5_000 })).trim();
    if (!text) throw new Error('the h1 is empty');
    const keys = rawKeysIn(text);
    if (keys.length > 0) throw new Error(`the h1 holds untranslated keys: ${keys.join(', ')}`);
  });
}

export async function checkNotFound(page: Page, checks: Checks, label: string, url: string, locale: Locale = 'en'): Promise<void> {
  await checks.that(`${label}: shows the 404 screen`, () => expect(page.getByTestId('not-found')).toBeVisible());
  await checks.that(`${label}: stays at ${url}`, () => expect(page).toHaveURL((u) => pathAndQuery(u) === url));
  await checks.that(`${label}: 404 title`, () => expect(page.locator('h1')).toHaveText(commonText('notFound.title', locale)));
}

/** Set E2E_FULL_LOADS=1 to load every row with a full page load instead. */
const FULL_LOADS = process.env.E2E_FULL_LOADS === '1';

interface AppRouter {
  navigate(options: { href: string }): Promise<void>;
  state: { status: string; isLoading: boolean };
}

/**
 * Opens a URL: a full page load where the app is not running yet, otherwise a navigation inside the running
 * app, as a user following a link (TanStack Router's own `navigate`, which runs the same route rules, redirects
 * and loaders). A full load boots the whole demo app (its scripts and the mock backend) again, which on a
 * 2-core CI machine costs most of a visit; full loads, boot-time rules and locale prefixes are covered by
 * route-rules.spec.ts and by each window's first visit.
 */
export async function openUrl(page: Page, url: string): Promise<void> {
  const running = !FULL_LOADS && (await page.evaluate(() => '__TSR_ROUTER__' in self).catch(() => false));
  if (!running) {
    await page.goto(url);
    return;
  }
  try {
    await page.evaluate(async (href) => {
      const router = (self as unknown as { __TSR_ROUTER__: AppRouter }).__TSR_ROUTER__;
      await router.navigate({ href });
    }, url);
  } catch {
    // A rule that leaves the app (a full-page redirect) ends the page's context: wait for the new document.
    await page.waitForLoadState();
    return;
  }
  // A redirect starts a navigation of its own: wait until the router has settled on the final location.
  await page
    .waitForFunction(() => {
      const router = (self as unknown as { __TSR_ROUTER__?: AppRouter }).__TSR_ROUTER__;
      return !router || (router.state.status === 'idle' && !router.state.isLoading);
    })
    .catch(() => page.waitForLoadState());
}

/** Visits one row's URL and checks what must happen there. Returns the expectation it checked. */
export async function visitRoute(page: Page, checks: Checks, entry: RouteEntry, state: LoginState, regionId: string): Promise<Expectation> {
  const url = concretePath(entry);
  const exp = expectation(entry, state, regionId, url);
  const label = `[${state}${regionId === 'global' ? '' : ` ${regionId}`}] ${url}`;
  await openUrl(page, url);
  if (exp.kind === 'not-found') {
    await checkNotFound(page, checks, `${label} (${exp.why})`, url);
    return exp;
  }
  const target = exp.kind === 'redirect' ? exp.to : url;
  await checks.that(exp.kind === 'redirect' ? `${label}: goes to ${exp.to} (${exp.why})` : `${label}: stays at its URL`, () =>
    expect(page).toHaveURL((u) => pathAndQuery(u) === target),
  );
  await checkPage(page, checks, `${label}${exp.kind === 'redirect' ? ` → ${here(page)}` : ''}`);
  return exp;
}

/** How many checks a visit makes (for the planned totals printed by the walk). */
export function checksPerVisit(exp: Expectation): number {
  return exp.kind === 'not-found' ? 3 : 6;
}

/**
 * Runs `visit` for every item on one window, or on a few at once (E2E_WINDOWS=n), each a context of its own in the
 * given login state with one page reused for its share of the items. On a quiet machine windows overlap their waits;
 * with the cores busy (CI's, shared) each extra window's cold start costs more than the overlap gains: three groups
 * took 1.6 min on two windows and 1.2 min on one at load 16. Tabs of one context would not overlap at all, since
 * Chromium throttles the timers of background tabs.
 */
export async function onWindows<T>(
  first: Page,
  open: () => Promise<Page>,
  items: readonly T[],
  visit: (page: Page, item: T) => Promise<void>,
): Promise<void> {
  const windows = Math.max(1, Math.min(Number(process.env.E2E_WINDOWS ?? 1), items.length));
  const pages = [first, ...(await Promise.all(Array.from({ length: windows - 1 }, open)))];
  let next = 0;
  try {
    await Promise.all(
      pages.map(async (page) => {
        while (next < items.length) await visit(page, items[next++]!);
      }),
    );
  } finally {
    await Promise.all(pages.slice(1).map((page) => page.context().close()));
  }
}
