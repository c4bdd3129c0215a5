/**
 * The ledger's answers to the contract's `misc` operations: the account channel's credentials, the bonus centre
 * (seeded bonuses whose status follows the ledger's clock), the tax partner's sign-in, the user's language (kept in
 * the `misc` slice: userLanguage() reads it), the communication languages and the system page.
 */
import { http, type RequestHandler } from 'msw';
import { ActivateBonusCenterBonus200Response, GetVipProgram200Response, SetUserLanguageParams } from '../../../generated/api/misc/misc.zod';
import { BonusCenterResponse } from '../../../generated/api/model/bonusCenterResponse.zod';
import { ChannelCredentialsResponse } from '../../../generated/api/model/channelCredentialsResponse.zod';
import { CommunicationLanguagesResponse } from '../../../generated/api/model/communicationLanguagesResponse.zod';
import { SystemPageResponse } from '../../../generated/api/model/systemPageResponse.zod';
import { TaxLoginResponse } from '../../../generated/api/model/taxLoginResponse.zod';
import { currentUser, demoJwt, draw, hex } from '../auth/state';
import { parse } from '../auth/request';
import { json, noContent, notFound, seconds, signedIn, validation, type LedgerContext } from '../http';
import { grantBonus } from '../money/bonuses';
import type { Ledger } from '../ledger';
import { settingsState } from '../settings/state';
import { vipProgramme } from '../vip/vip-programme';

const DAY = 86_400_000;

/** The languages the exchange writes e-mails and notifications in (their own names). */
export const COMMUNICATION_LANGUAGES: readonly { code: string; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'tr', name: 'Türkçe' },
  { code: 'de', name: 'Deutsch' },
  { code: 'es', name: 'Español' },
  { code: 'pl', name: 'Polski' },
  { code: 'uk', name: 'Українська' },
  { code: 'kk', name: 'Қазақ тілі' },
  { code: 'ka', name: 'ქართული' },
];

interface Bonus {
  id: number;
  title: string;
  ticker: string;
  amount: string;
  /** What the user did with it; expiry is decided by the clock. */
  state: 'available' | 'active' | 'used';
  createdAt: number;
  expiresAt?: number;
}

export interface MiscState {
  /** The user's interface language (POST /v2/lang/{lang}). */
  language: string;
  bonuses: Bonus[];
}

function seedMisc(ledger: Ledger): MiscState {
  const at = (days: number, hours = 9) => Math.floor((ledger.createdAt + days * DAY) / DAY) * DAY + hours * 3_600_000;
  return {
    language: 'en',
    bonuses: [
      { id: 9021, title: 'Welcome bonus', ticker: 'USDT', amount: '10', state: 'active', createdAt: at(-6), expiresAt: at(24) },
      {
        id: 9034,
        title: 'Futures trading voucher',
        ticker: 'USDT',
        amount: '25',
        state: 'available',
        createdAt: at(-1, 14),
        expiresAt: at(13),
      },
      { id: 9007, title: 'First deposit cashback', ticker: 'WBT', amount: '0.5', state: 'used', createdAt: at(-33, 15) },
      {
        id: 8990,
        title: 'Referral reward',
        ticker: 'BTC',
        amount: '0.0001',
        state: 'available',
        createdAt: at(-60, 11),
        expiresAt: at(-30, 11),
      },
    ],
  };
}

export const miscState = (ledger: Ledger): MiscState => ledger.slice('misc', seedMisc);

/** The language the user saved (for the settings call's user.language). */
export const userLanguage = (ledger: Ledger): string => miscState(ledger).language;

const iso = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A bonus as the bonus centre shows it: an unused one past its end has expired. */
function wireBonus(b: Bonus, now: number) {
  return {
    id: b.id,
    title: b.title,
    ticker: b.ticker,
    amount: b.amount,
    status: b.state !== 'used' && b.expiresAt !== undefined && b.expiresAt <= now ? ('expired' as const) : b.state,
    createdAt: iso(b.createdAt),
    ...(b.expiresAt === undefined ? {} : { expiresAt: iso(b.expiresAt) }),
  };
}

