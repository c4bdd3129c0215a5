/** The misc operations: channel credentials, bonuses by the clock, tax sign-in, the saved language, the system page. */
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createMockExchange } from '../../create-exchange';
import { memoryStore } from '../../exchange/storage';
import { mockHandlers } from '../../handlers';
import { DEMO_USER_ID } from '../auth/state';
import { ledgerTestServer, TEST_NOW, TEST_ORIGIN } from '../test-kit';
import { userLanguage } from './misc';

const store = memoryStore();
const { call, exchange, ledger } = ledgerTestServer({ store });

describe('misc', () => {
  it('gives the account channel of the signed-in user', async () => {
    const { data } = (await call('GET', '/v2/profile/get-channel-credentials')).body;
    expect(data.channel).toBe(`account#${DEMO_USER_ID}`);
    expect(data.expiresAt).toBe(Math.floor(TEST_NOW / 1000) + 3600);
    expect(data.token.split('.')).toHaveLength(3);
  });

  it('lists the bonuses newest first, expired once past their date', async () => {
    const bonuses = (await call('GET', '/v2/bonus-center')).body.data as { createdAt: string; status: string; title: string }[];
    expect(bonuses.map((b) => b.createdAt)).toEqual([...bonuses.map((b) => b.createdAt)].sort().reverse());
    expect(bonuses.find((b) => b.title === 'Welcome bonus')?.status).toBe('active');
    expect(bonuses.find((b) => b.title === 'Referral reward')?.status).toBe('expired');
    ledger.fastForward(30 * 86_400_000);
    const later = (await call('GET', '/v2/bonus-center')).body.data as { status: string; title: string }[];
    expect(later.find((b) => b.title === 'Welcome bonus')?.status).toBe('expired');
    expect(later.find((b) => b.title === 'First deposit cashback')?.status).toBe('used');
  });

  it('signs in to the tax partner and saves the language', async () => {
    expect((await call('POST', '/v2/tax-login')).body.data.redirectUrl).toMatch(
      /^https:\/\/tax\.example\/meridian\/sso\?token=[0-9a-f]{24}$/,
    );
    expect((await call('POST', '/v2/lang/tr')).status).toBe(204);
    expect(userLanguage(ledger)).toBe('tr');
    expect((await call('POST', '/v2/lang/xx')).status).toBe(422);
    expect((await call('POST', '/v2/lang/TR!')).status).toBe(422);
    expect(userLanguage(ledger)).toBe('tr');
    const second = createMockExchange(store, { seed: 7, now: () => TEST_NOW, saveDelayMs: 0 });
    expect(userLanguage(second.ledger)).toBe('tr');
    const response = await getResponse(mockHandlers(second), new Request(`${TEST_ORIGIN}/v2/bonus-center`));
    expect(((await response!.json()) as { data: unknown[] }).data).toHaveLength(4);
  });

  it('lists the communication languages and the system status', async () => {
    const languages = (await call('GET', '/v2/languages/communication')).body.data as { code: string }[];
    expect(languages.map((l) => l.code)).toEqual(expect.arrayContaining(['en', 'tr', 'de', 'uk']));
    const page = (await call('GET', '/v2/system-page')).body.data;
    expect(page).toMatchObject({ status: 'operational', expectedEndAt: null });
    expect(Date.parse(page.startedAt)).toBeLessThan(ledger.createdAt);
  });

  it('answers 401 to a guest where a session is needed', async () => {
    exchange.logout();
    expect((await call('GET', '/v2/profile/get-channel-credentials')).status).toBe(401);
    expect((await call('GET', '/v2/bonus-center')).status).toBe(401);
    expect((await call('POST', '/v2/tax-login')).status).toBe(401);
    expect((await call('POST', '/v2/lang/en')).status).toBe(401);
    expect((await call('GET', '/v2/languages/communication')).status).toBe(200);
    expect((await call('GET', '/v2/system-page')).status).toBe(200);
  });
});
