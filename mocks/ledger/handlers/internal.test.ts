/**
 * The internal operations: country, content collections in date order, entry files served as real PDFs, the sitemap
 * from the route table, the statement PDF and the mining CSVs with their content types, locale messages and the build.
 */
import { describe, expect, it } from 'vitest';
import { ContentEntryList } from '../../../generated/api/model/contentEntryList.zod';
import { ledgerTestServer, TEST_NOW } from '../test-kit';
import { DEMO_BUILD } from './internal';

const { call, exchange, ledger } = ledgerTestServer();

/** The month of the ledger's clock (a test above moves it on). */
const month = () => new Date(ledger.now()).toISOString().slice(0, 7);

const isPdf = (text: string) => {
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  expect(text).not.toContain('\u0000');
  // The cross-reference table points at each object.
  const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
  expect(text.slice(xref, xref + 4)).toBe('xref');
  const offsets = [...text.slice(xref).matchAll(/(\d{10}) 00000 n /g)].map((m) => Number(m[1]));
  expect(offsets.length).toBeGreaterThan(0);
  offsets.forEach((offset, i) => expect(text.slice(offset, offset + String(i + 1).length + 6)).toBe(`${i + 1} 0 obj`));
};

describe('internal', () => {
  it('answers the country and a fixed build manifest', async () => {
    expect((await call('GET', '/internal/userCountry')).body).toEqual({ countryCode: 'GB' });
    const build = await call('GET', '/internal/build-manifest.json');
    expect(build.body).toEqual(DEMO_BUILD);
    expect(build.headers.get('cache-control')).toBe('no-cache');
  });

  it('lists readable content, newest first and dated before the ledger was laid', async () => {
    for (const collection of ['releases', 'news', 'help', 'pages', 'gift-cards', 'new-listings']) {
      const list = (await call('GET', `/internal/hmd/${collection}`)).body as { slug: string; title: string; updatedAt: string }[];
      expect(ContentEntryList.parse(list).length).toBeGreaterThan(1);
      const dates = list.map((e) => e.updatedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(Date.parse(dates[0]!)).toBeLessThan(ledger.createdAt);
    }
    const entry = (await call('GET', '/internal/hmd/releases/grid-bots-on-futures')).body;
    expect(entry.title).toBe('Grid bots on futures');
    expect(entry.body).toContain('<h2>');
    expect(entry.body).not.toMatch(/lorem/i);
    expect((await call('GET', '/internal/hmd/releases/no-such-entry')).status).toBe(404);
    expect((await call('GET', '/internal/hmd/unknown-collection')).body).toEqual([]);
  });

  it('serves the files of an entry as PDFs at the URLs it lists', async () => {
    const files = (await call('GET', '/internal/hmd/legal/terms-of-use/files')).body as {
      url: string;
      size: number;
      contentType: string;
    }[];
    expect(files).toHaveLength(1);
    expect(files[0]!.contentType).toBe('application/pdf');
    const pdf = await call('GET', new URL(files[0]!.url).pathname);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="terms-of-use.pdf"');
    expect(pdf.body.length).toBe(files[0]!.size);
    isPdf(pdf.body as string);
    expect((await call('GET', '/internal/hmd/releases/grid-bots-on-futures/files')).body).toEqual([]);
  });

  it('lists the public pages of the route table in the sitemap, with parameters filled', async () => {
    const urls = (await call('GET', '/internal/__sitemap__/uniqueUrls')).body as {
      loc: string;
      alternatives: { hreflang: string; href: string }[];
    }[];
    const locs = urls.map((u) => u.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        '/',
        '/markets',
        '/trade/BTC-USDT',
        '/releases/grid-bots-on-futures',
        '/assets/BTC',
        '/launchpad/projects/nova-grid',
        '/trading-competition/btc-volume-sprint',
      ]),
    );
    expect(locs.some((l) => l.includes(':'))).toBe(false);
    expect(locs).not.toContain('/balance');
    expect(urls.find((u) => u.loc === '/markets')!.alternatives).toEqual([
      { hreflang: 'en', href: '/markets' },
      { hreflang: 'tr', href: '/tr/markets' },
    ]);
  });

  it('makes the statement a PDF of the ledger balances for the signed-in user only', async () => {
    const id = '0b9e7a52-3c1d-4f8e-9a6b-2d5c8e1f4a70';
    const statement = await call('GET', `/internal/rdrs/${id}`);
    expect(statement.status).toBe(200);
    expect(statement.headers.get('content-type')).toBe('application/pdf');
    expect(statement.headers.get('content-disposition')).toBe(`attachment; filename="statement-${month()}.pdf"`);
    isPdf(statement.body as string);
    expect(statement.body).toContain('(spot         BTC');
    expect((await call('GET', '/internal/rdrs/not-a-uuid')).status).toBe(404);
    exchange.logout();
    expect((await call('GET', `/internal/rdrs/${id}`)).status).toBe(404);
    exchange.login();
  });

  it("makes the mining reports real CSVs from the mining ledger: each paid day's reward, each worker's whole days", async () => {
    const to = Math.floor(TEST_NOW / 1000);
    const from = to - 7 * 86_400;
    const pool = await call('GET', `/internal/mining-pool/report?from=${from}&to=${to}`);
    expect(pool.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(pool.headers.get('content-disposition')).toBe(`attachment; filename="mining-pool-${month()}.csv"`);
    const lines = (pool.body as string).trimEnd().split('\n');
    expect(lines[0]).toBe('date,account,hashrate,reward,ticker');
    // The seeded account's days before today (today is not over, so not paid yet).
    expect(lines).toHaveLength(1 + 6);
    expect(lines[1]).toMatch(/^2026-11-14,meridian01,\d+\.\d{2} TH\/s,0\.\d{8},BTC$/);
    // The rows are the rewards the mining calls list.
    const paid = await call<{ data: { date: number; reward: string }[] }>('GET', '/v2/mining-pool/rewards?limit=100');
    const day14 = paid.body.data.find((r) => r.date === Date.UTC(2026, 10, 14) / 1000)!;
    expect(lines[1]!.split(',')[3]).toBe(day14.reward);
    expect(pool.body).not.toContain('\u0000');
    // The same period gives the same report.
    expect((await call('GET', `/internal/mining-pool/report?from=${from}&to=${to}`)).body).toBe(pool.body);

    const account = (await call('GET', '/internal/mining-pool/51234/report')).body as string;
    expect(account.split('\n')[0]).toBe('date,hashrate,reward,ticker');
    expect(account.trimEnd().split('\n')).toHaveLength(1 + 29);
    expect((await call('GET', '/internal/mining-pool/99999/report')).status).toBe(404);
    const worker = await call('GET', `/internal/mining-pool/51234/workers/880412/report?from=${from}&to=${to}`);
    expect(worker.headers.get('content-disposition')).toBe('attachment; filename="worker-880412.csv"');
    expect((worker.body as string).split('\n')[0]).toBe('time,hashrate,shares_accepted,shares_rejected');
    expect((worker.body as string).split('\n')[1]).toMatch(/^2026-11-14T00:00:00Z,1\d\d\.\d{2} TH\/s,\d+,\d+$/);
    expect((await call('GET', '/internal/mining-pool/report?from=yesterday')).status).toBe(400);

    exchange.logout();
    expect((await call('GET', '/internal/mining-pool/report')).body).toBe('date,account,hashrate,reward,ticker\n');
    expect((await call('GET', '/internal/mining-pool/51234/report')).status).toBe(404);
    exchange.login();
  });

  it('serves the locale messages of locales/ in the contract shape and 404 for an unknown namespace', async () => {
    const common = await call('GET', '/internal/i18n/tr/common');
    expect(common.status).toBe(200);
    expect(common.headers.get('cache-control')).toBe('public, max-age=3600');
    for (const value of Object.values(common.body as Record<string, unknown>))
      if (typeof value !== 'string') for (const inner of Object.values(value as object)) expect(typeof inner).toBe('string');
    const competitions = (await call('GET', '/internal/i18n/en/competitions')).body as Record<string, unknown>;
    expect(Object.keys(competitions).length).toBeGreaterThan(0);
    expect((await call('GET', '/internal/i18n/en/no-such-namespace')).status).toBe(404);
    expect((await call('GET', '/internal/i18n/xx/common')).status).toBe(404);
  });
});
