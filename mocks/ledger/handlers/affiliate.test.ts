import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../auth/state';
import { decimal } from '../ledger';
import { settingsState } from '../settings/state';
import { ledgerTestServer } from '../test-kit';

const { call, exchange, ledger, advance } = ledgerTestServer();
const DAY = 86_400_000;

interface Figures {
  clicks: number;
  registrations: number;
  deposits: number;
  earned: string;
}
interface Campaign {
  slug: string;
  status: string;
  landingPages: string[];
  totals: Figures;
}
interface Dashboard {
  code: string;
  totals: Figures;
  paidOut: string;
  processing: string;
  available: string;
  minPayout: string;
}
interface Payout {
  id: number;
  amount: string;
  status: string;
  paidAt?: number;
}

const usdt = () => decimal(ledger.balance('main', 'USDT').available);
const dashboard = async () => (await call<{ data: Dashboard }>('GET', '/v2/affiliate/dashboard')).body.data;
const campaigns = async () => (await call<{ data: Campaign[] }>('GET', '/v2/affiliate/campaigns')).body.data;
const sum = (values: string[]) => values.reduce((t, v) => t.plus(v), new Decimal(0)).toFixed();

describe('the affiliate programme on the ledger', () => {
  beforeAll(() => exchange.login());

  it('lists the campaigns, running first, and sums them on the dashboard; a campaign is the sum of its days', async () => {
    const list = await campaigns();
    expect(list.map((c) => [c.slug, c.status])).toEqual([
      ['earn-weeks', 'active'],
      ['spring-boost', 'active'],
      ['futures-launch', 'ended'],
    ]);
    const d = await dashboard();
    expect(d.code).toBe('demo-trader');
    expect(d.totals.clicks).toBe(list.reduce((t, c) => t + c.totals.clicks, 0));
    expect(d.totals.earned).toBe(sum(list.map((c) => c.totals.earned)));
    // Seeded payouts paid out what was earned before them; the rest is available.
    expect(new Decimal(d.paidOut).plus(d.available).plus(d.processing).toFixed()).toBe(d.totals.earned);
    expect(new Decimal(d.available).gt(d.minPayout)).toBe(true);
    const stats = (
      await call<{ data: { totals: Figures; points: (Figures & { date: number })[] } }>(
        'GET',
        '/v2/affiliate/campaigns/earn-weeks/statistics?period=30d',
      )
    ).body.data;
    expect(stats.points).toHaveLength(30);
    expect(stats.totals).toEqual(list[0]!.totals);
    expect(sum(stats.points.map((p) => p.earned))).toBe(stats.totals.earned);
    // The same figures on every read: they are the ledger's, not a random draw.
    expect((await call('GET', '/v2/affiliate/campaigns/earn-weeks/statistics?period=30d')).body.data).toEqual(stats);
    expect((await call('GET', '/v2/affiliate/campaigns/no-such-campaign')).status).toBe(404);
  });

  it("counts a sign-up with the affiliate's code and the campaign at once, as a click and a registration of its day", async () => {
    const before = (await campaigns()).find((c) => c.slug === 'spring-boost')!.totals;
    createUser(ledger, {
      email: 'new-affiliate-user@example.com',
      consents: [],
      affiliateCode: 'demo-trader',
      utmCampaign: 'spring-boost',
    });
    const after = (await campaigns()).find((c) => c.slug === 'spring-boost')!.totals;
    expect(after).toEqual({ ...before, clicks: before.clicks + 1, registrations: before.registrations + 1 });
    const today = (await call('GET', '/v2/affiliate/campaigns/spring-boost/statistics?period=7d')).body.data.points.at(-1);
    expect(today.registrations).toBe(1);
  });

  it('pays a payout into the main balance once its processing time is over, and only with the personal data saved', async () => {
    const { available } = await dashboard();
    const refused = await call('POST', '/v2/affiliate/payments', { amount: '10' });
    expect(refused.body).toMatchObject({ code: 4708, errors: { amount: [expect.stringMatching(/personal data/)] } });
    const personal = { fullName: 'Olena Kovalenko', country: 'UA', city: 'Lviv', address: '12 Rynok Square', phone: '+380671234567' };
    expect((await call('GET', '/v2/affiliate/personal-data')).body.data).toEqual({ saved: false });
    const saved = await call('POST', '/v2/affiliate/personal-data', personal);
    expect(saved.body.data).toMatchObject({ saved: true, ...personal });
    expect((await call('POST', '/v2/affiliate/personal-data', { ...personal, country: 'Ukraine' })).body.code).toBe(30);
    expect((await call('GET', '/v2/affiliate/personal-data')).body.data.city).toBe('Lviv');

    expect((await call('POST', '/v2/affiliate/payments', { amount: '9.99' })).body.code).toBe(32);
    expect((await call('POST', '/v2/affiliate/payments', { amount: '10.001' })).body.code).toBe(32);
    expect((await call('POST', '/v2/affiliate/payments', { amount: new Decimal(available).plus('0.01').toFixed() })).body.code).toBe(32);

    const main = usdt();
    const payout = (await call<{ data: Payout }>('POST', '/v2/affiliate/payments', { amount: '25.5' })).body.data;
    expect(payout).toMatchObject({ amount: '25.5', status: 'processing' });
    expect(usdt()).toBe(main);
    expect(await dashboard()).toMatchObject({ processing: '25.5', available: new Decimal(available).minus('25.5').toFixed() });
    advance(5_000);
    const list = (await call<{ data: Payout[] }>('GET', '/v2/affiliate/payments')).body.data;
    expect(list[0]).toMatchObject({ id: payout.id, status: 'paid' });
    expect(list.slice(1).every((p) => p.status === 'paid')).toBe(true);
    expect(usdt()).toBe(new Decimal(main).plus('25.5').toFixed());
    expect(ledger.history('affiliate-payouts')[0]).toMatchObject({ payoutId: payout.id, amount: '25.5' });
    // Paid once: another read moves nothing.
    await call('GET', '/v2/affiliate/payments');
    expect(usdt()).toBe(new Decimal(main).plus('25.5').toFixed());
  });

  it('earns the days that pass on the clock', async () => {
    const before = await dashboard();
    advance(3 * DAY);
    const after = await dashboard();
    expect(new Decimal(after.totals.earned).gt(before.totals.earned)).toBe(true);
    expect(after.paidOut).toBe(before.paidOut);
  });

  it("builds tracking links of a running campaign's landing pages, refuses a copy, lists and deletes them", async () => {
    const built = await call('POST', '/v2/affiliate/links', {
      campaign: 'spring-boost',
      landingPage: '/registration-page/welcome',
      subId: 'telegram-pin',
    });
    expect(built.body.data.url).toBe(
      'https://meridian.example/registration-page/welcome?aff=demo-trader&utm_campaign=spring-boost&sub_id=telegram-pin',
    );
    expect(
      (
        await call('POST', '/v2/affiliate/links', {
          campaign: 'spring-boost',
          landingPage: '/registration-page/welcome',
          subId: 'telegram-pin',
        })
      ).body.errors,
    ).toHaveProperty('subId');
    expect((await call('POST', '/v2/affiliate/links', { campaign: 'spring-boost', landingPage: '/markets' })).body.errors).toHaveProperty(
      'landingPage',
    );
    expect(
      (await call('POST', '/v2/affiliate/links', { campaign: 'futures-launch', landingPage: '/registration-page/welcome' })).body.errors,
    ).toHaveProperty('campaign');
    const plain = await call('POST', '/v2/affiliate/links', { campaign: 'earn-weeks', landingPage: '/registration-page/welcome' });
    expect(plain.body.data.url).toBe('https://meridian.example/registration-page/welcome?aff=demo-trader&utm_campaign=earn-weeks');
    expect((await call('GET', '/v2/affiliate/links')).body.data.map((l: { id: number }) => l.id)).toEqual([
      plain.body.data.id,
      built.body.data.id,
    ]);
    expect((await call('GET', '/v2/affiliate/links?campaign=earn-weeks')).body.data).toHaveLength(1);
    expect((await call('DELETE', `/v2/affiliate/links/${built.body.data.id}`)).status).toBe(204);
    expect((await call('DELETE', `/v2/affiliate/links/${built.body.data.id}`)).status).toBe(404);
    expect((await call('GET', '/v2/affiliate/links')).body.data).toHaveLength(1);
  });

  it('refuses an account that is not an approved affiliate (403) and a guest (401)', async () => {
    settingsState(ledger).affiliate.status = 'pending';
    expect((await call('GET', '/v2/affiliate/dashboard')).status).toBe(403);
    settingsState(ledger).affiliate.status = 'approved';
    exchange.logout();
    expect((await call('GET', '/v2/affiliate/campaigns')).status).toBe(401);
    exchange.login();
  });
});
