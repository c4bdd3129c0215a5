/**
 * Security headers (issue 17), against `vite preview`, which sends the production header set
 * (scripts/serve/security-headers.ts): the document carries them, another site cannot frame the app (its own
 * origin can), and the home and trade pages run under the Content-Security-Policy without a single violation,
 * the two stylesheets libraries insert (sonner's and the chart's attribution logo) being applied by their hashes.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { securityHeaders } from '../scripts/serve/security-headers.ts';

/**
 * Every `securitypolicyviolation` event of every document the page loads (reported to the test as it happens, so
 * a navigation loses none) and the browser's console lines about the policy.
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (line: string) => seen.push(`event: ${line}`));
  await page.addInitScript(() => {
    const report = (window as unknown as { __cspViolation: (line: string) => void }).__cspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample} at ${location.pathname}`),
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  return seen;
}

/**
 * The other site: a real server on another loopback port. (A page Playwright fulfils itself has no address, so
 * Chromium's local-network-access checks would block its frame's request to 127.0.0.1 before the app's headers
 * were ever read; both on loopback, only the app's Content-Security-Policy decides.)
 */
let otherSite = '';
let server: Server | undefined;

test.beforeAll(async ({ baseURL }) => {
  server = createServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><title>another site</title><iframe src="${baseURL}/" width="800" height="600"></iframe>`);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  otherSite = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

test.afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A page of the app's own origin (fulfilled by Playwright) whose only content is an iframe of the app. */
async function frameHost(page: Page, url: string, appUrl: string) {
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>framing</title><iframe id="app" src="${appUrl}" width="800" height="600"></iframe>`,
    }),
  );
}

test('the document carries the security headers', async ({ page }) => {
  const response = await page.goto('/');
  const headers = response!.headers();
  // The demo's environment names no server of its own: the header set is the default one, without HSTS over http.
  for (const [name, value] of Object.entries(securityHeaders())) expect(headers[name.toLowerCase()], name).toBe(value);
  expect(headers['strict-transport-security']).toBeUndefined();
  const csp = headers['content-security-policy']!;
  expect(csp).toContain("script-src 'self';");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toMatch(/frame-ancestors 'self' https:\/\/meridian\.example /);
});

test('another site cannot frame the app', async ({ page, baseURL }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('frame-ancestors')) refusals.push(message.text());
  });
  const blocked = page.waitForEvent('requestfailed', (request) => request.url() === `${baseURL}/`);
  await page.goto(otherSite);

  // The app's server answered the frame's request, and the browser refused to show the answer there.
  expect((await blocked).failure()?.errorText).toBe('net::ERR_BLOCKED_BY_RESPONSE');
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  expect(refusals[0]).toContain(`Framing '${baseURL}/' violates the following Content Security Policy directive: "frame-ancestors 'self'`);
  // Chromium puts its error page in the frame's place: nothing of the app, not even its empty root.
  await expect.poll(() => page.frames().map((frame) => frame.url())).toEqual([otherSite, 'chrome-error://chromewebdata/']);
  for (const frame of page.frames()) await expect(frame.locator('#root')).toHaveCount(0);
});

test('the app may frame itself (the control: an allowed frame does load the app)', async ({ page, baseURL }) => {
  await frameHost(page, `${baseURL}/__frame-host`, `${baseURL}/`);
  await page.goto(`${baseURL}/__frame-host`);
  await expect
    .poll(
      async () =>
        (await page
          .frame({ url: `${baseURL}/` })
          ?.locator('#root')
          .count()) ?? 0,
    )
    .toBe(1);
});

test('the home and trade pages run under the policy without a violation', async ({ page }) => {
  const violations = await watchPolicy(page);

  await page.goto('/');
  await expect(page.locator('footer.site-footer')).toBeVisible({ timeout: 30_000 });

  await page.goto('/trade/BTC-USDT');
  await expect(page.getByTestId('order-form')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('candle-chart')).toHaveAttribute('data-bars', /^[1-9]\d*$/, { timeout: 30_000 });
  // The chart's attribution logo and sonner (loaded once the page has settled) insert a <style> each: both are
  // applied (a blocked <style> element has no sheet).
  const applied = (marker: string) =>
    page.evaluate(
      (text) => [...document.querySelectorAll('style')].filter((s) => s.textContent?.includes(text)).map((s) => s.sheet !== null),
      marker,
    );
  await expect.poll(() => applied('a#tv-attr-logo'), { timeout: 30_000 }).toEqual([true]);
  await expect.poll(() => applied('[data-sonner-toaster]'), { timeout: 30_000 }).toEqual([true]);

  expect(violations).toEqual([]);
});
