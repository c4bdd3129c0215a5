/**
 * Issue 22, a revoked session is logged out: two browsers (two Playwright contexts, each its own cookies and
 * storage) signed in to one exchange, the second's session ended from the first's Settings → Security → Devices;
 * the second's next request is answered 401 and it lands on the login page, the first stays signed in, and the
 * second's new login is a new session the first lists again.
 *
 * The in-page demo cannot show it: its exchange lives in each browser's own storage, so two browsers are two
 * exchanges. This spec runs the production build behind `npm run serve`'s server (scripts/serve/app-server.ts, one
 * exchange for every visitor, each browser a session of its own by its cookie), on a free port: CI builds `dist/`
 * before the browser tests (scripts/test-all.sh); locally run `npm run build` first.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAppServer, type AppServer } from '../scripts/serve/app-server.ts';
import { expectSignedIn, logIn } from './support/auth';

test.describe.configure({ timeout: 180_000, mode: 'serial' });

const DIST = join(process.cwd(), 'dist');
let app: AppServer | undefined;
let base = '';

test.beforeAll(async () => {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error(`${DIST}/index.html is missing: run \`npm run build\` first`);
  app = createAppServer({ dir: DIST, backend: true });
  base = await app.listen(0, '127.0.0.1');
});

test.afterAll(async () => {
  await app?.close();
});

/** A browser of its own (cookies and storage), on a page of the served app. */
async function browserAt(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(base + path);
  await expectSignedIn(page);
  return page;
}

test('a session ended from another browser is logged out there at its next request; the other stays signed in', async ({ browser }) => {
  const mine = await browserAt(browser, '/settings/security/device-management');
  const sessions = mine.getByTestId('session');
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1, { timeout: 60_000 });
  const before = await sessions.count();

  // A second browser signs in to the same exchange: a session of its own, listed in the first.
  const other = await browserAt(browser, '/settings/security');
  await mine.reload();
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1, { timeout: 60_000 });
  await expect(sessions).toHaveCount(before + 1);
  const otherRow = sessions.filter({ hasText: 'Chrome 131 on macOS' }).filter({ hasNotText: 'This device' });
  await expect(otherRow).toHaveCount(1);
  await otherRow.getByRole('button', { name: 'End session' }).click();
  await otherRow.getByRole('button', { name: 'Yes, end it' }).click();
  await expect(mine.getByText('The session on Chrome 131 on macOS has ended.')).toBeVisible({ timeout: 30_000 });
  await expect(sessions).toHaveCount(before, { timeout: 30_000 });

  // The second browser: its next request is refused, and it lands on the login page.
  const refused = other.waitForResponse((r) => new URL(r.url()).pathname === '/v2/settings' && r.status() === 401, { timeout: 60_000 });
  await other.reload();
  await refused;
  await expect(other).toHaveURL(/\/auth(\?|$)/, { timeout: 60_000 });
  await expect(other.getByTestId('login-form')).toBeVisible({ timeout: 60_000 });
  await expect(other.getByTestId('account-menu')).toHaveCount(0);

  // The first is still signed in, its list without the ended session, after a reload too.
  await mine.reload();
  await expectSignedIn(mine);
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1, { timeout: 60_000 });
  await expect(sessions).toHaveCount(before);

  // The second logs in again: a new session, which the first lists again.
  await logIn(other);
  await expectSignedIn(other);
  await mine.reload();
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1, { timeout: 60_000 });
  await expect(sessions).toHaveCount(before + 1);
  await mine.context().close();
  await other.context().close();
});