export function miscHandlers(ctx: LedgerContext): RequestHandler[] {
  const { ledger } = ctx;
  return [
    http.get('*/v2/profile/get-channel-credentials', () =>
      signedIn(ctx, () => {
        const { userId } = currentUser(ledger);
        const expiresAt = seconds(ledger.now()) + 3600;
        return json(ChannelCredentialsResponse, {
          data: { token: demoJwt(ledger, { sub: String(userId), exp: expiresAt }), channel: `account#${userId}`, expiresAt },
        });
      }),
    ),
    http.get('*/v2/bonus-center', () =>
      signedIn(ctx, () => {
        const now = ledger.now();
        const bonuses = [...miscState(ledger).bonuses].sort((a, b) => b.createdAt - a.createdAt);
        return json(BonusCenterResponse, { data: bonuses.map((b) => wireBonus(b, now)) });
      }),
    ),
    http.post('*/v2/bonus-center/:id/activate', ({ params }) =>
      signedIn(ctx, () => {
        const now = ledger.now();
        const bonus = miscState(ledger).bonuses.find((b) => String(b.id) === String(params.id));
        if (!bonus) return notFound('Bonus not found.');
        const status = wireBonus(bonus, now).status;
        if (status !== 'available') return validation(30, { id: [`This bonus is ${status}, not available.`] });
        bonus.state = 'active';
        // The voucher becomes a trading bonus of the collateral account until it expires (30 days when it had no end).
        grantBonus(ledger, {
          ticker: bonus.ticker,
          amount: bonus.amount,
          expiresAt: bonus.expiresAt ?? now + 30 * DAY,
          voucherId: bonus.id,
        });
        ledger.changed();
        return json(ActivateBonusCenterBonus200Response, { data: wireBonus(bonus, now) });
      }),
    ),
    http.post('*/v2/tax-login', () =>
      signedIn(ctx, () => {
        const oneTime = hex(draw(ledger, 'tax-login'), 24);
        ledger.record('tax-logins', { userId: currentUser(ledger).userId });
        return json(TaxLoginResponse, { data: { redirectUrl: `https://tax.example/meridian/sso?token=${oneTime}` } });
      }),
    ),
    http.post('*/v2/lang/:lang', ({ params }) =>
      signedIn(ctx, () => {
        const parsed = parse(SetUserLanguageParams, params);
        if ('error' in parsed) return parsed.error;
        if (!COMMUNICATION_LANGUAGES.some((l) => l.code === parsed.data.lang))
          return validation(30, { lang: ['This language is not offered.'] }, 'The given data was invalid.');
        miscState(ledger).language = parsed.data.lang;
        ledger.changed();
        return noContent();
      }),
    ),
    // A signed-in user's own choice comes with the list (the settings read does not carry it).
    http.get('*/v2/languages/communication', () =>
      json(CommunicationLanguagesResponse, {
        data: COMMUNICATION_LANGUAGES,
        ...(ctx.exchange.isLoggedIn() ? { selected: settingsState(ledger).general.communicationLanguage } : {}),
      }),
    ),
    // Guests see the levels; a signed-in user also their own place among them.
    http.get('*/v2/vip-program', () => json(GetVipProgram200Response, { data: vipProgramme(ctx, ctx.exchange.isLoggedIn()) })),
    http.get('*/v2/system-page', () => {
      // Operational since the end of the last maintenance window, twelve days before the ledger was laid.
      const since = Math.floor((ledger.createdAt - 12 * DAY) / DAY) * DAY + 4 * 3_600_000;
      return json(SystemPageResponse, {
        data: {
          status: 'operational',
          title: 'All systems operational',
          message:
            'Trading, deposits and withdrawals are running normally.\nThe last scheduled maintenance (the matching engine upgrade) ended on time.',
          startedAt: iso(since),
          expectedEndAt: null,
        },
      });
    }),
  ];
}
