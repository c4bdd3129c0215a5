/**
 * The security part of the settings calls: sessions and login history, authorized apps, two-factor, passkeys,
 * password, anti-phishing code, QR login (on, off, and confirming a scanned QR), linked sign-in accounts and the web3 wallet.
 *
 * Demo: a new secret is real base32 with a real otpauth URI, and the authenticator code is checked as the real TOTP
 * of it (../auth/totp.ts: the current 30 s step, or the one before or after); the current password is anything of 8 or more characters.
 */
import { http, type RequestHandler } from 'msw';
import { AuthMessageResponse } from '../../../generated/api/model/authMessageResponse.zod';
import { PasskeyCreationOptionsResponse } from '../../../generated/api/model/passkeyCreationOptionsResponse.zod';
import { PasskeyRequestOptionsResponse } from '../../../generated/api/model/passkeyRequestOptionsResponse.zod';
import { SettingsAntiPhishingHistoryResponse } from '../../../generated/api/model/settingsAntiPhishingHistoryResponse.zod';
import { SettingsAntiPhishingInfoResponse } from '../../../generated/api/model/settingsAntiPhishingInfoResponse.zod';
import { SettingsAuthConnectionListResponse } from '../../../generated/api/model/settingsAuthConnectionListResponse.zod';
import { SettingsAuthConnectionResponse } from '../../../generated/api/model/settingsAuthConnectionResponse.zod';
import { SettingsAuthorizedAppListResponse } from '../../../generated/api/model/settingsAuthorizedAppListResponse.zod';
import { SettingsLoginHistoryResponse } from '../../../generated/api/model/settingsLoginHistoryResponse.zod';
import { SettingsPasskeyListResponse } from '../../../generated/api/model/settingsPasskeyListResponse.zod';
import { SettingsPasskeyResponse } from '../../../generated/api/model/settingsPasskeyResponse.zod';
import { SettingsQrLoginResponse } from '../../../generated/api/model/settingsQrLoginResponse.zod';
import { SettingsSessionListResponse } from '../../../generated/api/model/settingsSessionListResponse.zod';
import { SettingsTerminatedSessionsResponse } from '../../../generated/api/model/settingsTerminatedSessionsResponse.zod';
import { SettingsTwoFactorSecretResponse } from '../../../generated/api/model/settingsTwoFactorSecretResponse.zod';
import { SettingsTwoFactorStateResponse } from '../../../generated/api/model/settingsTwoFactorStateResponse.zod';
import { SettingsWeb3WalletResponse } from '../../../generated/api/model/settingsWeb3WalletResponse.zod';
import {
  ChangePasswordBody,
  CreatePasswordBody,
  FinishPasskeyRegistrationBody,
  LinkAuthConnectionBody,
  LinkWeb3WalletBody,
  RenamePasskeyBody,
  ReplaceWeb3WalletBody,
  RevokeAuthorizedAppBody,
  SetAntiPhishingCodeBody,
  ToggleTwoFactorBody,
} from '../../../generated/api/settings/settings.zod';
import { json, noContent, notFound, paging, seconds, signedIn, validation, type LedgerContext } from '../http';
import { checkedBody, INVALID_OPTION, isAccountTotp, pathId, REQUEST_VALIDATION, totpError } from './checks';
import { isTotp } from '../auth/totp';
import { confirmQrLogin, emailOfIdentityToken, passkeyLogin, qrLoginStatus, takeWeb3Challenge } from '../auth/state';
import { passkeyChallenge, relyingParty, usablePasskeys, verifyRegistration } from './passkeys';
import { CURRENT_DEVICE, currentSessionStart, loginHistory } from './devices';
import {
  account,
  accountEmail,
  base32,
  DEMO_USER_ID,
  freshRandom,
  hasPassword,
  isPassword,
  linkAccount,
  linkedAccounts,
  maskCode,
  setPassword,
  settingsState,
  unlinkAccount,
  update,
  type PasskeyRecord,
  type SettingsState,
} from './state';

