/**
 * The ledger's answers to the contract's `auth` operations and the session's login, logout and socket token, all
 * from the `auth` slice (mocks/ledger/auth/state.ts, which lists the demo's codes and rules): registration by e-mail
 * or phone with its code or link, password and e-mail-code login, the second factor, QR, web3 and third-party
 * sign-in, password reset, captcha, OAuth and the support centre's single sign-on.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  AcceptThirdPartyRegistrationBody,
  AuthorizeOauthClientBody,
  ConfirmLoginBody,
  ConfirmPhoneRegistrationBody,
  ConfirmRegistrationBody,
  ConfirmRegistrationByLinkParams,
  GenerateOauthUserTokenBody,
  GetGeetestChallengeQueryParams,
  GetSupportBrandRedirectQueryParams,
  GetWeb3AuthChallengeQueryParams,
  LinkThirdPartyAccountBody,
  LoginBody,
  LoginToSupportCenterBody,
  LoginWithThirdPartyBody,
  LoginWithWeb3Body,
  RegisterBody,
  ResetPasswordBody,
  SendLoginCodeBody,
  SendPasswordResetEmailBody,
  SendPhoneRegistrationCodeBody,
  SendRegistrationCodeBody,
  StartThirdPartyConnectionBody,
  ValidateAffiliateCodeQueryParams,
  ValidateReferralCodeQueryParams,
  ValidateTwoFactorBody,
} from '../../../generated/api/auth/auth.zod';
import { AuthCodeSentResponse } from '../../../generated/api/model/authCodeSentResponse.zod';
import { AuthCodeValidityResponse } from '../../../generated/api/model/authCodeValidityResponse.zod';
import { AuthConnectionStartResponse } from '../../../generated/api/model/authConnectionStartResponse.zod';
import { AuthGeetestChallengeResponse } from '../../../generated/api/model/authGeetestChallengeResponse.zod';
import { AuthLoginConfirmationResponse } from '../../../generated/api/model/authLoginConfirmationResponse.zod';
import { AuthLoginResultResponse } from '../../../generated/api/model/authLoginResultResponse.zod';
import { AuthMessageResponse } from '../../../generated/api/model/authMessageResponse.zod';
import { AuthOauthClientScopesResponse } from '../../../generated/api/model/authOauthClientScopesResponse.zod';
import { AuthQrLoginSessionResponse } from '../../../generated/api/model/authQrLoginSessionResponse.zod';
import { AuthQrLoginStatusResponse } from '../../../generated/api/model/authQrLoginStatusResponse.zod';
import { AuthRedirectResponse } from '../../../generated/api/model/authRedirectResponse.zod';
import { AuthRegistrationResponse } from '../../../generated/api/model/authRegistrationResponse.zod';
import { AuthSupportSsoResponse } from '../../../generated/api/model/authSupportSsoResponse.zod';
import { AuthTokenResponse } from '../../../generated/api/model/authTokenResponse.zod';
import { AuthWeb3ChallengeResponse } from '../../../generated/api/model/authWeb3ChallengeResponse.zod';
import { DEMO_USER } from '../../exchange/mock-exchange';
import {
  authState,
  CHALLENGE_LIFETIME_MS,
  CODE_ATTEMPTS,
  createUser,
  currentUser,
  DEMO_CODE,
  DEMO_USER_ID,
  demoJwt,
  draw,
  emailOfIdentityToken,
  endSession,
  hex,
  isValidAffiliateCode,
  isValidReferralCode,
  maskEmail,
  maskPhone,
  passwordHash,
  type PendingLogin,
  type PendingRegistration,
  QR_CONFIRM_POLLS,
  QR_LIFETIME_MS,
  qrLoginStatus,
  RESEND_SECONDS,
  RESET_TOKEN_LIFETIME_MS,
  startSession,
  token,
  TOTP_ATTEMPTS,
  userByEmail,
  userById,
  uuid,
  takeWeb3Challenge,
} from '../auth/state';
import { fieldErrors, parse, parseBody, parseQuery, wrongCode } from '../auth/request';
import { asksForCaptcha, captchaRefusal, issueGeetestChallenge, type CaptchaAnswer } from '../auth/captcha';
import { isQrLoginOn, isTwoFactorOn, linkedWallet, settingsState } from '../settings/state';
import { DEMO_TOTP_SECRET, isTotp } from '../auth/totp';
import { accountTotpSecret } from '../settings/checks';
import { markPasskeyUsed, relyingParty, usablePasskeys, verifyAssertion } from '../settings/passkeys';
import { json, noContent, notFound, readBody, seconds, signedIn, validation, type LedgerContext } from '../http';
import { mailLoginCode, mailPasswordReset, mailRegistration } from '../mailbox';

/** How long an approved application keeps its access. */
const APP_ACCESS_MS = 365 * 24 * 3600_000;

