/**
 * The account part of the settings calls: general preferences, nickname, e-mail change and its confirmation by the
 * code sent to the new address (123456), account deletion, identity verification, the export options, the
 * auto-logout times and the referral and affiliate programs.
 */
import { http, type RequestHandler } from 'msw';
import { AuthCodeSentResponse } from '../../../generated/api/model/authCodeSentResponse.zod';
import { SettingsAffiliateResponse } from '../../../generated/api/model/settingsAffiliateResponse.zod';
import { SettingsEmailResponse } from '../../../generated/api/model/settingsEmailResponse.zod';
import { SettingsGeneralResponse } from '../../../generated/api/model/settingsGeneralResponse.zod';
import { SettingsLogoutTimesResponse } from '../../../generated/api/model/settingsLogoutTimesResponse.zod';
import { SettingsNicknameResponse } from '../../../generated/api/model/settingsNicknameResponse.zod';
import { SettingsReferralResponse } from '../../../generated/api/model/settingsReferralResponse.zod';
import { ListReferralInvitees200Response } from '../../../generated/api/settings/settings.zod';
import { SettingsVerificationResponse } from '../../../generated/api/model/settingsVerificationResponse.zod';
import {
  ChangeEmailBody,
  ConfirmEmailChangeBody,
  DeleteAccountBody,
  StartVerificationBody,
  UpdateGeneralSettingsBody,
  UpdateNicknameBody,
} from '../../../generated/api/settings/settings.zod';
import { authState, endSession, userByEmail } from '../auth/state';
import { COMMUNICATION_LANGUAGES } from '../handlers/misc';
import { inviteeRewards, invitees, wireInvitee } from '../affiliate/referral-invitees';
import { json, noContent, pageOf, paging, seconds, signedIn, validation, type LedgerContext } from '../http';
import { referralRate } from './session-user';
import { rules } from '../earn/history-page';
import { PROVIDERS, startKyc } from '../verification/identity-checks';
import { checkedBody, INVALID_OPTION, REQUEST_VALIDATION, totpError } from './checks';
import {
  account,
  accountEmail,
  DEMO_CODE,
  hasPassword,
  isPassword,
  language,
  setLanguage,
  LOGOUT_TIMES,
  maskEmail,
  normalTimezone,
  RESEND_SECONDS,
  settingsState,
  SITE,
  update,
  type SettingsState,
} from './state';
import { mailEmailChange } from '../mailbox';

/** Catalogue codes of these calls (contracts/errors, account-settings area). */
const CODES = {
  startVerification: 1507,
  updateGeneral: 1533,
  updateNickname: 1534,
  deleteAccount: 1551,
  changeEmail: 1552,
} as const;

export const ACCOUNT_HISTORY = 'settings:account';