/** Catalogue codes of these calls (contracts/errors, account-settings area). */
const CODES = {
  generateTwoFactor: 1510,
  toggleTwoFactor: 1511,
  finishPasskey: 1514,
  renamePasskey: 1515,
  deletePasskey: 1516,
  terminateSession: 1519,
  revokeApp: 1523,
  changePassword: 1535,
  createPassword: 1536,
  setAntiPhishing: 1543,
  toggleQrLogin: 1544,
  linkConnection: 1549,
  unlinkConnection: 1550,
} as const;

export const ANTI_PHISHING_HISTORY = 'settings:anti-phishing';

/** The token of a QR login (GET /v2/login/qr/init), as toggleQrLogin's {x} takes it. */
const QR_TOKEN = /^[0-9a-f]{32}$/;

const PASSKEY_TRANSPORTS = ['usb', 'nfc', 'ble', 'internal', 'hybrid'] as const;
type Transport = (typeof PASSKEY_TRANSPORTS)[number];
const transports = (list: readonly string[]): Transport[] =>
  list.filter((t): t is Transport => (PASSKEY_TRANSPORTS as readonly string[]).includes(t));

const passkeyOut = (p: PasskeyRecord) => ({
  id: p.id,
  name: p.name,
  createdAt: seconds(p.createdAt),
  ...(p.lastUsedAt === undefined ? {} : { lastUsedAt: seconds(p.lastUsedAt) }),
});

const descriptor = (p: PasskeyRecord) => ({ id: p.credentialId, type: 'public-key' as const, transports: transports(p.transports) });

/** The WebAuthn relying party: the host the demo is served from (a passkey is bound to it). */
const rpId = (request: Request) => new URL(request.url).hostname;