/** The OAuth clients of the demo (the consent page /auth/scopes?clientId=…). */
export const OAUTH_CLIENTS: Record<string, { name: string; website: string; redirectUris: readonly string[]; scopes: readonly string[] }> =
  {
    '9b1f2c34-koinly': {
      name: 'Koinly',
      website: 'https://koinly.io',
      redirectUris: ['https://app.koinly.io/integrations/meridian/callback'],
      scopes: ['general', 'history.read'],
    },
    'demo-portfolio': {
      name: 'Demo Portfolio Tracker',
      website: 'https://portfolio.example',
      redirectUris: ['https://portfolio.example/oauth/callback'],
      scopes: ['general', 'balances.read', 'orders.read'],
    },
  };

const SCOPES: Record<string, string> = {
  general: 'See your e-mail and nickname.',
  'history.read': 'Read your deposit, withdrawal and trade history.',
  'balances.read': 'Read your balances.',
  'orders.read': 'Read your open and finished orders.',
};

/** The support centre's brands (the brand_id query) and where each lives. */
export const SUPPORT_BRANDS: Record<number, string> = {
  360001234567: 'https://help.meridian.example/hc/en-us',
  360001234568: 'https://help.meridian.example/hc/tr',
};
const SUPPORT_HOME = 'https://help.meridian.example/hc/en-us';
const GEETEST_ID = '5f1e0c9a8b7d6e4f3a2b1c0d9e8f7a6b';

const loginFailed = (message: string, errors: Record<string, string[]>, code = 30): Response =>
  HttpResponse.json({ code, message, data: Object.values(errors).flat(), errors }, { status: 422 });

const WRONG_CREDENTIALS = 'Wrong e-mail or password.';

