/** The vertical slice in a real browser: /markets lists market rows from the generated mocks, no server but the static one. */
import { expect, test } from '@playwright/test';

test('/markets shows market rows from the embedded mock backend', async ({ page }) => {
  // The service worker answers every API call; none may reach the static server.
  const apiRequestsToServer: string[] = [];
  page.on('response', (response) => {
    if (/^\/(v2|api)\//.test(new URL(response.url()).pathname) && !response.fromServiceWorker()) apiRequestsToServer.push(response.url());
  });
  await page.goto('/markets');
  await expect(page.getByRole('heading', { name: 'Markets', level: 1 })).toBeVisible();
  const rows = page.getByTestId('market-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(0);
  await expect(rows.first().getByRole('rowheader')).toHaveText(/^[A-Z0-9]+\/[A-Z0-9]+$/);
  expect(apiRequestsToServer).toEqual([]);
});

test('/tr/markets is in Turkish', async ({ page }) => {
  await page.goto('/tr/markets');
  await expect(page.getByRole('heading', { name: 'Piyasalar', level: 1 })).toBeVisible();
  await expect(page.getByTestId('market-row').first()).toBeVisible();
});