/** A base64url text decoded (the JSON parts of a WebAuthn credential or a JWT), or undefined. */
function decodeJson(text: string | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
    const value = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The name of a new passkey when none is given: what kind of authenticator it is, numbered if taken. */
function passkeyName(state: SettingsState, attachment: string | undefined, used: readonly string[]): string {
  const base =
    attachment === 'platform'
      ? 'This device'
      : used.includes('hybrid')
        ? 'Phone passkey'
        : attachment === 'cross-platform'
          ? 'Security key'
          : 'Passkey';
  const taken = new Set(state.passkeys.map((p) => p.name));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base} ${n}`)) n += 1;
  return `${base} ${n}`;
}

/**
 * The session list: the seeded devices' sessions (other machines, still open) and the sessions browsers hold with
 * the exchange (mocks/exchange/browser-sessions.ts), the requesting browser's marked current and last.
 */
function sessionsOut(ctx: LedgerContext, state: SettingsState) {
  const { ledger, exchange } = ctx;
  const userId = account(ledger).userId;
  const seeded = state.sessions.find((s) => s.current);
  // A client that is no browser (a tool on `npm run serve`) is shown as the seeded current session.
  const currentId = exchange.sessions.touch() ?? seeded?.id ?? 0;
  const device = { ip: CURRENT_DEVICE.ip, device: CURRENT_DEVICE.device, location: { ...CURRENT_DEVICE.location } };
  const others = state.sessions
    .filter((s) => !s.current)
    .map((s) => ({
      id: s.id,
      ip: s.ip,
      device: s.device,
      location: { ...s.location },
      createdAt: seconds(s.createdAt),
      lastActivityAt: seconds(s.lastActivityAt),
      isCurrent: false,
    }));
  // Another browser idle for longer than the account's logout time is taken as gone.
  const live = exchange.sessions.live(state.general.logoutTime * 60_000);
  const browsers = live
    .filter((s) => s.id !== currentId)
    .map((s) => ({ id: s.id, ...device, createdAt: seconds(s.createdAt), lastActivityAt: seconds(s.lastActivityAt), isCurrent: false }));
  const started = currentSessionStart(ledger, userId, seeded?.createdAt ?? ledger.now());
  const current = { id: currentId, ...device, createdAt: seconds(started), lastActivityAt: seconds(ledger.now()), isCurrent: true };
  return [...others, ...browsers, current];
}

export function securityHandlers(ctx: LedgerContext): RequestHandler[] {
  const { ledger } = ctx;
  const state = () => settingsState(ledger);

  return [
    // ------------------------------------------------------------------ sessions and login history
    http.get('*/v2/settings/session', () => signedIn(ctx, () => json(SettingsSessionListResponse, { data: sessionsOut(ctx, state()) }))),

    // Ends the seeded devices' sessions and every other browser's (their next request is answered 401).
    http.post('*/v2/settings/session/terminate', () =>
      signedIn(ctx, () => {
        const seeded = update(ledger, (s) => {
          const before = s.sessions.length;
          s.sessions = s.sessions.filter((session) => session.current);
          return before - s.sessions.length;
        });
        const terminated = seeded + ctx.exchange.sessions.revokeOthers();
        return json(SettingsTerminatedSessionsResponse, { data: { terminated } });
      }),
    ),

    http.post('*/v2/settings/session/:id/terminate', ({ params }) =>
      signedIn(ctx, () => {
        const id = pathId(params.id);
        if (id === undefined) return notFound('No such session.', CODES.terminateSession);
        if (id === ctx.exchange.sessions.currentId())
          return validation(CODES.terminateSession, { id: ['This is the session you are using: log out instead.'] });
        // Another browser's: it is logged out at its next request.
        if (ctx.exchange.sessions.revoke(id)) return noContent();
        const session = state().sessions.find((s) => s.id === id && !s.current);
        if (!session) return notFound('No such session.', CODES.terminateSession);
        update(ledger, (s) => void (s.sessions = s.sessions.filter((other) => other.id !== id)));
        return noContent();
      }),
    ),

    http.get('*/v2/settings/login-history', ({ request }) =>
      signedIn(ctx, () => {
        state(); // the seed lays the history
        const { offset, limit } = paging(request, 20, 100);
        const userId = account(ledger).userId;
        const all = loginHistory(ledger, userId, userId === DEMO_USER_ID);
        return json(SettingsLoginHistoryResponse, {
          data: all.slice(offset, offset + limit),
          pagination: { limit, offset, total: all.length },
        });
      }),
    ),

    // ------------------------------------------------------------------ authorized apps
    http.get('*/v2/auth/user/tokens', () =>
      signedIn(ctx, () =>
        json(SettingsAuthorizedAppListResponse, {
          data: state().apps.map((app) => ({
            id: app.id,
            client: { ...app.client },
            scopes: [...app.scopes],
            createdAt: seconds(app.createdAt),
            expiresAt: seconds(app.expiresAt),
          })),
        }),
      ),
    ),

    http.post('*/v2/auth/revoke', ({ request }) =>
      signedIn(ctx, async () => {
        const body = await checkedBody(request, RevokeAuthorizedAppBody);
        if (body.error) return body.error;
        if (!state().apps.some((app) => app.id === body.data.tokenId))
          return validation(CODES.revokeApp, { tokenId: ['No application holds this access.'] });
        update(ledger, (s) => void (s.apps = s.apps.filter((app) => app.id !== body.data.tokenId)));
        return noContent();
      }),
    ),

    // ------------------------------------------------------------------ two-factor
    http.post('*/v2/settings/2fa/generate', () =>
      signedIn(ctx, () => {
        const s = state();
        if (s.twoFactor.enabled)
          return validation(CODES.generateTwoFactor, {
            secret: ['Two-factor authentication is on: turn it off before setting up a new key.'],
          });
        const secret = base32(freshRandom(ledger, '2fa'), 32);
        update(ledger, (current) => void (current.twoFactor.pendingSecret = secret));
        const label = encodeURIComponent(`Meridian:${accountEmail(ledger)}`);
        return json(SettingsTwoFactorSecretResponse, {
          data: { secret, otpauthUri: `otpauth://totp/${label}?secret=${secret}&issuer=Meridian&algorithm=SHA1&digits=6&period=30` },
        });
      }),
    ),

    http.post('*/v2/settings/2fa/toggle', ({ request }) =>
      signedIn(ctx, async () => {
        const body = await checkedBody(request, ToggleTwoFactorBody);
        if (body.error) return body.error;
        const { enable, totp, secret } = body.data;
        const s = state();
        if (enable === s.twoFactor.enabled)
          return validation(CODES.toggleTwoFactor, {
            enable: [enable ? 'Two-factor authentication is on already.' : 'Two-factor authentication is off already.'],
          });
        if (enable && !s.twoFactor.pendingSecret) return validation(CODES.toggleTwoFactor, { secret: ['Generate a new key first.'] });
        if (enable && secret !== undefined && secret !== s.twoFactor.pendingSecret)
          return validation(CODES.toggleTwoFactor, { secret: ['This is not the key generated last: generate a new one.'] });
        // Turning on takes a code of the new secret (the app has just added it); turning off, one of the current secret.
        const rightCode = enable ? isTotp(s.twoFactor.pendingSecret!, totp, ledger.realTime()) : isAccountTotp(ledger, s, totp);
        if (!rightCode) return validation(CODES.toggleTwoFactor, { totp: ['The code is wrong or has expired.'] });
        const enabled = update(ledger, (current) => {
          current.twoFactor = enable
            ? { enabled: true, secret: current.twoFactor.pendingSecret, pendingSecret: null }
            : { enabled: false, secret: null, pendingSecret: null };
          return current.twoFactor.enabled;
        });
        return json(SettingsTwoFactorStateResponse, { data: { isTwoFactorEnabled: enabled } });
      }),
    ),

    // ------------------------------------------------------------------ passkeys
    http.get('*/v2/settings/passkeys', () =>
      signedIn(ctx, () => json(SettingsPasskeyListResponse, { data: state().passkeys.map(passkeyOut) })),
    ),

    http.post('*/v2/settings/passkeys/register/start', ({ request }) =>
      signedIn(ctx, () => {
        const challenge = passkeyChallenge(freshRandom(ledger, 'passkey-challenge'));
        const s = update(ledger, (current) => {
          current.passkeyChallenge = challenge;
          return current;
        });
        return json(PasskeyCreationOptionsResponse, {
          data: {
            rp: { id: rpId(request), name: 'Meridian' },
            user: {
              id: btoa(String(account(ledger).userId)).replace(/=+$/, ''),
              name: accountEmail(ledger),
              displayName: s.nickname.value,
            },
            challenge,
            pubKeyCredParams: [
              { type: 'public-key', alg: -7 },
              { type: 'public-key', alg: -257 },
            ],
            timeout: 60_000,
            excludeCredentials: s.passkeys.map(descriptor),
            authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
            attestation: 'none',
          },
        });
      }),
    ),

    http.post('*/v2/settings/passkeys/register/finish', ({ request }) =>
      signedIn(ctx, async () => {
        const body = await checkedBody(request, FinishPasskeyRegistrationBody);
        if (body.error) return body.error;
        const { credential, name } = body.data;
        const s = state();
        if (!s.passkeyChallenge) return validation(CODES.finishPasskey, { credential: ['Start adding a passkey first.'] });
        const client = decodeJson(credential.response.clientDataJSON);
        if (!client) return validation(CODES.finishPasskey, { credential: ['The passkey could not be read.'] });
        if ((client.type !== undefined && client.type !== 'webauthn.create') || client.challenge !== s.passkeyChallenge)
          return validation(CODES.finishPasskey, { credential: ['The passkey answered another request: try again.'] });
        if (s.passkeys.some((p) => p.credentialId === credential.id))
          return validation(CODES.finishPasskey, { credential: ['This passkey is added already.'] });
        // The attestation ("none" or a signed one) with its challenge, origin and RP ID; the key it carries is kept.
        const verified = await verifyRegistration(credential, { challenge: s.passkeyChallenge, ...relyingParty(request) });
        if ('error' in verified) return validation(CODES.finishPasskey, { credential: [verified.error] });
        const used = credential.response.transports ?? [];
        const userId = account(ledger).userId;
        const passkey = update(ledger, (current) => {
          const record: PasskeyRecord = {
            id: ledger.nextId('settings:passkey', 1506),
            name: name?.trim() || passkeyName(current, credential.authenticatorAttachment, used),
            credentialId: verified.ok.credentialId,
            transports: transports(used.length > 0 ? used : ['internal']),
            createdAt: ledger.now(),
            publicKey: verified.ok.publicKey,
            counter: verified.ok.counter,
            userId,
          };
          current.passkeys.push(record);
          current.passkeyChallenge = null;
          return record;
        });
        return json(SettingsPasskeyResponse, { data: passkeyOut(passkey) });
      }),
    ),

    http.post('*/v2/settings/passkeys/:id/rename', ({ request, params }) =>
      signedIn(ctx, async () => {
        const id = pathId(params.id);
        if (!state().passkeys.some((p) => p.id === id)) return notFound('No such passkey.', CODES.renamePasskey);
        const body = await checkedBody(request, RenamePasskeyBody);
        if (body.error) return body.error;
        const name = body.data.name.trim();
        if (!name) return validation(CODES.renamePasskey, { name: ['Give the passkey a name.'] });
        const passkey = update(ledger, (s) => {
          const found = s.passkeys.find((p) => p.id === id)!;
          found.name = name;
          return found;
        });
        return json(SettingsPasskeyResponse, { data: passkeyOut(passkey) });
      }),
    ),

    http.delete('*/v2/settings/passkeys/:id', ({ params }) =>
      signedIn(ctx, () => {
        const id = pathId(params.id);
        if (!state().passkeys.some((p) => p.id === id)) return notFound('No such passkey.', CODES.deletePasskey);
        update(ledger, (s) => void (s.passkeys = s.passkeys.filter((p) => p.id !== id)));
        return noContent();
      }),
    ),

    // Guests call it: the passkey step of a login waiting for its second factor, whose challenge it keeps (POST
    // /v2/2fa/validate checks the assertion against it) and whose user's passkeys it offers. Without such a login
    // (a signed-in user) the options offer the account's passkeys and their challenge answers nothing.
    http.post('*/v2/settings/passkeys/authentication/start', ({ request }) => {
      const challenge = passkeyChallenge(freshRandom(ledger, 'passkey-challenge'));
      const pending = passkeyLogin(ledger);
      if (pending) {
        pending.passkeyChallenge = challenge;
        ledger.changed();
      }
      const userId = pending?.userId ?? account(ledger).userId;
      return json(PasskeyRequestOptionsResponse, {
        data: {
          challenge,
          timeout: 60_000,
          rpId: rpId(request),
          allowCredentials: usablePasskeys(ledger, userId).map(descriptor),
          userVerification: 'required',
        },
      });
    }),

    // ------------------------------------------------------------------ password
    http.post('*/v2/settings/password', ({ request }) =>
      signedIn(ctx, async () => {
        const body = await checkedBody(request, ChangePasswordBody);
        if (body.error) return body.error;
        const { currentPassword, password, password_confirmation: confirmation, totp } = body.data;
        if (!hasPassword(ledger))
          return validation(CODES.changePassword, { currentPassword: ['The account has no password yet: create one instead.'] });
        if (!isPassword(ledger, currentPassword))
          return validation(CODES.changePassword, { currentPassword: ['The current password is wrong.'] });
        if (password !== confirmation) return validation(CODES.changePassword, { password_confirmation: ['The passwords do not match.'] });
        if (password === currentPassword)
          return validation(CODES.changePassword, { password: ['Choose a password other than the current one.'] });
        const wrong = totpError(ledger, state(), totp, CODES.changePassword);
        if (wrong) return wrong;
        setPassword(ledger, password);
        return json(AuthMessageResponse, { data: { message: 'Your password has been changed.' } });
      }),
    ),

    http.post('*/v2/settings/password/create', ({ request }) =>
      signedIn(ctx, async () => {
        const body = await checkedBody(request, CreatePasswordBody);
        if (body.error) return body.error;
        if (hasPassword(ledger))
          return validation(CODES.createPassword, { password: ['The account has a password already: change it instead.'] });
        if (body.data.password !== body.data.password_confirmation)
          return validation(CODES.createPassword, { password_confirmation: ['The passwords do not match.'] });
        setPassword(ledger, body.data.password);
        return json(AuthMessageResponse, { data: { message: 'Your password has been created.' } });
      }),
    ),

    // ------------------------------------------------------------------ anti-phishing code
    http.get('*/v2/settings/anti-phishing/info', () =>
      signedIn(ctx, () => json(SettingsAntiPhishingInfoResponse, { data: antiPhishing(state()) })),
    ),

    http.get('*/v2/settings/anti-phishing/history', () =>
      signedIn(ctx, () =>
        json(SettingsAntiPhishingHistoryResponse, {
          data: ledger.history<{ action: 'created' | 'changed' | 'removed'; ip: string }>(ANTI_PHISHING_HISTORY).map((e) => ({
            id: e.id,
            action: e.action,
            ip: e.ip,
            createdAt: seconds(e.time),
          })),
        }),
      ),
    ),

    http.post('*/v2/settings/anti-phishing', ({ request }) =>
      signedIn(ctx, async () => {
        const body = await checkedBody(request, SetAntiPhishingCodeBody);
        if (body.error) return body.error;
        const s = state();
        if (body.data.code === s.antiPhishing.code) return validation(CODES.setAntiPhishing, { code: ['This is your code already.'] });
        const wrong = totpError(ledger, s, body.data.totp, CODES.setAntiPhishing);
        if (wrong) return wrong;
        const action = s.antiPhishing.code === null ? 'created' : 'changed';
        update(ledger, (current) => void (current.antiPhishing = { code: body.data.code, updatedAt: ledger.now() }));
        ledger.record(ANTI_PHISHING_HISTORY, { action, ip: CURRENT_DEVICE.ip });
        return json(SettingsAntiPhishingInfoResponse, { data: antiPhishing(state()) });
      }),
    ),

    // ------------------------------------------------------------------ QR login
    http.post('*/v2/settings/qr-login/:x', ({ params }) =>
      signedIn(ctx, () => {
        const x = String(params.x);
        // The token of a scanned QR: confirms that login for the signed-in user (the QR's page is signed in as them on
        // its next poll of GET /v2/login/qr).
        if (QR_TOKEN.test(x)) {
          if (!state().qrLogin)
            return validation(CODES.toggleQrLogin, { x: ['Turn QR code login on to confirm a QR code.'] }, 'QR code login is off.');
          const login = qrLoginStatus(ledger, x);
          if (!login || login.status === 'expired' || login.used)
            return validation(CODES.toggleQrLogin, { x: ['This QR code is unknown, used or expired: show a new one.'] });
          confirmQrLogin(ledger, x, account(ledger).userId);
          return json(SettingsQrLoginResponse, { data: { isQrLoginEnabled: true, confirmed: true } });
        }
        if (x !== 'enable' && x !== 'disable')
          return validation(INVALID_OPTION, { x: ['Choose enable or disable.'] }, 'The selected option is not valid.');
        const enabled = update(ledger, (s) => (s.qrLogin = x === 'enable'));
        return json(SettingsQrLoginResponse, { data: { isQrLoginEnabled: enabled } });
      }),
    ),

    // ------------------------------------------------------------------ linked sign-in accounts
    http.get('*/v2/settings/auth-connections', () =>
      signedIn(ctx, () =>
        json(SettingsAuthConnectionListResponse, { data: linkedAccounts(ledger).map((c) => ({ ...c, createdAt: seconds(c.createdAt) })) }),
      ),
    ),

    http.post('*/v2/settings/auth-connections', ({ request }) =>
      signedIn(ctx, async () => {
        const body = await checkedBody(request, LinkAuthConnectionBody);
        if (body.error) return body.error;
        const { provider, token } = body.data;
        const identity = emailOfIdentityToken(token);
        if ('error' in identity) return validation(CODES.linkConnection, { token: [identity.error] });
        if (linkedAccounts(ledger).some((c) => c.provider === provider))
          return validation(CODES.linkConnection, {
            provider: [`${provider === 'google' ? 'A Google' : 'An Apple'} account is linked already: unlink it first.`],
          });
        const connection = linkAccount(ledger, provider, identity.email);
        return json(SettingsAuthConnectionResponse, { data: { ...connection, createdAt: seconds(connection.createdAt) } });
      }),
    ),

    http.delete('*/v2/settings/auth-connections/:id', ({ params }) =>
      signedIn(ctx, () => {
        const id = pathId(params.id);
        const linked = linkedAccounts(ledger);
        if (id === undefined || !linked.some((c) => c.id === id)) return notFound('No such linked account.', CODES.unlinkConnection);
        if (!hasPassword(ledger) && !state().web3 && linked.length === 1)
          return validation(CODES.unlinkConnection, { id: ['This is how you sign in: create a password before unlinking it.'] });
        unlinkAccount(ledger, id);
        return noContent();
      }),
    ),

    // ------------------------------------------------------------------ web3 wallet
    http.post('*/v2/settings/web3-auth', ({ request }) =>
      signedIn(ctx, async () => {
        const body = await checkedBody(request, LinkWeb3WalletBody);
        if (body.error) return body.error;
        if (state().web3)
          return validation(REQUEST_VALIDATION, { address: ['A wallet is linked already: replace it or unlink it first.'] });
        const refused = takeWeb3Challenge(ledger, body.data);
        if (refused) return validation(REQUEST_VALIDATION, { [refused.field]: [refused.message] });
        const wallet = update(ledger, (s) => {
          s.web3 = { id: ledger.nextId('settings:web3', 310), address: body.data.address, type: body.data.type, createdAt: ledger.now() };
          return s.web3;
        });
        return json(SettingsWeb3WalletResponse, { data: { ...wallet, createdAt: seconds(wallet.createdAt) } });
      }),
    ),

    http.patch('*/v2/settings/web3-auth/:id', ({ request, params }) =>
      signedIn(ctx, async () => {
        const current = state().web3;
        if (!current || current.id !== pathId(params.id)) return notFound('No such linked wallet.');
        const body = await checkedBody(request, ReplaceWeb3WalletBody);
        if (body.error) return body.error;
        if (body.data.address.toLowerCase() === current.address.toLowerCase())
          return validation(REQUEST_VALIDATION, { address: ['This wallet is linked already: sign with another one.'] });
        const refused = takeWeb3Challenge(ledger, body.data);
        if (refused) return validation(REQUEST_VALIDATION, { [refused.field]: [refused.message] });
        const wallet = update(ledger, (s) => {
          s.web3 = { id: current.id, address: body.data.address, type: body.data.type, createdAt: ledger.now() };
          return s.web3;
        });
        return json(SettingsWeb3WalletResponse, { data: { ...wallet, createdAt: seconds(wallet.createdAt) } });
      }),
    ),

    http.delete('*/v2/settings/web3-auth', () =>
      signedIn(ctx, () => {
        if (!state().web3) return notFound('No wallet is linked.');
        update(ledger, (s) => void (s.web3 = null));
        return noContent();
      }),
    ),
  ];
}

function antiPhishing(s: SettingsState) {
  return {
    enabled: s.antiPhishing.code !== null,
    code: s.antiPhishing.code === null ? null : maskCode(s.antiPhishing.code),
    ...(s.antiPhishing.updatedAt === null ? {} : { updatedAt: seconds(s.antiPhishing.updatedAt) }),
  };
}
