/**
 * Mock mode (`npm run mock` + `vite --mode prism`) in a real browser: the app, built without its embedded mock
 * backend, shows /markets from Prism's examples of the contract, across origins with credentials (CORS) and with the
 * session cookie the mock front adds. Runs only under e2e/playwright.mock.config.ts, which starts the servers.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';

const API = `http://127.0.0.1:${process.env.MOCK_E2E_API_PORT ?? 4420}`;

interface MarketExample {
  stock: string;
  money: string;
}

/** The markets Prism serves: the example of GET /v2/trade/markets in the bundled contract. */
function exampleMarkets(): MarketExample[] {
  const file = fileURLToPath(new URL('../generated/openapi/openapi.yaml', import.meta.url));
  const doc = parse(readFileSync(file, 'utf8')) as {
    paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, { example?: { data?: MarketExample[] } }> }> } }>;
  };
  const example = doc.paths['/v2/trade/markets']?.get?.responses['200']?.content?.['application/json']?.example;
  return example?.data ?? [];
}

test('/markets shows the market rows of Prism’s examples', async ({ page }) => {
  test.skip(
    !test.info().config.configFile?.endsWith('playwright.mock.config.ts'),
    'mock mode runs under e2e/playwright.mock.config.ts, which starts its servers',
  );
  const expected = exampleMarkets();
  expect(expected.length, 'the contract has an example for GET /v2/trade/markets').toBeGreaterThan(0);

  const apiCalls: { url: string; status: number; violations: string | null }[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(API)) {
      apiCalls.push({ url: response.url(), status: response.status(), violations: response.headers()['sl-violations'] ?? null });
    }
  });
  const failed: string[] = [];
  // A first visit reloads once when the session is first detected (the mock front sets its cookie), which aborts
  // the requests still in flight (net::ERR_ABORTED). Anything else (CORS refusals are net::ERR_FAILED) is a failure.
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    if (error !== 'net::ERR_ABORTED') failed.push(`${request.url()}: ${error}`);
  });

  await page.goto('/markets');
  await expect(page.getByRole('heading', { name: 'Markets', level: 1 })).toBeVisible();
  const rows = page.getByTestId('market-row');
  await expect(rows).toHaveCount(expected.length);
  const names = (await rows.getByRole('rowheader').allTextContents()).map((t) => t.trim()).sort();
  expect(names).toEqual(expected.map((m) => `${m.stock}/${m.money}`).sort());

  // The data came from Prism through its front (no service worker in this build), and Prism found no violation.
  const markets = apiCalls.find((c) => new URL(c.url).pathname === '/v2/trade/markets');
  expect(markets?.status).toBe(200);
  expect(apiCalls.filter((c) => c.violations)).toEqual([]);
  expect(failed).toEqual([]);
  expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
});
