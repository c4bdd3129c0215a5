/** The general operations: a CSRF token per session, both server clocks on the ledger's clock, the region's config. */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../auth/state';
import { ledgerTestServer, TEST_NOW } from '../test-kit';

const { call, ledger, advance } = ledgerTestServer();

describe('general', () => {
  it('keeps one CSRF token for the session and a new one after logout and login', async () => {
    const first = (await call('GET', '/v2/index')).body.data.token as string;
    expect(first.length).toBeGreaterThanOrEqual(16);
    expect((await call('GET', '/v2/index')).body.data.token).toBe(first);
    await call('POST', '/logout');
    const guest = (await call('GET', '/v2/index')).body.data.token as string;
    expect(guest).not.toBe(first);
    await call('POST', '/v2/login', { email: 'demo@meridian.example', password: DEMO_PASSWORD });
    const signedIn = (await call('GET', '/v2/index')).body.data.token as string;
    expect(signedIn).not.toBe(guest);
    expect((await call('GET', '/v2/index')).body.data.token).toBe(signedIn);
  });

  it('tells the time of the ledger clock, on the web API and on the public API v4', async () => {
    const web = await call('GET', '/v2/time');
    expect(web.body).toEqual({ data: { time: Math.floor(TEST_NOW / 1000) } });
    const publicTime = await call('GET', '/api/v4/public/time');
    expect(publicTime.body).toEqual({ time: Math.floor(TEST_NOW / 1000) });
    advance(90_000);
    ledger.fastForward(3_600_000);
    const later = Math.floor((TEST_NOW + 90_000 + 3_600_000) / 1000);
    expect((await call('GET', '/v2/time')).body.data.time).toBe(later);
    expect((await call('GET', '/api/v4/public/time')).body.time).toBe(later);
  });

  it('serves the global region config with its campaigns active by the clock', async () => {
    const { config, campaigns } = (await call('GET', '/v3/config')).body.data;
    expect(config).toMatchObject({ region: 'global', countryCode: 'GB', locales: ['en', 'tr'], maintenance: false });
    expect(config.features.koinly).toEqual({ enabled: false, hide: true });
    expect(config.features.margin).toEqual({ enabled: true, hide: false });
    // Guests cannot read GET /v2/settings: the sign-in buttons' flags come with the config.
    expect(config.features.OauthGoogleLogin).toEqual({ enabled: true, hide: false });
    expect(config.features.OauthAppleLogin).toEqual({ enabled: true, hide: false });
    expect(campaigns['wbt-boost'].active).toBe(true);
    expect(campaigns['altcoin-weekend'].active).toBe(false);
    for (const c of Object.values(campaigns) as { startsAt: string; endsAt: string }[]) expect(c.startsAt < c.endsAt).toBe(true);
    ledger.fastForward(60 * 86_400_000);
    expect((await call('GET', '/v3/config')).body.data.campaigns['wbt-boost'].active).toBe(false);
  });
});
