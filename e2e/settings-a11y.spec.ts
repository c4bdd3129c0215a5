/**
 * Issues 21 and 22: an axe-core scan of every settings page of the route table (spec section 2) and of the money and
 * earn pages a signed-in user works in: no serious or critical violation; every violation found is printed. Each
 * group of pages is one window that moves between them inside the running app (a full load per page would boot the
 * demo again each time), and each page is scanned once its content has loaded; every page is scanned before the
 * test fails, so one run lists every page at fault.
 */
import { expect, test, type Page } from '@playwright/test';
import { scan } from './support/axe';
import { concretePath, openUrl, ROUTES } from './support/route-walk';
import { useLoginState } from './support/session';

test.describe.configure({ mode: 'parallel' });

// axe is injected as an inline script, which the app's CSP refuses: the scan's own script is let through here.
test.use({ bypassCSP: true });

/** The settings pages (redirect rows are not pages), each at its concrete URL, and the other signed-in forms. */
const SETTINGS = ROUTES.filter((entry) => entry.group === 'Settings' && entry.kind === 'page').map(concretePath);
/** The earn, borrow and auto-invest pages where a signed-in user fills in forms (issue 21). */
const OTHERS = ['/crypto-borrow', '/earn', '/earn/crypto-lending/create/fixed/eth', '/auto-invest', '/auto-invest/create'];

/** Four windows' worth: sections of the settings side menu stay together; the earn pages are one more. */
const GROUPS: Record<string, string[]> = {
  earn: OTHERS,
  api: SETTINGS.filter((path) => path.startsWith('/settings/api')),
  general: SETTINGS.filter((path) => path.startsWith('/settings/general')),
  security: SETTINGS.filter((path) => path.startsWith('/settings/security')),
};

test('every settings page is in one of the groups', () => {
  expect(SETTINGS.length).toBeGreaterThanOrEqual(35);
  expect(Object.values(GROUPS).flat().sort()).toEqual([...SETTINGS, ...OTHERS].sort());
});

async function seriousViolations(page: Page, path: string): Promise<string[]> {
  await openUrl(page, path);
  const violations = await scan(page);
  for (const v of violations) console.log(`[a11y] ${path}: [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} node(s))`);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${path}: [${v.impact}] ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

for (const [group, paths] of Object.entries(GROUPS)) {
  test(`axe, signed in, every ${group} page (${paths.length})`, async ({ page, context, baseURL }) => {
    test.setTimeout(60_000 + paths.length * 30_000);
    await useLoginState(context, 'logged-in', baseURL);
    const found: string[] = [];
    for (const path of paths) {
      await test.step(path, async () => {
        found.push(...(await seriousViolations(page, path)));
      });
    }
    console.log(`[a11y] ${group}: ${paths.length} pages scanned`);
    expect(found, 'serious or critical axe violations').toEqual([]);
  });
}
