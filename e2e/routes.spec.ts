/**
 * Issue 6: every route of the route table (src/lib/routing/route-table.ts), as a guest and logged in, in the
 * global region; the rows that belong to one region (auto-invest / auto-buy) also in australia. Each visit
 * opens the row's concrete URL (a window's first visit with a full page load, the next ones inside the running
 * app as a followed link does; E2E_FULL_LOADS=1 loads every row in full) and checks what the spec and the table
 * say: the page with its translated h1, or the redirect (login with a return path, home for guest-only pages,
 * /auth for link-only pages, the table's own redirects), or the 404 screen, and that the demo's ledger answered every
 * call the page made (issue 16: no generated faker data in the demo). One test per group and login state, in parallel, each
 * on one reused window (E2E_WINDOWS=n: n windows, each a context of its own in the same login state).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { Checks } from './support/checks';
import { checksPerVisit, concretePath, expectation, onWindows, ROUTES, visitRoute } from './support/route-walk';
import { LOGIN_STATES, useLoginState } from './support/session';

test.describe.configure({ mode: 'parallel' });

const GROUPS = [...new Set(ROUTES.map((r) => r.group))];
const REGION_ROWS = ROUTES.filter((r) => r.region);
/** Slow enough for a cold page load per row, and for every check of a row to time out. */
const timeoutFor = (rows: number) => 60_000 + rows * 15_000;

/**
 * The calls of the contract the demo's ledger did not answer while a page was shown (the demo's last MSW handler
 * records them in the page instead of answering with generated data), taken and cleared.
 */
async function unansweredCalls(window: Page, path: string): Promise<string[]> {
  const calls = await window.evaluate(() => {
    const global = window as unknown as { __mockUnanswered?: { operationId: string }[] };
    const taken = global.__mockUnanswered ?? [];
    global.__mockUnanswered = [];
    return taken.map((c) => c.operationId);
  });
  return calls.map((id) => `${path}: ${id}`);
}

test('the walk covers the route table and the inventory', () => {
  const inventory = readFileSync(join(process.cwd(), 'contracts/inventory/routes.tsv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t')[0]);
  const paths = ROUTES.map((r) => r.path);
  expect(new Set(paths).size, 'no row twice').toBe(paths.length);
  expect(
    inventory.filter((p) => !paths.includes(p!)),
    'inventory rows missing from the table',
  ).toEqual([]);
  expect(ROUTES.length).toBe(257);
  for (const entry of ROUTES) expect(() => concretePath(entry), entry.path).not.toThrow();

  const visits = ROUTES.length * LOGIN_STATES.length + REGION_ROWS.length * LOGIN_STATES.length;
  const planned =
    LOGIN_STATES.reduce((sum, state) => sum + ROUTES.reduce((n, r) => n + checksPerVisit(expectation(r, state, 'global')), 0), 0) +
    LOGIN_STATES.reduce((sum, state) => sum + REGION_ROWS.reduce((n, r) => n + checksPerVisit(expectation(r, state, 'australia')), 0), 0);
  const kinds = { page: 0, redirect: 0, 'not-found': 0 };
  for (const state of LOGIN_STATES) for (const r of ROUTES) kinds[expectation(r, state, 'global').kind]++;
  console.log(
    `[routes] ${ROUTES.length} routes (${GROUPS.length} groups) × ${LOGIN_STATES.length} login states = ${ROUTES.length * LOGIN_STATES.length} visits ` +
      `(${kinds.page} pages, ${kinds.redirect} redirects, ${kinds['not-found']} not found), + ${REGION_ROWS.length} regional rows × ` +
      `${LOGIN_STATES.length} in australia = ${visits} visits, ${planned} checks planned`,
  );
});

for (const state of LOGIN_STATES) {
  for (const group of GROUPS) {
    const rows = ROUTES.filter((r) => r.group === group);
    test(`${group} (${rows.length} routes) as ${state}`, async ({ page, context, browser, baseURL }) => {
      test.setTimeout(timeoutFor(rows.length));
      await useLoginState(context, state, baseURL);
      const open = async () => {
        const other = await browser.newContext({ baseURL, viewport: page.viewportSize() });
        await useLoginState(other, state, baseURL);
        return other.newPage();
      };
      const checks = new Checks();
      const seen = { page: 0, redirect: 0, 'not-found': 0 };
      const unanswered: string[] = [];
      await onWindows(page, open, rows, async (window, entry) => {
        seen[(await visitRoute(window, checks, entry, state, 'global')).kind]++;
        unanswered.push(...(await unansweredCalls(window, entry.path)));
      });
      console.log(
        `[routes] ${group} as ${state}: ${rows.length} routes (${seen.page} pages, ${seen.redirect} redirects, ` +
          `${seen['not-found']} not found), ${checks.count} checks, ${checks.failures.length} failed`,
      );
      expect(checks.failures, 'failed checks').toEqual([]);
      expect(unanswered, 'calls the demo ledger did not answer').toEqual([]);
    });
  }

  test(`regional rows in australia (${REGION_ROWS.length} routes) as ${state}`, async ({ page, context, baseURL }) => {
    test.setTimeout(timeoutFor(REGION_ROWS.length + 1));
    await useLoginState(context, state, baseURL);
    // The development override, remembered by the tab for the loads that follow.
    await page.goto('/?region=australia');
    await expect(page.locator('h1')).toHaveCount(1);
    const checks = new Checks();
    const unanswered: string[] = [];
    for (const entry of REGION_ROWS) {
      await visitRoute(page, checks, entry, state, 'australia');
      unanswered.push(...(await unansweredCalls(page, entry.path)));
    }
    console.log(
      `[routes] regional rows in australia as ${state}: ${REGION_ROWS.length} routes, ${checks.count} checks, ${checks.failures.length} failed`,
    );
    expect(checks.failures, 'failed checks').toEqual([]);
    expect(unanswered, 'calls the demo ledger did not answer').toEqual([]);
  });
}
