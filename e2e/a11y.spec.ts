/**
 * Issue 6: an axe-core scan (the installed axe-core, injected into the page) of the public pages, the 404
 * screen and the error screen, as a guest: no serious or critical violation. Every violation found, of any
 * impact, is printed with its rule id and where it is.
 */
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { LOADING_SELECTOR, SETTLE_CEILING_MS } from './support/route-walk';
import { useLoginState } from './support/session';

test.describe.configure({ mode: 'parallel' });

// axe is injected as an inline script, which the app's CSP (script-src 'self') refuses: the scan's own script is
// let through here; e2e/security-headers.spec.ts checks the CSP itself.
test.use({ bypassCSP: true });

const AXE = join(process.cwd(), 'node_modules/axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

const PAGES = [
  '/',
  '/markets',
  '/futures',
  '/fees/cryptocurrency',
  '/terms',
  '/risks',
  '/about-us',
  '/download-apps',
  '/brand-guideline',
  '/releases',
  '/auth',
  '/trade/BTC-USDT',
  '/tr/markets',
];

/** Waits for the page and its data (no spinner or placeholder), then runs axe on the whole document. */
async function scan(page: Page): Promise<Violation[]> {
  await page.locator('h1').first().waitFor();
  // A ceiling on a condition: a spinner that outlives it is a page that never loads, and fails the test.
  await expect(page.locator(LOADING_SELECTOR)).toHaveCount(0, { timeout: SETTLE_CEILING_MS });
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

function describeViolations(where: string, violations: Violation[]): string[] {
  return violations.map(
    (v) =>
      `${where}: [${v.impact}] ${v.id}: ${v.help} — ${v.nodes.length} node(s): ` +
      v.nodes
        .slice(0, 4)
        .map((n) => n.target.join(' '))
        .join(' | '),
  );
}

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const violations = await scan(page);
  const lines = describeViolations(where, violations);
  console.log(`[a11y] ${where}: ${violations.length} violation rule(s)${lines.length ? `\n  ${lines.join('\n  ')}` : ''}`);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(describeViolations(where, serious), `serious or critical axe violations on ${where}`).toEqual([]);
}

for (const path of PAGES) {
  test(`axe: ${path}`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await useLoginState(context, 'guest', baseURL);
    await page.goto(path);
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await expectNoSeriousViolations(page, path);
  });
}

test('axe: the 404 screen', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'guest', baseURL);
  await page.goto('/marketz');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expectNoSeriousViolations(page, '404 screen');
});

test('axe: the error screen', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'guest', baseURL);
  // The about-us page's code fails as it runs: the route's error reaches the error screen.
  // context.route also sees what the mock backend's service worker fetches (page.route does not).
  await context.route('**/assets/info-page-*.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("E2E: the page failed to start");' }),
  );
  await page.goto('/about-us');
  await expect(page.getByTestId('error-screen')).toBeVisible();
  await expect(page.getByTestId('error-screen')).toContainText('E2E: the page failed to start');
  await expectNoSeriousViolations(page, 'error screen');
});