export function authHandlers(ctx: LedgerContext): RequestHandler[] {
  const { ledger, exchange } = ctx;
  const state = () => authState(ledger);
  const now = () => ledger.now();

  const result = (userId: number, flags: Partial<Record<'twoFa' | 'passkeys' | 'deviceVerify' | 'consent' | 'connection', boolean>> = {}) =>
    json(AuthLoginResultResponse, { data: { userId, twoFa: false, passkeys: false, deviceVerify: false, ...flags } });

  /** Starts the session of a user and answers its login result. */
  const signIn = (userId: number, method: string, extra: Partial<Record<'consent' | 'connection', boolean>> = {}) => {
    startSession(ledger, userId, method);
    exchange.login();
    return result(userId, extra);
  };

  /**
   * Signs a returning user in, or, with two-factor authentication on in the settings or a passkey of the user's
   * (one added with its key), answers twoFa and/or passkeys and waits for the authenticator code or the passkey's
   * assertion (POST /v2/2fa/validate).
   */
  const signInOrSecondFactor = (
    userId: number,
    email: string,
    method: string,
    extra: Partial<Record<'consent' | 'connection', boolean>> = {},
  ) => {
    // The second factor is the signing-in user's, in their own settings (each user's accounts are their own).
    const { twoFa, passkeys } = ledger.withUser(userId, () => ({
      twoFa: isTwoFactorOn(ledger),
      passkeys: usablePasskeys(ledger, userId).length > 0,
    }));
    if (!twoFa && !passkeys) return signIn(userId, method, extra);
    state().pendingLogin = {
      userId,
      email,
      step: 'twoFa',
      attemptsLeft: TOTP_ATTEMPTS,
      startedAt: now(),
      ...(passkeys ? { passkeys: true } : {}),
      ...(twoFa ? {} : { passkeyOnly: true }),
    };
    ledger.changed();
    return result(userId, { twoFa, passkeys, ...extra });
  };

  /** A second factor that failed: one attempt less, the login dropped once none are left. */
  const missedSecondFactor = (pending: PendingLogin, field: 'totp' | 'passkey', message?: string) => {
    pending.attemptsLeft -= 1;
    if (pending.attemptsLeft <= 0) state().pendingLogin = undefined;
    ledger.changed();
    if (field === 'totp' || pending.attemptsLeft <= 0) return wrongCode('totp', pending.attemptsLeft);
    return HttpResponse.json(
      { code: 30, message, errors: { passkey: [message] }, data: { attemptsLeft: pending.attemptsLeft } },
      { status: 422 },
    );
  };

  /** Creates the account of a confirmed registration and signs it in. */
  const finishRegistration = (pending: PendingRegistration, method: string) => {
    const s = state();
    s.registrations = s.registrations.filter((r) => r.id !== pending.id);
    const user = createUser(ledger, {
      email: pending.email,
      phone: pending.phone,
      passwordHash: pending.passwordHash,
      consents: pending.consents,
      referredBy: pending.referralCode,
      affiliateCode: pending.affiliateCode,
      utmCampaign: pending.utmCampaign,
    });
    const answer = signIn(user.userId, method);
    // In the new user's own history (the sign-in made the ledger work on the new account).
    ledger.record('registrations', { userId: user.userId, email: user.email ?? null, phone: user.phone ?? null });
    return answer;
  };

  /** A wrong registration code: one attempt less, the registration dropped once none are left. */
  const missedRegistration = (pending: PendingRegistration) => {
    pending.attemptsLeft -= 1;
    if (pending.attemptsLeft <= 0) state().registrations = state().registrations.filter((r) => r.id !== pending.id);
    ledger.changed();
    return wrongCode('code', pending.attemptsLeft);
  };

  const identity = (tokenValue: string) => {
    const found = emailOfIdentityToken(tokenValue);
    return 'error' in found ? { error: validation(30, { token: [found.error] }, found.error) } : found;
  };

  return [
    // ------------------------------------------------------------------ password login and its second step
    http.post('*/v2/login', async ({ request }) => {
      const body = await readBody<{ email: string; password: string }>(request);
      const email = String(body.email ?? '')
        .trim()
        .toLowerCase();
      if (email.startsWith('blocked@'))
        return HttpResponse.json(
          { message: 'Your account is blocked.', data: ['This account is blocked.'], errors: { blocked: ['This account is blocked.'] } },
          { status: 422 },
        );
      if (email.startsWith('frozen@'))
        return HttpResponse.json(
          { message: 'Your account is frozen.', data: ['This account is frozen.'], errors: { frozen: ['This account is frozen.'] } },
          { status: 422 },
        );
      const captcha = captchaRefusal(ledger, email, (body as { captcha?: CaptchaAnswer }).captcha);
      if (captcha) return captcha;
      const parsed = LoginBody.safeParse(body);
      if (!parsed.success) {
        const fields = Object.keys(fieldErrors(parsed.error.issues));
        if (fields.includes('password')) return loginFailed('The given data was invalid.', { password: [WRONG_CREDENTIALS] });
        return loginFailed('The given data was invalid.', fieldErrors(parsed.error.issues));
      }
      // The captcha persona (a low score): once the captcha is solved, the demo user unless the e-mail has its own account.
      if (asksForCaptcha(email) && !userByEmail(state(), email)) return signInOrSecondFactor(DEMO_USER_ID, email, 'password');
      const step = email.startsWith('2fa@') ? 'twoFa' : email.startsWith('device@') ? 'device' : undefined;
      if (step) {
        // The demo's personas: the authenticator step (2fa@) or the new-device e-mail code (device@), then the demo user.
        state().pendingLogin = {
          userId: DEMO_USER_ID,
          email,
          step,
          attemptsLeft: step === 'twoFa' ? TOTP_ATTEMPTS : CODE_ATTEMPTS,
          startedAt: now(),
          sentAt: step === 'device' ? now() : undefined,
        };
        ledger.changed();
        if (step === 'device') mailLoginCode(ledger, state().pendingLogin!);
        return result(DEMO_USER_ID, { twoFa: step === 'twoFa', deviceVerify: step === 'device' });
      }
      const user = userByEmail(state(), email);
      if (!user || user.passwordHash !== passwordHash(parsed.data.password))
        return loginFailed('The given data was invalid.', { password: [WRONG_CREDENTIALS] });
      // The settings are the demo user's: once its account is deleted there (POST /v2/settings/delete-account) it
      // does not sign in again, until the demo's data is reset.
      if (user.userId === DEMO_USER_ID && settingsState(ledger).deletedAt !== null)
        return loginFailed('The account was deleted.', { email: ['This account was deleted.'] });
      return signInOrSecondFactor(user.userId, email, 'password');
    }),
    http.post('*/v2/2fa/validate', async ({ request }) => {
      const parsed = await parseBody(ValidateTwoFactorBody, request);
      if ('error' in parsed) return parsed.error;
      const pending = state().pendingLogin;
      if (!pending || pending.step !== 'twoFa')
        return validation(30, { totp: ['No login is waiting for a code: log in again.'] }, 'No login is waiting for a code.');
      const { passkey } = parsed.data;
      if (passkey) {
        // The assertion of one of the user's passkeys, over the challenge of the check started for this login, from
        // this origin and RP ID, with a counter past the last one (mocks/ledger/settings/passkeys.ts).
        if (!pending.passkeys)
          return validation(30, { passkey: ['This login does not take a passkey: enter the code.'] }, 'No passkey is set up.');
        const challenge = pending.passkeyChallenge;
        if (!challenge) return validation(30, { passkey: ['Start the passkey check first.'] }, 'No passkey check is under way.');
        pending.passkeyChallenge = undefined;
        ledger.changed();
        const record = ledger
          .withUser(pending.userId, () => usablePasskeys(ledger, pending.userId))
          .find((p) => p.credentialId === passkey.id);
        if (!record) return missedSecondFactor(pending, 'passkey', 'This passkey is not one of this account’s.');
        const checked = await verifyAssertion(passkey, record, { challenge, ...relyingParty(request) });
        if ('error' in checked) return missedSecondFactor(pending, 'passkey', checked.error);
        const answer = signIn(pending.userId, 'passkey');
        markPasskeyUsed(ledger, record.id, checked.ok.counter);
        return answer;
      }
      // The authenticator's code is the real TOTP of the account's secret, or of the demo's known one for the 2fa@
      // persona (none is right when only a passkey finishes the login).
      const secret = pending.email.startsWith('2fa@')
        ? DEMO_TOTP_SECRET
        : ledger.withUser(pending.userId, () => accountTotpSecret(settingsState(ledger)));
      if (!pending.passkeyOnly && isTotp(secret, parsed.data.totp, ledger.realTime())) return signIn(pending.userId, 'totp');
      return missedSecondFactor(pending, 'totp');
    }),
    http.post('*/v2/login/code', async ({ request }) => {
      const body = await readBody(request);
      if (Object.keys(body).length > 0) {
        // A login by e-mail code: a code for that e-mail, whether or not it has an account (the answer is the same).
        const parsed = parse(SendLoginCodeBody, body);
        if ('error' in parsed) return parsed.error;
        const email = parsed.data.email.trim().toLowerCase();
        const captcha = captchaRefusal(ledger, email, parsed.data.captcha);
        if (captcha) return captcha;
        const user = userByEmail(state(), email);
        state().pendingLogin = {
          userId: user?.userId ?? 0,
          email,
          step: 'device',
          attemptsLeft: CODE_ATTEMPTS,
          startedAt: now(),
          sentAt: now(),
          byEmailCode: true,
          ...(user ? {} : { noAccount: true }),
        };
        ledger.changed();
        // An e-mail without an account gets nothing (the answer above is the same either way).
        if (user) mailLoginCode(ledger, state().pendingLogin!);
        return json(AuthCodeSentResponse, { data: { sentTo: maskEmail(email), resendIn: RESEND_SECONDS } });
      }
      const pending = state().pendingLogin;
      if (!pending) return validation(30, { code: ['No login is waiting for a code: log in again.'] }, 'No login is waiting for a code.');
      // A new code (the demo's is always DEMO_CODE) and a fresh set of attempts.
      pending.sentAt = now();
      pending.attemptsLeft = CODE_ATTEMPTS;
      ledger.changed();
      if (pending.step === 'device' && !pending.noAccount) mailLoginCode(ledger, pending);
      return json(AuthCodeSentResponse, { data: { sentTo: maskEmail(pending.email), resendIn: RESEND_SECONDS } });
    }),
    http.post('*/v2/login/confirmation', async ({ request }) => {
      const parsed = await parseBody(ConfirmLoginBody, request);
      if ('error' in parsed) return parsed.error;
      const pending = state().pendingLogin;
      if (!pending || pending.step !== 'device')
        return validation(30, { code: ['No login is waiting for a code: log in again.'] }, 'No login is waiting for a code.');
      if (parsed.data.code === DEMO_CODE && !pending.noAccount) {
        startSession(ledger, pending.userId, pending.byEmailCode ? 'email-code' : 'device-code');
        exchange.login();
        return json(AuthLoginConfirmationResponse, { data: { user_id: pending.userId } });
      }
      pending.attemptsLeft -= 1;
      if (pending.attemptsLeft <= 0) state().pendingLogin = undefined;
      ledger.changed();
      return wrongCode('code', pending.attemptsLeft);
    }),

    // ------------------------------------------------------------------ QR login
    http.get('*/v2/login/qr/init', () => {
      const s = state();
      const qrToken = hex(draw(ledger, 'qr'), 32);
      // Only the newest few are kept: a QR is shown for two minutes.
      const kept = Object.values(s.qrLogins)
        .sort((a, b) => b.createdAt - a.createdAt)
        .slice(0, 9);
      s.qrLogins = Object.fromEntries(kept.map((q) => [q.token, q]));
      s.qrLogins[qrToken] = { token: qrToken, status: 'pending', polls: 0, createdAt: now(), expiresAt: now() + QR_LIFETIME_MS };
      s.currentQr = qrToken;
      ledger.changed();
      return json(AuthQrLoginSessionResponse, {
        data: { qr: `meridian://qr-login?token=${qrToken}`, expiresAt: seconds(now() + QR_LIFETIME_MS) },
      });
    }),
    http.get('*/v2/login/qr', () => {
      const s = state();
      const login = s.currentQr ? qrLoginStatus(ledger, s.currentQr) : undefined;
      if (!login) return json(AuthQrLoginStatusResponse, { data: { status: 'expired' } });
      login.polls += 1;
      // No phone scans the demo's QR: it is scanned on the second poll and confirmed on the QR_CONFIRM_POLLS-th, if
      // QR login is on in the settings (else the app refuses it and the QR waits until it expires).
      if (login.status === 'pending' && login.polls >= 2) login.status = 'scanned';
      if (login.status === 'scanned' && login.polls >= QR_CONFIRM_POLLS && ledger.withUser(DEMO_USER_ID, () => isQrLoginOn(ledger))) {
        login.status = 'confirmed';
        login.userId = DEMO_USER_ID;
      }
      ledger.changed();
      if (login.status === 'confirmed' && !login.used) {
        login.used = true;
        startSession(ledger, login.userId ?? DEMO_USER_ID, 'qr');
        exchange.login();
      }
      return json(AuthQrLoginStatusResponse, {
        data: login.status === 'confirmed' ? { status: 'confirmed', userId: login.userId ?? DEMO_USER_ID } : { status: login.status },
      });
    }),

    // ------------------------------------------------------------------ web3
    http.get('*/v2/web3/auth/challenge', ({ request }) => {
      const parsed = parseQuery(GetWeb3AuthChallengeQueryParams, request);
      if ('error' in parsed) return parsed.error;
      const nonce = hex(draw(ledger, 'web3'), 16);
      const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
      const expiresAt = now() + CHALLENGE_LIFETIME_MS;
      const message = [
        'meridian.example wants you to sign in with your Ethereum account:',
        parsed.data.address,
        '',
        'URI: https://meridian.example',
        'Version: 1',
        'Chain ID: 1',
        `Nonce: ${nonce}`,
        `Issued At: ${iso(now())}`,
        `Expiration Time: ${iso(expiresAt)}`,
      ].join('\n');
      state().web3Challenges[parsed.data.address.toLowerCase()] = { nonce, message, expiresAt };
      ledger.changed();
      return json(AuthWeb3ChallengeResponse, { data: { message, nonce, expiresAt: seconds(expiresAt) } });
    }),
    http.post('*/v2/web3/auth/login', async ({ request }) => {
      const parsed = await parseBody(LoginWithWeb3Body, request);
      if ('error' in parsed) return parsed.error;
      // Only the wallet linked in the settings signs in (settings are the demo account's: it signs in as the demo user).
      const linked = ledger.withUser(DEMO_USER_ID, () => linkedWallet(ledger));
      if (linked?.toLowerCase() !== parsed.data.address.toLowerCase())
        return validation(30, { address: ['This wallet is not linked to an account. Link it in the security settings first.'] });
      const refused = takeWeb3Challenge(ledger, parsed.data);
      if (refused) return validation(30, { [refused.field]: [refused.message] }, 'The signature is invalid.');
      return signInOrSecondFactor(DEMO_USER_ID, userById(state(), DEMO_USER_ID)?.email ?? '', `web3:${parsed.data.type}`);
    }),

    // ------------------------------------------------------------------ third-party sign-in
    http.post('*/v2/login/third-party', async ({ request }) => {
      const parsed = await parseBody(LoginWithThirdPartyBody, request);
      if ('error' in parsed) return parsed.error;
      const who = identity(parsed.data.token);
      if ('error' in who) return who.error;
      const user = userByEmail(state(), who.email);
      if (!user) return result(state().nextUserId, { consent: true, connection: false });
      if (!user.providers.includes(parsed.data.provider)) return result(user.userId, { consent: false, connection: true });
      return signInOrSecondFactor(user.userId, who.email, parsed.data.provider, { consent: false, connection: false });
    }),
    http.post('*/v2/connection/auth', async ({ request }) => {
      const parsed = await parseBody(StartThirdPartyConnectionBody, request);
      if ('error' in parsed) return parsed.error;
      const { provider, redirectUri } = parsed.data;
      const stateToken = token(draw(ledger, 'connection'), 24);
      state().connectionStates[stateToken] = { provider, redirectUri, createdAt: now() };
      ledger.changed();
      // No provider is reachable from the demo: the answer is a page of the app's own origin that plays the
      // provider (mocks/demo-provider.tsx, drawn by demo builds only) and comes back to the redirect URI with
      // `#id_token=<unsigned JWT>&state=…`, as Google's and Apple's implicit answers do.
      const url = new URL('/', redirectUri);
      url.searchParams.set('demoProvider', provider);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('response_type', 'id_token');
      url.searchParams.set('state', stateToken);
      return json(AuthConnectionStartResponse, { data: { redirectUrl: url.toString(), state: stateToken } });
    }),
    http.post('*/v2/connection/auth/link', async ({ request }) => {
      const parsed = await parseBody(LinkThirdPartyAccountBody, request);
      if ('error' in parsed) return parsed.error;
      const who = identity(parsed.data.token);
      if ('error' in who) return who.error;
      const user = userByEmail(state(), who.email);
      if (!user) return validation(30, { token: ['No account uses this e-mail.'] }, 'No account to link.');
      if (user.passwordHash !== passwordHash(parsed.data.password)) return validation(30, { password: ['The password is wrong.'] });
      if (!user.providers.includes(parsed.data.provider)) user.providers.push(parsed.data.provider);
      ledger.changed();
      return signInOrSecondFactor(user.userId, who.email, parsed.data.provider, { consent: false, connection: false });
    }),
    http.post('*/v2/connection/auth/consent', async ({ request }) => {
      const parsed = await parseBody(AcceptThirdPartyRegistrationBody, request);
      if ('error' in parsed) return parsed.error;
      const who = identity(parsed.data.token);
      if ('error' in who) return who.error;
      if (userByEmail(state(), who.email))
        return validation(30, { token: ['An account with this e-mail exists: link it instead.'] }, 'The account exists.');
      if (parsed.data.referralCode && !isValidReferralCode(ledger, parsed.data.referralCode))
        return validation(30, { referralCode: ['The referral code does not exist.'] });
      if (parsed.data.affiliateCode && !isValidAffiliateCode(parsed.data.affiliateCode))
        return validation(30, { affiliateCode: ['The affiliate code does not exist.'] });
      const user = createUser(ledger, {
        email: who.email,
        providers: [parsed.data.provider],
        consents: parsed.data.consents,
        referredBy: parsed.data.referralCode,
        affiliateCode: parsed.data.affiliateCode,
        utmCampaign: parsed.data.utm_campaign,
      });
      const answer = signIn(user.userId, parsed.data.provider, { consent: false, connection: false });
      ledger.record('registrations', { userId: user.userId, email: who.email, phone: null });
      return answer;
    }),

    // ------------------------------------------------------------------ session
    http.post('*/logout', () => {
      if (exchange.isLoggedIn()) endSession(ledger);
      exchange.logout();
      return noContent();
    }),
    http.get('*/v2/ws-token', () =>
      signedIn(ctx, () => json(AuthTokenResponse, { data: { token: `demo-socket-token-${DEMO_USER}`, expiresAt: seconds(now()) + 3600 } })),
    ),

    // ------------------------------------------------------------------ registration
    http.post('*/v2/register', async ({ request }) => {
      const parsed = await parseBody(RegisterBody, request);
      if ('error' in parsed) return parsed.error;
      const body = parsed.data;
      const email = body.email?.trim().toLowerCase();
      if (!email && !body.phone) return validation(30, { email: ['The e-mail or the phone number is required.'] });
      const captcha = captchaRefusal(ledger, email, body.captcha);
      if (captcha) return captcha;
      const s = state();
      if (email && userByEmail(s, email)) return validation(30, { email: ['This e-mail is already registered.'] });
      if (body.phone && s.users.some((u) => u.phone === body.phone))
        return validation(30, { phone: ['This phone number is already registered.'] });
      if (body.referralCode && !isValidReferralCode(ledger, body.referralCode))
        return validation(30, { referralCode: ['The referral code does not exist.'] });
      if (body.affiliateCode && !isValidAffiliateCode(body.affiliateCode))
        return validation(30, { affiliateCode: ['The affiliate code does not exist.'] });
      const random = draw(ledger, 'registration');
      const pending: PendingRegistration = {
        id: uuid(random),
        ...(email ? { email } : { phone: body.phone }),
        passwordHash: passwordHash(body.password),
        consents: body.consents,
        referralCode: body.referralCode,
        affiliateCode: body.affiliateCode,
        utmCampaign: body.utm_campaign,
        linkCode: token(random, 40),
        attemptsLeft: CODE_ATTEMPTS,
        createdAt: now(),
        sentAt: now(),
      };
      // A second registration of the same e-mail or phone replaces the first (its code is sent again).
      s.registrations = [...s.registrations.filter((r) => (email ? r.email !== email : r.phone !== body.phone)), pending];
      ledger.changed();
      if (email) mailRegistration(ledger, email, pending.linkCode);
      return json(AuthRegistrationResponse, {
        data: { id: pending.id, confirmation: email ? 'email' : 'phone', resendIn: RESEND_SECONDS },
      });
    }),
    http.post('*/v2/register/code', async ({ request }) => {
      const parsed = await parseBody(SendRegistrationCodeBody, request);
      if ('error' in parsed) return parsed.error;
      const email = parsed.data.email.trim().toLowerCase();
      const captcha = captchaRefusal(ledger, email, parsed.data.captcha);
      if (captcha) return captcha;
      const pending = state().registrations.find((r) => r.email === email);
      if (!pending) return validation(30, { email: ['No registration is waiting for this e-mail.'] });
      pending.sentAt = now();
      pending.attemptsLeft = CODE_ATTEMPTS;
      ledger.changed();
      mailRegistration(ledger, email, pending.linkCode);
      return json(AuthCodeSentResponse, { data: { sentTo: maskEmail(email), resendIn: RESEND_SECONDS } });
    }),
    http.post('*/v2/register/confirmation', async ({ request }) => {
      const parsed = await parseBody(ConfirmRegistrationBody, request);
      if ('error' in parsed) return parsed.error;
      const email = parsed.data.email.trim().toLowerCase();
      const pending = state().registrations.find((r) => r.email === email);
      if (!pending) return validation(30, { email: ['No registration is waiting for this e-mail.'] });
      if (parsed.data.code !== DEMO_CODE) return missedRegistration(pending);
      if (parsed.data.utm_campaign) pending.utmCampaign = parsed.data.utm_campaign;
      return finishRegistration(pending, 'registration');
    }),
    http.post('*/v2/register/confirmation/:code', ({ params }) => {
      const parsed = parse(ConfirmRegistrationByLinkParams, params);
      if ('error' in parsed) return parsed.error;
      const pending = state().registrations.find((r) => r.linkCode === parsed.data.code);
      if (!pending) return validation(30, { code: ['The confirmation link is invalid or has expired.'] });
      return finishRegistration(pending, 'registration-link');
    }),
    http.post('*/v2/register/phone/code', async ({ request }) => {
      const parsed = await parseBody(SendPhoneRegistrationCodeBody, request);
      if ('error' in parsed) return parsed.error;
      const pending = state().registrations.find((r) => r.id === parsed.data.id);
      if (!pending) return validation(30, { id: ['No registration is waiting with this id.'] });
      pending.sentAt = now();
      pending.attemptsLeft = CODE_ATTEMPTS;
      ledger.changed();
      const sentTo = pending.phone ? maskPhone(pending.phone) : maskEmail(pending.email ?? '');
      return json(AuthCodeSentResponse, { data: { sentTo, resendIn: RESEND_SECONDS } });
    }),
    http.post('*/v2/register/phone/confirmation', async ({ request }) => {
      const parsed = await parseBody(ConfirmPhoneRegistrationBody, request);
      if ('error' in parsed) return parsed.error;
      const pending = state().registrations.find((r) => r.id === parsed.data.id);
      if (!pending) return validation(30, { id: ['No registration is waiting with this id.'] });
      if (parsed.data.code !== DEMO_CODE) return missedRegistration(pending);
      if (parsed.data.utm_campaign) pending.utmCampaign = parsed.data.utm_campaign;
      return finishRegistration(pending, 'registration-phone');
    }),
    http.get('*/v2/validate-referral-code', ({ request }) => {
      const parsed = parseQuery(ValidateReferralCodeQueryParams, request);
      if ('error' in parsed) return parsed.error;
      const valid = isValidReferralCode(ledger, parsed.data.referralCode);
      return json(AuthCodeValidityResponse, { data: valid ? { valid } : { valid, message: 'The referral code does not exist.' } });
    }),
    http.get('*/v2/validate-affiliate-code', ({ request }) => {
      const parsed = parseQuery(ValidateAffiliateCodeQueryParams, request);
      if ('error' in parsed) return parsed.error;
      const valid = isValidAffiliateCode(parsed.data.affiliateCode);
      return json(AuthCodeValidityResponse, { data: valid ? { valid } : { valid, message: 'The affiliate code does not exist.' } });
    }),

    // ------------------------------------------------------------------ password reset
    http.post('*/v2/password/email', async ({ request }) => {
      const parsed = await parseBody(SendPasswordResetEmailBody, request);
      if ('error' in parsed) return parsed.error;
      const email = parsed.data.email.trim().toLowerCase();
      const captcha = captchaRefusal(ledger, email, parsed.data.captcha);
      if (captcha) return captcha;
      if (userByEmail(state(), email)) {
        state().resetTokens[email] = { token: hex(draw(ledger, 'reset'), 40), expiresAt: now() + RESET_TOKEN_LIFETIME_MS };
        ledger.changed();
        mailPasswordReset(ledger, email, state().resetTokens[email]!.token);
      }
      // The same answer whether or not the e-mail has an account.
      return json(AuthMessageResponse, { data: { message: 'If an account exists for this e-mail, we have sent a password reset link.' } });
    }),
    http.post('*/v2/password/reset', async ({ request }) => {
      const body = await readBody<{ token: string }>(request);
      const parsed = ResetPasswordBody.safeParse(body);
      // The token is checked below, not by its length: the demo's link carries the short code DEMO_CODE.
      const issues = parsed.success ? [] : parsed.error.issues.filter((i) => i.path[0] !== 'token');
      if (issues.length > 0 || typeof body.token !== 'string' || body.token === '')
        return validation(30, fieldErrors(issues.length > 0 ? issues : [{ path: ['token'] }]), 'The given data was invalid.');
      const {
        email: rawEmail,
        password,
        password_confirmation,
      } = body as { email: string; password: string; password_confirmation: string };
      if (password !== password_confirmation)
        return validation(30, { password_confirmation: ['The password confirmation does not match.'] });
      const email = rawEmail.trim().toLowerCase();
      const user = userByEmail(state(), email);
      const stored = state().resetTokens[email];
      const tokenValid = body.token === DEMO_CODE || (stored !== undefined && stored.token === body.token && stored.expiresAt > now());
      if (!user || !tokenValid)
        return validation(30, { email: ['This password reset token is invalid.'] }, 'This password reset token is invalid.');
      user.passwordHash = passwordHash(password);
      delete state().resetTokens[email];
      ledger.changed();
      ledger.record('password-resets', { userId: user.userId });
      return json(AuthMessageResponse, { data: { message: 'Your password has been reset.' } });
    }),

    // ------------------------------------------------------------------ captcha
    http.get('*/v2/geetest', ({ request }) => {
      const parsed = parseQuery(GetGeetestChallengeQueryParams, request, ['t']);
      if ('error' in parsed) return parsed.error;
      // Seeded like every draw of the demo; kept until a captcha-protected request uses it (../auth/captcha.ts).
      const challenge = hex(draw(ledger, 'geetest'), 32);
      issueGeetestChallenge(ledger, challenge);
      return json(AuthGeetestChallengeResponse, { data: { gt: GEETEST_ID, challenge, success: 1, new_captcha: true } });
    }),

    // ------------------------------------------------------------------ OAuth
    http.get('*/oauth2/client/scopes/:id', ({ params }) => {
      const id = String(params.id);
      const client = OAUTH_CLIENTS[id];
      if (!client) return notFound('The OAuth client does not exist.');
      return json(AuthOauthClientScopesResponse, {
        data: {
          client: { id, name: client.name, website: client.website },
          scopes: client.scopes.map((scope) => ({ id: scope, description: SCOPES[scope] ?? scope })),
        },
      });
    }),
    http.get('*/oauth2/client/:id/user/logout/notify', ({ params }) => {
      const id = String(params.id);
      if (OAUTH_CLIENTS[id]) ledger.record('oauth', { clientId: id, event: 'logout-notified' });
      return noContent();
    }),
    http.post('*/oauth2/authorize', async ({ request }) =>
      signedIn(ctx, async () => {
        const parsed = await parseBody(AuthorizeOauthClientBody, request);
        if ('error' in parsed) return parsed.error;
        const body = parsed.data;
        const client = OAUTH_CLIENTS[body.client_id];
        if (!client) return validation(30, { client_id: ['The OAuth client does not exist.'] });
        // Left out (a link of the published form: the client's id and state only), the client's registered ones.
        const redirectUri = body.redirect_uri ?? client.redirectUris[0]!;
        if (!client.redirectUris.includes(redirectUri))
          return validation(30, { redirect_uri: ['The redirect URI is not registered for this client.'] });
        const asked = body.scope === undefined ? [...client.scopes] : body.scope.split(/\s+/).filter(Boolean);
        if (asked.some((scope) => !client.scopes.includes(scope)))
          return validation(30, { scope: ['The client may not ask for one of these scopes.'] });
        const target = new URL(redirectUri);
        if (body.approve) {
          const code = token(draw(ledger, 'oauth'), 22);
          state().oauthCodes[code] = {
            clientId: body.client_id,
            userId: currentUser(ledger).userId,
            scope: asked.join(' '),
            createdAt: now(),
          };
          ledger.changed();
          ledger.record('oauth', { clientId: body.client_id, event: 'authorized', scope: asked.join(' ') });
          // The approved client is one of the user's authorized apps (settings, app authorization) for a year.
          const apps = settingsState(ledger).apps.filter((app) => app.client.id !== body.client_id);
          apps.unshift({
            id: hex(draw(ledger, 'oauth-app'), 16),
            client: { id: body.client_id, name: client.name },
            scopes: asked,
            createdAt: now(),
            expiresAt: now() + APP_ACCESS_MS,
          });
          settingsState(ledger).apps = apps;
          target.searchParams.set('code', code);
        } else {
          target.searchParams.set('error', 'access_denied');
        }
        if (body.state) target.searchParams.set('state', body.state);
        return json(AuthRedirectResponse, { data: { redirectUrl: target.toString() } });
      }),
    ),
    http.post('*/v2/oauth2/jwt/generate/user_token', async ({ request }) =>
      signedIn(ctx, async () => {
        const parsed = await parseBody(GenerateOauthUserTokenBody, request);
        if ('error' in parsed) return parsed.error;
        // Only for an application the user has authorized (and not revoked).
        if (!settingsState(ledger).apps.some((app) => app.client.id === parsed.data.client_id))
          return validation(30, { client_id: ['You have not authorized this application.'] });
        const expiresAt = seconds(now()) + 600;
        const user = currentUser(ledger);
        const jwt = demoJwt(ledger, { sub: String(user.userId), aud: parsed.data.client_id, exp: expiresAt });
        return json(AuthTokenResponse, { data: { token: jwt, expiresAt } });
      }),
    ),

    // ------------------------------------------------------------------ support centre
    http.post('*/v2/zendesk/sso/login', async ({ request }) =>
      signedIn(ctx, async () => {
        const parsed = parse(LoginToSupportCenterBody, await readBody(request));
        if ('error' in parsed) return parsed.error;
        const user = currentUser(ledger);
        const brand = parsed.data.brand_id === undefined ? undefined : SUPPORT_BRANDS[parsed.data.brand_id];
        const jwt = demoJwt(ledger, {
          external_id: String(user.userId),
          email: user.email ?? `${user.userId}@users.meridian.example`,
          name: `Meridian user ${user.userId}`,
          jti: hex(draw(ledger, 'support'), 16),
        });
        return json(AuthSupportSsoResponse, {
          data: { url: 'https://help.meridian.example/access/jwt', jwt, returnTo: parsed.data.return_to ?? brand ?? SUPPORT_HOME },
        });
      }),
    ),
    http.get('*/v2/zendesk/sso/redirect', ({ request }) => {
      const parsed = parseQuery(GetSupportBrandRedirectQueryParams, request, ['brand_id']);
      if ('error' in parsed) return parsed.error;
      return json(AuthRedirectResponse, { data: { redirectUrl: SUPPORT_BRANDS[parsed.data.brand_id] ?? SUPPORT_HOME } });
    }),
    http.post('*/v2/zendesk/jwt/generate', () =>
      signedIn(ctx, () => {
        const user = currentUser(ledger);
        const expiresAt = seconds(now()) + 3600;
        const jwt = demoJwt(ledger, { external_id: String(user.userId), scope: 'user', exp: expiresAt });
        return json(AuthTokenResponse, { data: { token: jwt, expiresAt } });
      }),
    ),
  ];
}
