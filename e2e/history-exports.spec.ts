/**
 * Issue 23, exports: two transfers made on the balance page are listed in history/main/transfers; an export of the
 * transfers requested on /history/exports is listed as being prepared, becomes ready on the demo ledger's clock, and
 * its downloaded CSV has exactly the tab's rows (ids, directions and amounts, in the tab's order). A period that ends
 * before it starts is said on the field and keeps what was chosen; the export is still listed after a reload.
 * Two conversions listed in history/trade/convert are exported as XLSX: the downloaded workbook (unzipped and read in
 * the test) has the tab's rows exactly, in its order.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { saved } from './support/ledger';
import { useLoginState } from './support/session';
import { readXlsx } from './support/xlsx';

type LedgerWindow = { __mockLedger?: unknown };

/** A call of the app's API from the page (the demo answers it from the ledger in the page). */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  await page.waitForFunction(() => (window as unknown as LedgerWindow).__mockLedger !== undefined);
  const answer = await page.evaluate(
    async ([m, p, b]) => {
      const response = await fetch(p as string, {
        method: m as string,
        credentials: 'include',
        headers: b === undefined ? {} : { 'content-type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    [method, path, body] as const,
  );
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body as T;
}

test.describe.configure({ timeout: 240_000 });

/** The balance page's transfer form, USDT chosen (it stays open after a transfer). */
async function openTransfer(page: Page) {
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const form = page.getByRole('form', { name: 'Transfer between your balances' });
  await expect(form).toBeVisible();
  await form.getByLabel('Asset', { exact: true }).selectOption('USDT');
  return form;
}

async function transfer(page: Page, form: Locator, amount: string) {
  await form.getByTestId('amount-input').fill(amount);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/balances/transfer');
  await form.getByRole('button', { name: 'Transfer', exact: true }).click();
  expect((await answered).status()).toBe(200);
  await expect(form.getByTestId('amount-input')).toHaveValue('');
}

test('an export of the transfers becomes ready and its CSV rows equal the tab rows', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/balance/wallet');
  await expect(page.getByTestId('balance-row').first()).toBeVisible({ timeout: 60_000 });
  const transferForm = await openTransfer(page);
  await transfer(page, transferForm, '250');
  await transfer(page, transferForm, '12.5');
  await saved(page, '"amount":"12.5"');

  await page.goto('/history/main/transfers');
  const tabRows = page.getByTestId('transfer-history-row');
  await expect(tabRows).toHaveCount(2, { timeout: 60_000 });
  const tab = await tabRows.evaluateAll((rows) =>
    rows.map((row) => ({ id: row.getAttribute('data-id'), amount: row.querySelector('[data-value]')?.getAttribute('data-value') })),
  );
  expect(tab.map((r) => r.amount)).toEqual(['12.5', '250']);

  await page.goto('/history/exports');
  const form = page.getByTestId('export-form');
  await expect(form).toBeVisible({ timeout: 60_000 });
  const left = Number(await page.getByTestId('exports-left').textContent());
  await form.getByLabel('History').selectOption('transfers');
  await expect(form.getByLabel('File format')).toHaveValue('csv');
  // A period the wrong way round: said on the field, nothing sent, the choices kept.
  const to = await form.getByLabel('To', { exact: true }).inputValue();
  await form.getByLabel('From', { exact: true }).fill('2030-01-02');
  await form.getByLabel('To', { exact: true }).fill('2030-01-01');
  await form.getByTestId('export-submit').click();
  await expect(form.getByText('The period must end on or after the day it starts.')).toBeVisible();
  await expect(form.getByLabel('History')).toHaveValue('transfers');
  await expect(page.getByTestId('export-row')).toHaveCount(0);

  // A month back from the form's own end day (the ledger's today): inside the 365 days an export may span, whatever the date.
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('From', { exact: true }).fill(from);
  await form.getByLabel('To', { exact: true }).fill(to);
  await form.getByTestId('export-submit').click();
  const row = page.getByTestId('export-row').first();
  await expect(row).toHaveAttribute('data-status', 'pending');
  await expect(row).toContainText('Being prepared');
  await expect(page.getByTestId('exports-left')).toHaveText(String(left - 1));
  // The demo prepares it in a few seconds of its clock; the list asks again while it is pending.
  await expect(row).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await expect(row).toContainText('Transfers');
  await expect(row.locator('td.num')).toHaveText('2');

  const downloading = page.waitForEvent('download');
  await row.getByTestId('export-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`transfers-${from}-${to}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  const [header, ...lines] = csv.trimEnd().split('\r\n');
  expect(header).toBe('id,time,from,to,ticker,amount');
  const fileRows = lines.map((line) => line.split(','));
  expect(fileRows.map((f) => ({ id: f[0], amount: f[5] }))).toEqual(tab);
  expect(fileRows.map((f) => [f[2], f[3], f[4]])).toEqual([
    ['main', 'spot', 'USDT'],
    ['main', 'spot', 'USDT'],
  ]);

  await page.reload();
  await expect(page.getByTestId('export-row').first()).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
});

test('an XLSX export of the conversions has exactly the tab rows', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/history/trade/convert');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  for (const [from, to, amount] of [
    ['USDT', 'BTC', '25'],
    ['BTC', 'USDT', '0.0004'],
  ] as const) {
    const quote = await api<{ data: { id: string } }>(page, 'POST', '/v2/convert/estimate', { from, to, amount });
    await api(page, 'POST', '/v2/convert/confirm', { quoteId: quote.data.id });
  }
  await saved(page, '"finalGive":"0.0004"');
  await page.reload();
  const tabRows = page.getByTestId('convert-history-row');
  await expect(tabRows).toHaveCount(2, { timeout: 60_000 });
  // What the tab shows of each conversion: its id, what was given and received and the rate (exact: the wire's decimals).
  const tab = await tabRows.evaluateAll((rows) =>
    rows.map((row) => {
      const cells = row.querySelectorAll('td');
      return [
        row.getAttribute('data-id'),
        cells[1]!.getAttribute('data-value'),
        row.getAttribute('data-from'),
        cells[2]!.getAttribute('data-value'),
        row.getAttribute('data-to'),
        cells[3]!.getAttribute('data-value'),
      ];
    }),
  );
  expect(tab.map((r) => r[1])).toEqual(['0.0004', '25']);

  await page.goto('/history/exports');
  const form = page.getByTestId('export-form');
  await expect(form).toBeVisible({ timeout: 60_000 });
  await form.getByLabel('History').selectOption('convert');
  await form.getByLabel('File format').selectOption('xlsx');
  await form.getByTestId('export-submit').click();
  const row = page.getByTestId('export-row').first();
  await expect(row).toContainText('XLSX', { timeout: 30_000 });
  await expect(row).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await expect(row.locator('td.num')).toHaveText('2');

  const downloading = page.waitForEvent('download');
  await row.getByTestId('export-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^convert-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = readXlsx(new Uint8Array(await readFile((await download.path())!)));
  expect(book.sheet).toBe('convert');
  const [header, ...lines] = book.rows;
  expect(header).toEqual(['id', 'time', 'gave', 'gaveTicker', 'received', 'receivedTicker', 'rate']);
  expect(lines.map((l) => [l[0], l[2], l[3], l[4], l[5], l[6]])).toEqual(tab);
  for (const line of lines) expect(line[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
});
