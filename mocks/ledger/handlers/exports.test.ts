import { beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../../e2e/support/xlsx';
import { ledgerTestServer, TEST_NOW, TEST_ORIGIN } from '../test-kit';
import { DAILY_EXPORTS, KEEP_MS, PREPARE_MS } from '../money/history-exports';
import { XLSX_TYPE } from '../money/xlsx';

const { call, exchange, ledger, advance } = ledgerTestServer();

interface Exported {
  id: string;
  type: string;
  status: string;
  rows: number | null;
  readyAt: number | null;
  expiresAt: number | null;
}

const now = () => Math.floor(TEST_NOW / 1000);

/** CSV lines without the final line break, split into fields (the test's rows have no quoted fields). */
const csvRows = (text: string) =>
  text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

describe('history exports on the ledger', () => {
  beforeAll(() => exchange.login());

  it('prepares a transfers export on the clock; its CSV has the rows the tab lists, in its order', async () => {
    for (const amount of ['250', '12.5']) {
      expect((await call('POST', '/v2/balances/transfer', { from: 'main', to: 'spot', ticker: 'USDT', amount })).status).toBe(200);
      advance(1000);
    }
    const to = now() + 60;
    const created = await call<{ data: Exported }>('POST', '/v2/export/requests', {
      type: 'transfers',
      format: 'csv',
      from: to - 86_400,
      to,
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ type: 'transfers', status: 'pending', rows: null, readyAt: null, expiresAt: null });
    const id = created.body.data.id;
    // Not downloadable while it is prepared.
    expect((await call('GET', `/internal/rdrs/${id}`)).status).toBe(404);

    advance(PREPARE_MS);
    const listed = await call<{ data: Exported[] }>('GET', '/v2/export/requests');
    const ready = listed.body.data.find((e) => e.id === id)!;
    expect(ready).toMatchObject({ status: 'ready', rows: 2 });
    expect(ready.expiresAt! - ready.readyAt!).toBe(KEEP_MS / 1000);

    const file = await call<string>('GET', `/internal/rdrs/${id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="transfers-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = csvRows(file.body);
    expect(header).toEqual(['id', 'time', 'from', 'to', 'ticker', 'amount']);
    const tab = await call<{ data: { id: number; from: string; to: string; ticker: string; amount: string; time: number }[] }>(
      'GET',
      '/v2/balances/transfer/history',
    );
    const inPeriod = tab.body.data.filter((r) => r.time >= to - 86_400 && r.time <= to);
    expect(rows).toEqual(
      inPeriod.map((r) => [String(r.id), new Date(r.time * 1000).toISOString().replace('.000Z', 'Z'), r.from, r.to, r.ticker, r.amount]),
    );
    expect(rows.map((r) => r[5])).toEqual(['12.5', '250']);
  });

  it('refuses what the options do not offer, a reversed or too long period, and more than the daily limit', async () => {
    const to = now();
    const refused = async (body: object) => {
      const answer = await call<{ code: number; errors: Record<string, string[]> }>('POST', '/v2/export/requests', body);
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe(30);
      return Object.keys(answer.body.errors);
    };
    expect(await refused({ type: 'codes', format: 'csv', from: to - 100, to })).toEqual(['type']);
    expect(await refused({ type: 'deposits', format: 'pdf', from: to - 100, to })).toEqual(['format']);
    expect(await refused({ type: 'deposits', format: 'csv', from: to, to: to - 100 })).toEqual(['to']);
    expect(await refused({ type: 'deposits', format: 'csv', from: to - 366 * 86_400, to })).toEqual(['to']);

    const left = (await call('GET', '/v2/export/settings')).body.data.dailyLimit as number;
    expect(left).toBe(DAILY_EXPORTS - 1);
    for (let i = 0; i < left; i++) {
      expect((await call('POST', '/v2/export/requests', { type: 'deposits', format: 'csv', from: to - 100, to })).status).toBe(200);
    }
    expect((await call('GET', '/v2/export/settings')).body.data.dailyLimit).toBe(0);
    expect(await refused({ type: 'deposits', format: 'csv', from: to - 100, to })).toEqual(['type']);
  });

  it('drops a file once it expires', async () => {
    const first = (await call<{ data: Exported[] }>('GET', '/v2/export/requests?limit=100')).body.data.at(-1)!;
    expect(first.status).toBe('ready');
    advance(KEEP_MS);
    const after = (await call<{ data: Exported[] }>('GET', '/v2/export/requests?limit=100')).body.data.at(-1)!;
    expect(after).toMatchObject({ id: first.id, status: 'expired', expiresAt: null });
    expect((await call('GET', `/internal/rdrs/${first.id}`)).status).toBe(404);
    // A new day: exports are left again.
    expect((await call('GET', '/v2/export/settings')).body.data.dailyLimit).toBe(DAILY_EXPORTS);
  });

  it('makes an XLSX of the same rows: a workbook the report download serves with its media type', async () => {
    expect((await call('GET', '/v2/export/settings')).body.data.formats).toEqual(['csv', 'xlsx']);
    const to = Math.floor(ledger.now() / 1000);
    const from = now() - 86_400;
    const created = await call<{ data: Exported & { format: string } }>('POST', '/v2/export/requests', {
      type: 'transfers',
      format: 'xlsx',
      from,
      to,
    });
    expect(created.body.data).toMatchObject({ format: 'xlsx', status: 'pending' });
    advance(PREPARE_MS);
    const id = created.body.data.id;
    const listed = (await call<{ data: Exported[] }>('GET', '/v2/export/requests')).body.data.find((e) => e.id === id)!;
    expect(listed).toMatchObject({ status: 'ready', rows: 2 });

    const answer = await fetch(`${TEST_ORIGIN}/internal/rdrs/${id}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(answer.headers.get('content-disposition')).toMatch(/filename="transfers-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const book = readXlsx(new Uint8Array(await answer.arrayBuffer()));
    const tab = (
      await call<{ data: { id: number; from: string; to: string; ticker: string; amount: string; time: number }[] }>(
        'GET',
        '/v2/balances/transfer/history',
      )
    ).body.data.filter((r) => r.time >= from && r.time <= to);
    expect(book.rows).toEqual([
      ['id', 'time', 'from', 'to', 'ticker', 'amount'],
      ...tab.map((r) => [String(r.id), new Date(r.time * 1000).toISOString().replace('.000Z', 'Z'), r.from, r.to, r.ticker, r.amount]),
    ]);
    expect(book.rows.slice(1).map((r) => r[5])).toEqual(['12.5', '250']);
  });
});
