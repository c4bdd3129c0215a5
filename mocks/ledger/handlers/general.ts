/**
 * The ledger's answers to the contract's `general` operations: the session's CSRF token (from the auth slice: the
 * same token for the whole session, a new one after each login and logout), the server clock of the web API and of
 * the public API v4 (both the ledger's simulated clock, so a fast-forward moves them too) and the server config of
 * the demo's region (global) with its campaigns dated around the day the demo's ledger was laid, and the Google and
 * Apple sign-in flags of the settings' permissions (guests cannot read those).
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { CsrfTokenResponse } from '../../../generated/api/model/csrfTokenResponse.zod';
import { PublicServerTime } from '../../../generated/api/model/publicServerTime.zod';
import { ServerConfigResponse } from '../../../generated/api/model/serverConfigResponse.zod';
import { ServerTimeResponse } from '../../../generated/api/model/serverTimeResponse.zod';
import { global } from '../../../regions/global';
import { authState } from '../auth/state';
import { json, seconds, type LedgerContext } from '../http';
import type { Ledger } from '../ledger';
import { permissions } from '../settings/session-user';

const DAY = 86_400_000;
/** Midnight UTC of a ledger time, as the contract's date-time. */
const day = (ms: number): string => new Date(Math.floor(ms / DAY) * DAY).toISOString().replace('.000Z', 'Z');

/** The campaigns of the config, dated from the ledger's first day; active while the clock is inside their dates. */
export function campaigns(ledger: Ledger) {
  const start = ledger.createdAt;
  const list = [
    {
      id: 214,
      slug: 'wbt-boost',
      title: 'WBT Boost: up to 12% APR on held WBT',
      from: -19,
      to: 41,
      url: 'https://meridian.example/wbt/boost',
    },
    { id: 221, slug: 'new-listings-week', title: 'New listings week: zero maker fees on TON and XRP', from: -5, to: 9 },
    {
      id: 198,
      slug: 'altcoin-weekend',
      title: 'Altcoin weekend',
      from: -21,
      to: -19,
      url: 'https://meridian.example/trading-competition/altcoin-weekend',
    },
  ];
  return Object.fromEntries(
    list.map((c) => {
      const startsAt = Math.floor((start + c.from * DAY) / DAY) * DAY;
      const endsAt = Math.floor((start + c.to * DAY) / DAY) * DAY;
      const now = ledger.now();
      return [
        c.slug,
        {
          id: c.id,
          slug: c.slug,
          title: c.title,
          active: startsAt <= now && now < endsAt,
          startsAt: day(startsAt),
          endsAt: day(endsAt),
          ...(c.url ? { url: c.url } : {}),
        },
      ];
    }),
  );
}

export function generalHandlers(ctx: LedgerContext): RequestHandler[] {
  const { ledger } = ctx;
  return [
    http.get('*/v2/index', () => json(CsrfTokenResponse, { data: { token: authState(ledger).csrf } })),
    http.get('*/v2/time', () => json(ServerTimeResponse, { data: { time: seconds(ledger.now()) } })),
    // The public API v4 answers `{"time": <seconds>}` with no envelope and no caching.
    http.get('*/api/v4/public/time', () => {
      const body = PublicServerTime.parse({ time: seconds(ledger.now()) });
      return HttpResponse.json(body, { headers: { 'Cache-Control': 'no-store' } });
    }),
    http.get('*/v3/config', () => {
      const signInFlags = permissions();
      return json(ServerConfigResponse, {
        data: {
          config: {
            region: global.id,
            countryCode: 'GB',
            locales: [...global.locales],
            maintenance: false,
            // The demo asks for no captcha (the settings call says the same).
            captcha: { provider: 'geetest', enabled: false },
            // The region's modules, and for guests the sign-in buttons' flags of the settings' permissions.
            features: { ...global.features, OauthGoogleLogin: signInFlags.OauthGoogleLogin, OauthAppleLogin: signInFlags.OauthAppleLogin },
          },
          campaigns: campaigns(ledger),
        },
      });
    }),
  ];
}
