import Decimal from 'decimal.js';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createMockExchange } from '../../create-exchange';
import { USDT_FIAT_RATES } from '../../exchange/rest-handlers';
import { memoryStore } from '../../exchange/storage';
import { mockHandlers } from '../../handlers';
import { ADDRESS_FORMATS } from '../money/currencies';
import { settleFiatDeposit } from '../money/fiat-deposits';
import { decimal } from '../ledger';
import { expectTagAnswered } from '../money/tag-coverage';
import { ledgerTestServer, TEST_NOW, TEST_ORIGIN } from '../test-kit';

const store = memoryStore();
const { call, exchange, ledger } = ledgerTestServer({ store });

interface Network {
  code: string;
  isMemo?: boolean;
  minDeposit: string;
  minWithdraw: string;
  withdrawFee: string;
}
interface Currency {
  ticker: string;
  isFiat: boolean;
  decimal: number;
  networks: Network[];
  providers: { ticker: string }[];
}
interface Rate {
  ticker: string;
  quote: string;
  rate: string;
}

/** Which networks each coin moves on: a network belongs to its coin. */
const EXPECTED_NETWORKS: Record<string, string[]> = {
  BTC: ['BTC'],
  ETH: ['ERC20'],
  USDT: ['TRC20', 'ERC20', 'BEP20'],
  SOL: ['SOL'],
  XRP: ['XRP'],
  TON: ['TON'],
  DOGE: ['DOGE'],
};