export function accountHandlers(ctx: LedgerContext): RequestHandler[] {
  const { ledger, exchange } = ctx;
  return [
    http.post('*/v2/settings/general', ({ request }) =>
      signedIn(ctx, async () => {
        const body = await checkedBody(request, UpdateGeneralSettingsBody);
        if (body.error) return body.error;
        const changes = body.data;
        if (Object.values(changes).every((value) => value === undefined))
          return validation(REQUEST_VALIDATION, { settings: ['Send at least one setting to change.'] });
        if (changes.logoutTime !== undefined && !LOGOUT_TIMES.includes(changes.logoutTime))
          return validation(INVALID_OPTION, { logoutTime: [`Choose one of ${LOGOUT_TIMES.join(', ')} minutes.`] });
        for (const field of ['language', 'communicationLanguage'] as const) {
          const code = changes[field];
          if (code !== undefined && !COMMUNICATION_LANGUAGES.some((l) => l.code === code))
            return validation(INVALID_OPTION, { [field]: ['This language is not offered.'] });
        }
        if (changes.language !== undefined) setLanguage(ledger, changes.language);
        const general = update(ledger, (s) => {
          if (changes.communicationLanguage !== undefined) s.general.communicationLanguage = changes.communicationLanguage;
          if (changes.timezone !== undefined) s.general.timezone = normalTimezone(changes.timezone);
          if (changes.logoutTime !== undefined) s.general.logoutTime = changes.logoutTime;
          return { language: language(ledger), ...s.general };
        });
        return json(SettingsGeneralResponse, { data: general });
      }),
    ),

    http.post('*/v2/settings/nickname', ({ request }) =>
      signedIn(ctx, async () => {
        const body = await checkedBody(request, UpdateNicknameBody);
        if (body.error) return body.error;
        const state = settingsState(ledger);
        if (state.nicknameChangesLeft <= 0) return validation(CODES.updateNickname, { nickname: ['You have no nickname changes left.'] });
        if (body.data.nickname === state.nickname.value)
          return validation(CODES.updateNickname, { nickname: ['This is your nickname already.'] });
        const data = update(ledger, (s) => {
          s.nickname.value = body.data.nickname;
          s.nicknameChangesLeft -= 1;
          return { nickname: { ...s.nickname }, nicknameChangesLeft: s.nicknameChangesLeft };
        });
        ledger.record(ACCOUNT_HISTORY, { action: 'nicknameChanged', nickname: data.nickname.value });
        return json(SettingsNicknameResponse, { data });
      }),
    ),

    http.post('*/v2/settings/email', ({ request }) =>
      signedIn(ctx, async () => {
        const body = await checkedBody(request, ChangeEmailBody);
        if (body.error) return body.error;
        const state = settingsState(ledger);
        const email = body.data.email.trim();
        if (email.toLowerCase() === accountEmail(ledger).toLowerCase())
          return validation(CODES.changeEmail, { email: ['This is your e-mail already.'] });
        if (userByEmail(authState(ledger), email))
          return validation(CODES.changeEmail, { email: ['This e-mail belongs to another account.'] });
        const wrong = totpError(ledger, state, body.data.totp, CODES.changeEmail);
        if (wrong) return wrong;
        // The code (the demo's 123456) goes to the new address; the change waits for POST /v2/settings/email/confirmation.
        update(ledger, (s) => {
          s.pendingEmail = email;
          s.pendingEmailUserId = account(ledger).userId;
        });
        mailEmailChange(ledger, email);
        return json(AuthCodeSentResponse, { data: { sentTo: maskEmail(email), resendIn: RESEND_SECONDS } });
      }),
    ),

    http.post('*/v2/settings/email/confirmation', ({ request }) =>
      signedIn(ctx, async () => {
        const body = await checkedBody(request, ConfirmEmailChangeBody);
        if (body.error) return body.error;
        const { pendingEmail, pendingEmailUserId } = settingsState(ledger);
        const user = account(ledger);
        if (!pendingEmail || (pendingEmailUserId !== undefined && pendingEmailUserId !== user.userId))
          return validation(REQUEST_VALIDATION, { code: ['There is no new e-mail to confirm: enter it first.'] });
        if (body.data.code !== DEMO_CODE) return validation(REQUEST_VALIDATION, { code: ['The code is wrong or has expired.'] });
        const clearPending = (s: SettingsState) => {
          s.pendingEmail = null;
          delete s.pendingEmailUserId;
        };
        const email = pendingEmail.toLowerCase();
        // Taken by an account registered since the code was sent: the change is dropped.
        if (userByEmail(authState(ledger), email)) {
          update(ledger, clearPending);
          return validation(REQUEST_VALIDATION, { email: ['This e-mail belongs to another account.'] });
        }
        // The auth slice keeps the e-mail: GET /v2/settings shows it and the login asks for it from now on.
        user.email = email;
        update(ledger, clearPending);
        ledger.record(ACCOUNT_HISTORY, { action: 'emailChanged', email });
        return json(SettingsEmailResponse, { data: { email } });
      }),
    ),

    http.post('*/v2/settings/delete-account', ({ request }) =>
      signedIn(ctx, async () => {
        const body = await checkedBody(request, DeleteAccountBody);
        if (body.error) return body.error;
        const state = settingsState(ledger);
        const { password, totp, reason } = body.data;
        // The password confirms it; an account without one confirms with the authenticator (or, without that, the
        // demo's e-mailed code, 123456).
        if (hasPassword(ledger)) {
          if (!password) return validation(CODES.deleteAccount, { password: ['Enter your password.'] });
          if (!isPassword(ledger, password)) return validation(CODES.deleteAccount, { password: ['The password is wrong.'] });
        } else if (!state.twoFactor.enabled && totp !== DEMO_CODE)
          return validation(CODES.deleteAccount, { totp: ['The code is wrong or has expired.'] });
        const wrong = totpError(ledger, state, totp, CODES.deleteAccount);
        if (wrong) return wrong;
        update(ledger, (s) => {
          s.deletedAt = ledger.now();
          s.sessions = s.sessions.filter((session) => session.current);
        });
        ledger.record(ACCOUNT_HISTORY, { action: 'deleted', ...(reason ? { reason } : {}) });
        // Every session of the account ends: the other tabs of this browser too.
        exchange.sessions.revokeOthers();
        endSession(ledger);
        exchange.logout();
        return noContent();
      }),
    ),

    http.post('*/v2/verification', ({ request }) =>
      signedIn(ctx, async () => {
        const body = await checkedBody(request, StartVerificationBody);
        if (body.error) return body.error;
        const method = body.data.flow;
        if (!(method in PROVIDERS)) return validation(CODES.startVerification, { flow: ['Choose a verification flow.'] });
        // The attempt of mocks/ledger/verification/identity-checks.ts: its first token for the provider's SDK; an
        // external flow continues on the provider's own site.
        return rules(() => {
          const { token } = startKyc(ledger, method);
          return json(SettingsVerificationResponse, {
            data: {
              provider: PROVIDERS[method],
              accessToken: token.value,
              ...(method === 'external' ? { url: `https://verify.example/external/${token.value}` } : {}),
              expiresAt: seconds(token.expiresAt),
            },
          });
        });
      }),
    ),

    http.get('*/v2/common/logoutTimes', () => signedIn(ctx, () => json(SettingsLogoutTimesResponse, { data: [...LOGOUT_TIMES] }))),

    http.get('*/v2/settings/referral', () =>
      signedIn(ctx, () => {
        const code = account(ledger).referralCode;
        const invited = invitees(ledger);
        return json(SettingsReferralResponse, {
          data: {
            referralCode: code,
            referralLink: `${SITE}/referral/${encodeURIComponent(code)}`,
            rate: referralRate(ledger),
            invitedCount: invited.length,
            earned: inviteeRewards(invited),
          },
        });
      }),
    ),

    http.get('*/v2/settings/referral/invitees', ({ request }) =>
      signedIn(ctx, () => {
        const page = pageOf(invitees(ledger), paging(request, 100, 100));
        return json(ListReferralInvitees200Response, { ...page, data: page.data.map(wireInvitee) });
      }),
    ),

    http.get('*/v2/settings/affiliate', () =>
      signedIn(ctx, () => {
        const { affiliate } = settingsState(ledger);
        return json(SettingsAffiliateResponse, {
          data:
            affiliate.status === 'approved'
              ? {
                  status: affiliate.status,
                  affiliateCode: affiliate.code,
                  affiliateLink: `${SITE}/?aff=${affiliate.code}`,
                  commissionRate: affiliate.commissionRate,
                }
              : { status: affiliate.status },
        });
      }),
    ),
  ];
}