describe('profile', () => {
  it('answers every profile operation from the ledger, guests 401 where the call needs a session', async () => {
    await expectTagAnswered('profile', exchange, call);
  });

  it('lists the currencies with the networks of their own coin, fees and limits', async () => {
    const list = (await call<{ data: Currency[] }>('GET', '/v2/currencies/data')).body.data;
    const byTicker = new Map(list.map((c) => [c.ticker, c]));
    for (const [ticker, networks] of Object.entries(EXPECTED_NETWORKS))
      expect(byTicker.get(ticker)?.networks.map((n) => n.code)).toEqual(networks);
    expect(byTicker.get('XRP')!.networks[0]!.isMemo).toBe(true);
    expect(byTicker.get('TON')!.networks[0]!.isMemo).toBe(true);
    expect(byTicker.get('BTC')!.networks[0]!.isMemo).toBeUndefined();
    for (const c of list) {
      if (c.isFiat) {
        expect(c.networks).toEqual([]);
        expect(c.providers.length).toBeGreaterThan(0);
        for (const p of c.providers) expect(p.ticker).toBe(c.ticker);
      }
      for (const n of c.networks) {
        expect(new Decimal(n.minWithdraw).gt(n.withdrawFee)).toBe(true);
        expect(new Decimal(n.minDeposit).gt(0)).toBe(true);
      }
    }
    expect(byTicker.get('TRY')?.isFiat).toBe(true);
    expect(byTicker.get('EUR')?.isFiat).toBe(true);
    // Every ticker the ledger holds is a listed currency.
    for (const ticker of exchange.ledger.tickers()) expect(byTicker.has(ticker), ticker).toBe(true);
    expect((await call('GET', '/v2/profile/currencies')).body.data).toEqual(list);
  });

  it('lists the address types of every network', async () => {
    const types = (await call<{ data: { network: string; types: string[] }[] }>('GET', '/v2/address/types')).body.data;
    expect(types.find((t) => t.network === 'BTC')?.types).toEqual(['segwit', 'legacy']);
    expect(types.find((t) => t.network === 'TRC20')?.types).toEqual(['default']);
  });

  it('has the seeded deposit addresses, each in its network format, and 404 for none yet', async () => {
    const usdt = (await call('GET', '/v2/profile/address/USDT')).body.data as { network: string; address: string }[];
    expect(usdt.map((a) => a.network).sort()).toEqual(['ERC20', 'TRC20']);
    for (const a of usdt) expect(a.address).toMatch(ADDRESS_FORMATS[a.network]!);
    const btc = (await call('GET', '/v2/profile/address/BTC/BTC')).body.data;
    expect(btc.address).toMatch(/^bc1q/);
    expect(btc.type).toBe('segwit');
    // ETH and USDT on ERC20 share the user's one EVM address.
    const eth = (await call('GET', '/v2/profile/address/ETH/ERC20')).body.data;
    expect(eth.address).toBe(usdt.find((a) => a.network === 'ERC20')!.address);
    expect((await call('GET', '/v2/profile/address/XRP/XRP')).status).toBe(404);
    expect((await call('GET', '/v2/profile/address/BTC/TRC20')).status).toBe(404);
  });

  it('creates deposit addresses: format per network, memo where needed, refusing a foreign network', async () => {
    for (const [ticker, network, type] of [
      ['XRP', 'XRP'],
      ['TON', 'TON'],
      ['USDT', 'BEP20'],
      ['SOL', 'SOL'],
      ['DOGE', 'DOGE'],
      ['BTC', 'BTC', 'legacy'],
    ] as const) {
      const made = await call('POST', '/v2/profile/address', { ticker, network, ...(type ? { type } : {}) });
      expect(made.status, `${ticker} ${network}`).toBe(200);
      expect(made.body.data.address).toMatch(ADDRESS_FORMATS[network]!);
      expect(made.body.data.createdAt).toBe(Math.floor(TEST_NOW / 1000));
      if (network === 'XRP' || network === 'TON') expect(made.body.data.memo).toMatch(/^\d+$/);
      else expect(made.body.data.memo).toBeUndefined();
      expect((await call('GET', `/v2/profile/address/${ticker}/${network}`)).body.data).toEqual(made.body.data);
    }
    expect((await call('POST', '/v2/profile/address', { ticker: 'BTC', network: 'TRC20' })).status).toBe(422);
    expect((await call('POST', '/v2/profile/address', { ticker: 'BTC', network: 'BTC', type: 'taproot' })).status).toBe(422);
    expect((await call('POST', '/v2/profile/address', { ticker: 'ABC', network: 'BTC' })).status).toBe(422);
    expect((await call('POST', '/v2/profile/address', {})).status).toBe(422);
  });

  it('lists every address made on a network, of every currency and type, newest first, a page at a time', async () => {
    type Page = {
      data: { ticker: string; network: string; createdAt: number }[];
      pagination: { total: number; limit: number; offset: number };
    };
    const erc20 = (await call<Page>('GET', '/v2/profile/address-history/ERC20')).body;
    expect(new Set(erc20.data.map((a) => a.ticker))).toEqual(new Set(['ETH', 'USDT']));
    expect(erc20.data.every((a) => a.network === 'ERC20')).toBe(true);
    for (let i = 1; i < erc20.data.length; i++) expect(erc20.data[i - 1]!.createdAt).toBeGreaterThanOrEqual(erc20.data[i]!.createdAt);
    const first = (await call<Page>('GET', '/v2/profile/address-history/ERC20?limit=1&offset=1')).body;
    expect(first.pagination).toEqual({ limit: 1, offset: 1, total: erc20.pagination.total });
    expect(first.data).toEqual(erc20.data.slice(1, 2));
    expect((await call('GET', '/v2/profile/address-history/NOPE')).status).toBe(404);
  });

  it('starts a fiat deposit with a provider, credits the amount less its fee once paid, cancels one that is not', async () => {
    type Deposit = { transactionId: string; amount: string; fee: string; status: string; url?: string; completedAt?: number };
    const eurBefore = ledger.balance('main', 'EUR').available;
    const started = await call<{ data: Deposit }>('POST', '/v2/profile/fiat-deposit', {
      ticker: 'EUR',
      provider: 'Visa/Mastercard',
      amount: '150',
    });
    expect(started.status).toBe(200);
    const { transactionId } = started.body.data;
    expect(started.body.data).toMatchObject({
      amount: '150',
      fee: '3',
      status: 'pending',
      url: `/payment/visamaster-deposit?transactionId=${transactionId}`,
    });
    expect((await call<{ data: Deposit }>('GET', `/v2/profile/fiat-deposit/${transactionId}`)).body.data.status).toBe('pending');
    settleFiatDeposit(ledger, transactionId, true);
    const done = (await call<{ data: Deposit }>('GET', `/v2/profile/fiat-deposit/${transactionId}`)).body.data;
    expect(done.status).toBe('completed');
    expect(done.url).toBeUndefined();
    expect(decimal(ledger.balance('main', 'EUR').available - eurBefore)).toBe('147');
    expect(ledger.history('deposits')[0]).toMatchObject({ transactionId, ticker: 'EUR', amount: '150', fee: '3', credited: '147' });
    // Paid twice: nothing more.
    settleFiatDeposit(ledger, transactionId, true);
    expect(decimal(ledger.balance('main', 'EUR').available - eurBefore)).toBe('147');
    // Not paid: cancelled, no credit.
    const other = (await call<{ data: Deposit }>('POST', '/v2/profile/fiat-deposit', { ticker: 'TRY', provider: 'Papara', amount: '500' }))
      .body.data;
    expect(other.fee).toBe('5');
    settleFiatDeposit(ledger, other.transactionId, false);
    expect((await call<{ data: Deposit }>('GET', `/v2/profile/fiat-deposit/${other.transactionId}`)).body.data.status).toBe('cancelled');
    // Refused: a provider of another currency, below the provider's minimum, not fiat, unknown id.
    const refused = async (body: object) => (await call('POST', '/v2/profile/fiat-deposit', body)).status;
    expect(await refused({ ticker: 'EUR', provider: 'Papara', amount: '100' })).toBe(422);
    expect(await refused({ ticker: 'EUR', provider: 'Visa/Mastercard', amount: '5' })).toBe(422);
    expect(await refused({ ticker: 'BTC', provider: 'Visa/Mastercard', amount: '50' })).toBe(422);
    expect((await call('GET', '/v2/profile/fiat-deposit/fd-9')).status).toBe(404);
  });

  it('keeps the ledger rates and adds what the balances need to be valued', async () => {
    const rates = (await call<{ data: Rate[] }>('GET', '/v2/currencies/rates')).body.data;
    const find = (ticker: string, quote: string) => rates.find((r) => r.ticker === ticker && r.quote === quote)?.rate;
    expect(find('BTC', 'USDT')).toBe(exchange.simulated('BTC-USDT').statistics().last);
    expect(find('USDC', 'USDT')).toBe('1');
    for (const ticker of exchange.ledger.tickers())
      expect(ticker === 'USDT' || find(ticker, 'USDT') !== undefined || find(ticker, 'BTC') !== undefined, ticker).toBe(true);
    expect(new Decimal(find('EUR', 'USDT')!).times(USDT_FIAT_RATES.EUR!).toDecimalPlaces(8).eq(1)).toBe(true);
  });

  it('crosses rates into one currency through USDT, exactly where it multiplies', async () => {
    const inEur = (await call<{ data: Rate[] }>('GET', '/v2/currencies/rates/EUR')).body.data;
    const btc = exchange.simulated('BTC-USDT').statistics().last;
    expect(inEur.find((r) => r.ticker === 'BTC')?.rate).toBe(new Decimal(btc).times(USDT_FIAT_RATES.EUR!).toFixed());
    expect(inEur.find((r) => r.ticker === 'USDT')?.rate).toBe(USDT_FIAT_RATES.EUR);
    expect(inEur.every((r) => r.quote === 'EUR' && r.ticker !== 'EUR')).toBe(true);
    const inBtc = (await call<{ data: Rate[] }>('GET', '/v2/currencies/rates/BTC')).body.data;
    const eth = exchange.simulated('ETH-USDT').statistics().last;
    expect(inBtc.find((r) => r.ticker === 'ETH')?.rate).toBe(
      new Decimal(eth).div(btc).toDecimalPlaces(12, Decimal.ROUND_HALF_UP).toFixed(),
    );
    const inUsdt = (await call<{ data: Rate[] }>('GET', '/v2/currencies/rates/USDT')).body.data;
    expect(new Decimal(inUsdt.find((r) => r.ticker === 'WBT')!.rate).eq(exchange.simulated('WBT-USDT').statistics().last)).toBe(true);
    expect((await call('GET', '/v2/currencies/rates/XYZ')).status).toBe(404);
  });

  it('keeps the addresses for a second exchange on the same store', async () => {
    const xrp = (await call('GET', '/v2/profile/address/XRP')).body.data;
    const second = createMockExchange(store, { seed: 7, now: () => TEST_NOW, saveDelayMs: 0 });
    const response = await getResponse(mockHandlers(second), new Request(`${TEST_ORIGIN}/v2/profile/address/XRP`));
    expect(((await response!.json()) as { data: unknown }).data).toEqual(xrp);
  });
});
