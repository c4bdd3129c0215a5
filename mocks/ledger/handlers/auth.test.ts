/**
 * The auth operations answered from the ledger's `auth` slice: registration by code, link and phone then login as
 * that user (by password or by e-mail code), the demo personas (blocked, frozen, 2fa, device code), QR, web3 and
 * third-party sign-in, password reset, OAuth and support sign-on, and all of it kept for a second exchange on the
 * same store.
 */
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createMockExchange } from '../../create-exchange';
import { memoryStore } from '../../exchange/storage';
import { mockHandlers } from '../../handlers';
import {
  authState,
  DEMO_CODE,
  DEMO_PASSWORD,
  DEMO_REFERRAL_CODE,
  DEMO_USER_ID,
  pendingRegistrationLink,
  pendingResetToken,
} from '../auth/state';
import { currentTotp } from '../auth/totp';
import { update } from '../settings/state';
import { demoWalletAccounts } from '../../demo-wallet';
import { signPersonalMessage } from '../auth/web3-signature';
import { demoGeetestAnswer } from '../auth/captcha';
import { ledgerTestServer, TEST_NOW, TEST_ORIGIN } from '../test-kit';

const store = memoryStore();
const { call, exchange, ledger, advance } = ledgerTestServer({ store });

const DEMO = { email: 'demo@meridian.example', password: DEMO_PASSWORD };
const b64 = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const identityToken = (email: string) => `${b64({ alg: 'RS256' })}.${b64({ email, sub: '10987' })}.c2lnbmF0dXJl`;

async function logout() {
  expect((await call('POST', '/logout')).status).toBe(204);
  expect(exchange.isLoggedIn()).toBe(false);
}

describe('password login', () => {
  it('signs the demo user in with the demo account button and keeps the socket token behind the session', async () => {
    await logout();
    expect((await call('GET', '/v2/ws-token')).status).toBe(401);
    const login = await call('POST', '/v2/login', DEMO);
    expect(login.status).toBe(200);
    expect(login.body.data).toEqual({ userId: DEMO_USER_ID, twoFa: false, passkeys: false, deviceVerify: false });
    expect(exchange.isLoggedIn()).toBe(true);
    expect((await call('GET', '/v2/ws-token')).body.data.token).toMatch(/^demo-socket-token-/);
  });

  it('refuses a wrong password and an unknown e-mail with the login 422', async () => {
    await logout();
    const wrong = await call('POST', '/v2/login', { ...DEMO, password: 'not-the-password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data).toEqual(['Wrong e-mail or password.']);
    expect((await call('POST', '/v2/login', { email: 'nobody@example.com', password: 'whatever123' })).status).toBe(422);
    expect((await call('POST', '/v2/login', { email: 'demo@meridian.example', password: 'short' })).status).toBe(422);
    expect(exchange.isLoggedIn()).toBe(false);
  });

  it('sends blocked@ and frozen@ to their pages', async () => {
    const blocked = await call('POST', '/v2/login', { email: 'blocked@example.com', password: 'whatever123' });
    expect(blocked.status).toBe(422);
    expect(blocked.body.errors.blocked).toHaveLength(1);
    const frozen = await call('POST', '/v2/login', { email: 'frozen@example.com', password: 'whatever123' });
    expect(frozen.status).toBe(422);
    expect(frozen.body.errors.frozen).toHaveLength(1);
    expect(exchange.isLoggedIn()).toBe(false);
  });

  it('asks 2fa@ for the authenticator code: a wrong one keeps the modal with the attempts left, its current TOTP signs in (the e-mail code does not)', async () => {
    const login = await call('POST', '/v2/login', { email: '2fa@example.com', password: 'whatever123' });
    expect(login.body.data.twoFa).toBe(true);
    expect(exchange.isLoggedIn()).toBe(false);
    const wrong = await call('POST', '/v2/2fa/validate', { totp: '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.totp).toHaveLength(1);
    expect(wrong.body.data.attemptsLeft).toBe(2);
    expect((await call('POST', '/v2/2fa/validate', { totp: DEMO_CODE })).status).toBe(422);
    const right = await call('POST', '/v2/2fa/validate', { totp: currentTotp(ledger) });
    expect(right.status).toBe(200);
    expect(right.body.data.twoFa).toBe(false);
    expect(exchange.isLoggedIn()).toBe(true);
    // The pending login is used up.
    expect((await call('POST', '/v2/2fa/validate', { totp: currentTotp(ledger) })).status).toBe(422);
  });

  it('locks the authenticator step after its last attempt', async () => {
    await logout();
    await call('POST', '/v2/login', { email: '2fa@example.com', password: 'whatever123' });
    await call('POST', '/v2/2fa/validate', { totp: '000000' });
    await call('POST', '/v2/2fa/validate', { totp: '000000' });
    const locked = await call('POST', '/v2/2fa/validate', { totp: '000000' });
    expect(locked.body.code).toBe(1006);
    expect(locked.body.errors.tooManyAttempt).toHaveLength(1);
    expect((await call('POST', '/v2/2fa/validate', { totp: currentTotp(ledger) })).status).toBe(422);
    expect(exchange.isLoggedIn()).toBe(false);
  });

  it('logs device@ in by the e-mailed code: send a new code, a wrong one, then 123456', async () => {
    expect((await call('POST', '/v2/login/code')).status).toBe(422);
    const login = await call('POST', '/v2/login', { email: 'device@example.com', password: 'whatever123' });
    expect(login.body.data.deviceVerify).toBe(true);
    const sent = await call('POST', '/v2/login/code');
    expect(sent.body.data).toEqual({ sentTo: 'd***e@example.com', resendIn: 60 });
    const wrong = await call('POST', '/v2/login/confirmation', { code: '111111' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toHaveLength(1);
    expect(wrong.body.data.attemptsLeft).toBe(4);
    const right = await call('POST', '/v2/login/confirmation', { code: DEMO_CODE });
    expect(right.body.data).toEqual({ user_id: DEMO_USER_ID });
    expect(exchange.isLoggedIn()).toBe(true);
  });
});

describe('registration', () => {
  const NEW = { email: 'Olena.Kovalenko@example.com', password: 'Str0ng!Passw0rd' };

  it('registers by e-mail code, then the new e-mail logs in with its password', async () => {
    await logout();
    const bad = await call('POST', '/v2/register', { ...NEW, consents: ['terms'], referralCode: 'NOSUCHCODE' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.referralCode).toHaveLength(1);
    const registered = await call('POST', '/v2/register', { ...NEW, consents: ['terms', 'privacy'], referralCode: DEMO_REFERRAL_CODE });
    expect(registered.status).toBe(200);
    expect(registered.body.data.confirmation).toBe('email');
    expect(registered.body.data.id).toMatch(/^[0-9a-f-]{36}$/);
    // Not an account until confirmed.
    expect((await call('POST', '/v2/login', NEW)).status).toBe(422);
    expect((await call('POST', '/v2/register/code', { email: NEW.email })).body.data.sentTo).toBe('o***o@example.com');
    const wrong = await call('POST', '/v2/register/confirmation', { email: NEW.email, code: '654321' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toHaveLength(1);
    expect(wrong.body.data.attemptsLeft).toBe(4);
    const confirmed = await call('POST', '/v2/register/confirmation', { email: NEW.email, code: DEMO_CODE });
    expect(confirmed.status).toBe(200);
    const userId = confirmed.body.data.userId as number;
    expect(userId).toBeGreaterThan(DEMO_USER_ID);
    expect(exchange.isLoggedIn()).toBe(true);

    await logout();
    expect((await call('POST', '/v2/login', { ...NEW, password: DEMO_PASSWORD })).status).toBe(422);
    const login = await call('POST', '/v2/login', NEW);
    expect(login.status).toBe(200);
    expect(login.body.data.userId).toBe(userId);
    // The e-mail is taken now, and the new user's own referral code is valid.
    expect((await call('POST', '/v2/register', { ...NEW, consents: ['terms'] })).body.errors.email).toHaveLength(1);
    const own = authState(ledger).users.find((u) => u.userId === userId)!.referralCode;
    expect((await call('GET', `/v2/validate-referral-code?referralCode=${own}`)).body.data).toEqual({ valid: true });
  });

  it('logs a registered e-mail in by e-mail code, without its password; an unknown e-mail gets the same answer and no code works', async () => {
    await logout();
    const userId = authState(ledger).users.find((u) => u.email === NEW.email.toLowerCase())!.userId;
    const sent = await call('POST', '/v2/login/code', { email: NEW.email });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ sentTo: 'o***o@example.com', resendIn: 60 });
    expect(exchange.isLoggedIn()).toBe(false);
    // Without a body it sends a new code for this login, as for a new device.
    expect((await call('POST', '/v2/login/code')).body.data.sentTo).toBe('o***o@example.com');
    const wrong = await call('POST', '/v2/login/confirmation', { code: '111111' });
    expect(wrong.body.data.attemptsLeft).toBe(4);
    const right = await call('POST', '/v2/login/confirmation', { code: DEMO_CODE });
    expect(right.body.data).toEqual({ user_id: userId });
    expect(exchange.isLoggedIn()).toBe(true);
    expect(ledger.history('logins')[0]).toMatchObject({ userId, method: 'email-code' });

    await logout();
    expect((await call('POST', '/v2/login/code', { email: 'not-an-email' })).body.errors.email).toHaveLength(1);
    const unknown = await call('POST', '/v2/login/code', { email: 'nobody@example.com' });
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toEqual({ sentTo: 'n***y@example.com', resendIn: 60 });
    for (let left = 4; left > 0; left--)
      expect((await call('POST', '/v2/login/confirmation', { code: DEMO_CODE })).body.data.attemptsLeft).toBe(left);
    expect((await call('POST', '/v2/login/confirmation', { code: DEMO_CODE })).body.code).toBe(1006);
    expect(exchange.isLoggedIn()).toBe(false);
  });

  it('confirms a registration by its e-mailed link', async () => {
    await call('POST', '/v2/register', { email: 'link@example.com', password: 'Link!Passw0rd', consents: ['terms'] });
    const link = pendingRegistrationLink(ledger, 'link@example.com')!;
    expect((await call('POST', `/v2/register/confirmation/${'x'.repeat(40)}`)).status).toBe(422);
    const confirmed = await call('POST', `/v2/register/confirmation/${link}`);
    expect(confirmed.status).toBe(200);
    await logout();
    expect((await call('POST', '/v2/login', { email: 'link@example.com', password: 'Link!Passw0rd' })).status).toBe(200);
  });

  it('registers by phone with the SMS code', async () => {
    const registered = await call('POST', '/v2/register', { phone: '+380671234567', password: 'Ph0ne!Passw0rd', consents: ['terms'] });
    expect(registered.body.data.confirmation).toBe('phone');
    const id = registered.body.data.id as string;
    expect((await call('POST', '/v2/register/phone/code', { id })).body.data.sentTo).toBe('+38067*****67');
    expect((await call('POST', '/v2/register/phone/confirmation', { id, code: '000000' })).body.data.attemptsLeft).toBe(4);
    const confirmed = await call('POST', '/v2/register/phone/confirmation', { id, code: DEMO_CODE });
    expect(confirmed.status).toBe(200);
    expect(authState(ledger).users.some((u) => u.phone === '+380671234567')).toBe(true);
  });

  it('validates referral and affiliate codes against the demo set', async () => {
    expect((await call('GET', `/v2/validate-referral-code?referralCode=${DEMO_REFERRAL_CODE}`)).body.data).toEqual({ valid: true });
    const unknown = await call('GET', '/v2/validate-referral-code?referralCode=NOSUCH1');
    expect(unknown.body.data.valid).toBe(false);
    expect((await call('GET', '/v2/validate-referral-code?referralCode=a')).status).toBe(422);
    expect((await call('GET', '/v2/validate-affiliate-code?affiliateCode=meridian-partners')).body.data.valid).toBe(true);
    expect((await call('GET', '/v2/validate-affiliate-code?affiliateCode=someone-else')).body.data.valid).toBe(false);
  });
});

describe('password reset', () => {
  it('resets by the stored token, then only the new password works', async () => {
    await logout();
    const sent = await call('POST', '/v2/password/email', { email: 'link@example.com' });
    expect(sent.status).toBe(200);
    const token = pendingResetToken(ledger, 'link@example.com')!;
    expect(token).toHaveLength(40);
    // No token for an e-mail without an account, but the same answer.
    expect((await call('POST', '/v2/password/email', { email: 'ghost@example.com' })).body).toEqual(sent.body);
    expect(pendingResetToken(ledger, 'ghost@example.com')).toBeUndefined();

    const reset = { email: 'link@example.com', password: 'N3w!Passw0rd2026', password_confirmation: 'N3w!Passw0rd2026' };
    expect((await call('POST', '/v2/password/reset', { ...reset, token: 'f'.repeat(40) })).body.errors.email).toHaveLength(1);
    expect((await call('POST', '/v2/password/reset', { ...reset, token, password_confirmation: 'Other!Passw0rd' })).status).toBe(422);
    expect((await call('POST', '/v2/password/reset', { ...reset, token })).body.data.message).toBe('Your password has been reset.');
    expect((await call('POST', '/v2/login', { email: 'link@example.com', password: 'Link!Passw0rd' })).status).toBe(422);
    expect((await call('POST', '/v2/login', { email: 'link@example.com', password: reset.password })).status).toBe(200);
    // The token is used up; the demo's own code 123456 still resets.
    expect((await call('POST', '/v2/password/reset', { ...reset, token })).status).toBe(422);
    expect((await call('POST', '/v2/password/reset', { ...reset, token: DEMO_CODE })).status).toBe(200);
  });
});

describe('QR, web3 and third-party sign-in', () => {
  it('moves a QR login from pending through scanned to confirmed, which signs in', async () => {
    await logout();
    const init = await call('GET', '/v2/login/qr/init');
    expect(init.body.data.qr).toMatch(/^meridian:\/\/qr-login\?token=[0-9a-f]{32}$/);
    expect(init.body.data.expiresAt).toBe(Math.floor(TEST_NOW / 1000) + 120);
    expect((await call('GET', '/v2/login/qr')).body.data).toEqual({ status: 'pending' });
    expect((await call('GET', '/v2/login/qr')).body.data).toEqual({ status: 'scanned' });
    expect(exchange.isLoggedIn()).toBe(false);
    expect((await call('GET', '/v2/login/qr')).body.data).toEqual({ status: 'confirmed', userId: DEMO_USER_ID });
    expect(exchange.isLoggedIn()).toBe(true);
  });

  it('expires a QR nobody confirmed in time', async () => {
    await call('GET', '/v2/login/qr/init');
    advance(121_000);
    expect((await call('GET', '/v2/login/qr')).body.data).toEqual({ status: 'expired' });
  });

  it("signs in with the linked wallet's signature of its challenge, once, and refuses any other signature", async () => {
    await logout();
    const [mine, other] = demoWalletAccounts();
    const address = mine!.address;
    update(ledger, (s) => void (s.web3 = { id: 1, address, type: 'metamask', createdAt: TEST_NOW }));
    const challenge = await call('GET', `/v2/web3/auth/challenge?type=metamask&address=${address}`);
    expect(challenge.status).toBe(200);
    const { message, nonce } = challenge.body.data as { message: string; nonce: string };
    expect(message).toContain(`Nonce: ${nonce}`);
    expect(message).toContain(address);
    const signature = signPersonalMessage(message, mine!.key);
    const login = (body: object) => call('POST', '/v2/web3/auth/login', { type: 'metamask', address, message, signature, ...body });
    expect((await login({ message: 'other' })).body.errors.message).toHaveLength(1);
    // Well-formed but not this wallet's: another key's signature, and a signature of other bytes.
    expect((await login({ signature: signPersonalMessage(message, other!.key) })).body.errors.signature).toHaveLength(1);
    expect((await login({ signature: `0x${'ab'.repeat(65)}` })).body.errors.signature).toHaveLength(1);
    expect(exchange.isLoggedIn()).toBe(false);
    const signedIn = await login({});
    expect(signedIn.body.data.userId).toBe(DEMO_USER_ID);
    expect(exchange.isLoggedIn()).toBe(true);
    // Used once: the same signature again is an expired request.
    expect((await login({})).body.errors.message).toHaveLength(1);
    expect((await call('GET', '/v2/web3/auth/challenge?type=metamask&address=0x12')).status).toBe(422);
    update(ledger, (s) => void (s.web3 = null));
  });

  it('refuses an expired web3 challenge', async () => {
    await logout();
    const [mine] = demoWalletAccounts();
    update(ledger, (s) => void (s.web3 = { id: 1, address: mine!.address, type: 'metamask', createdAt: TEST_NOW }));
    const { message } = (await call('GET', `/v2/web3/auth/challenge?type=metamask&address=${mine!.address}`)).body.data;
    advance(300_001);
    const late = await call('POST', '/v2/web3/auth/login', {
      type: 'metamask',
      address: mine!.address,
      message,
      signature: signPersonalMessage(message, mine!.key),
    });
    expect(late.body.errors.message[0]).toContain('expired');
    update(ledger, (s) => void (s.web3 = null));
  });

  it('answers consent for a new e-mail, connection for an unlinked account, and signs a linked one in', async () => {
    await logout();
    const fresh = await call('POST', '/v2/login/third-party', { provider: 'apple', token: identityToken('new.person@example.com') });
    expect(fresh.body.data).toMatchObject({ consent: true, connection: false });
    expect(exchange.isLoggedIn()).toBe(false);
    const created = await call('POST', '/v2/connection/auth/consent', {
      provider: 'apple',
      token: identityToken('new.person@example.com'),
      consents: ['terms', 'privacy'],
    });
    expect(created.body.data).toMatchObject({ consent: false, connection: false });
    expect(exchange.isLoggedIn()).toBe(true);

    await logout();
    // The demo user is linked to Google, not to Apple.
    expect(
      (await call('POST', '/v2/login/third-party', { provider: 'google', token: identityToken(DEMO.email) })).body.data.connection,
    ).toBe(false);
    expect(exchange.isLoggedIn()).toBe(true);
    await logout();
    const unlinked = await call('POST', '/v2/login/third-party', { provider: 'apple', token: identityToken(DEMO.email) });
    expect(unlinked.body.data).toMatchObject({ userId: DEMO_USER_ID, connection: true });
    const badPassword = await call('POST', '/v2/connection/auth/link', {
      provider: 'apple',
      token: identityToken(DEMO.email),
      password: 'wrong-password',
    });
    expect(badPassword.body.errors.password).toHaveLength(1);
    const linked = await call('POST', '/v2/connection/auth/link', {
      provider: 'apple',
      token: identityToken(DEMO.email),
      password: DEMO_PASSWORD,
    });
    expect(linked.status).toBe(200);
    expect(exchange.isLoggedIn()).toBe(true);
    const noEmail = await call('POST', '/v2/login/third-party', {
      provider: 'google',
      token: `${b64({ a: 1 })}.${b64({ sub: '1' })}.c2ln`,
    });
    expect(noEmail.body.errors.token).toEqual(['Invalid email']);
  });

  it('starts a redirect connection with a state, to the demo provider page of the same origin', async () => {
    const started = await call('POST', '/v2/connection/auth', {
      provider: 'apple',
      redirectUri: 'https://meridian.example/auth?provider=apple',
    });
    const { redirectUrl, state } = started.body.data as { redirectUrl: string; state: string };
    // The demo's stand-in for the provider: a page of the redirect URI's own origin (mocks/demo-provider.tsx).
    const url = new URL(redirectUrl);
    expect(url.origin).toBe('https://meridian.example');
    expect(url.pathname).toBe('/');
    expect(url.searchParams.get('demoProvider')).toBe('apple');
    expect(url.searchParams.get('redirect_uri')).toBe('https://meridian.example/auth?provider=apple');
    expect(url.searchParams.get('state')).toBe(state);
    expect(authState(ledger).connectionStates[state]?.provider).toBe('apple');
  });
});

describe('captcha, OAuth and the support centre', () => {
  it('asks captcha@ for the captcha (1003) until a solved challenge comes with the request, each challenge once', async () => {
    await logout();
    const issued = await call('GET', '/v2/geetest?t=1732190400123');
    expect(issued.body.data).toMatchObject({ success: 1, new_captcha: true });
    expect(issued.body.data.challenge).toMatch(/^[0-9a-f]{32}$/);
    expect((await call('GET', '/v2/geetest')).status).toBe(422);
    const login = (captcha?: object) =>
      call('POST', '/v2/login', { email: 'captcha@meridian.example', password: 'demo-password', captcha });
    const solved = { provider: 'geetest', ...demoGeetestAnswer(issued.body.data.challenge) };

    const none = await login();
    expect(none.status).toBe(422);
    expect(none.body.code).toBe(1003);
    expect(none.body.errors.captcha).toHaveLength(1);
    expect((await login({ ...solved, geetest_validate: 'f'.repeat(32) })).body.code).toBe(1003);
    expect((await login({ provider: 'geetest', ...demoGeetestAnswer('a'.repeat(32)) })).body.code).toBe(1003);
    const signedIn = await login(solved);
    expect(signedIn.body.data.userId).toBe(DEMO_USER_ID);
    expect(exchange.isLoggedIn()).toBe(true);
    // Used once.
    await logout();
    expect((await login(solved)).body.code).toBe(1003);

    // Registration and the password reset e-mail of the persona are guarded alike; other e-mails are not.
    const fresh = (await call('GET', '/v2/geetest?t=1732190400999')).body.data.challenge;
    const register = { email: 'captcha@new.example', password: 'Str0ng!pass', consents: ['terms', 'privacy'] };
    expect((await call('POST', '/v2/register', register)).body.code).toBe(1003);
    expect(
      (await call('POST', '/v2/register', { ...register, captcha: { provider: 'geetest', ...demoGeetestAnswer(fresh) } })).status,
    ).toBe(200);
    expect((await call('POST', '/v2/password/email', { email: 'captcha@new.example' })).body.code).toBe(1003);
    expect((await call('POST', '/v2/password/email', { email: 'ada@proton.example' })).status).toBe(200);
    exchange.login();
  });

  it('refuses an expired captcha challenge', async () => {
    await logout();
    const challenge = (await call('GET', '/v2/geetest?t=1732190400123')).body.data.challenge;
    advance(300_001);
    const late = await call('POST', '/v2/login', {
      email: 'captcha@meridian.example',
      password: 'demo-password',
      captcha: { provider: 'geetest', ...demoGeetestAnswer(challenge) },
    });
    expect(late.body.errors.captcha[0]).toContain('expired');
    exchange.login();
  });

  it('shows a client its scopes, authorizes it with a code and gives its user token', async () => {
    const scopes = await call('GET', '/oauth2/client/scopes/9b1f2c34-koinly');
    expect(scopes.body.data.client.name).toBe('Koinly');
    expect(scopes.body.data.scopes.map((s: { id: string }) => s.id)).toEqual(['general', 'history.read']);
    expect((await call('GET', '/oauth2/client/scopes/nobody')).status).toBe(404);
    const ask = {
      client_id: '9b1f2c34-koinly',
      redirect_uri: 'https://app.koinly.io/integrations/meridian/callback',
      response_type: 'code',
      scope: 'general history.read',
      state: 'Zq81LmXv0cT5',
      approve: true,
    };
    const approved = new URL((await call('POST', '/oauth2/authorize', ask)).body.data.redirectUrl);
    expect(approved.searchParams.get('state')).toBe('Zq81LmXv0cT5');
    expect(authState(ledger).oauthCodes[approved.searchParams.get('code')!]?.clientId).toBe('9b1f2c34-koinly');
    const denied = new URL((await call('POST', '/oauth2/authorize', { ...ask, approve: false })).body.data.redirectUrl);
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect((await call('POST', '/oauth2/authorize', { ...ask, redirect_uri: 'https://evil.example/cb' })).status).toBe(422);
    // A link of the published form carries the client's id and state only: its registered URI and scopes apply.
    const { redirect_uri: _uri, scope: _scope, ...bare } = ask;
    const registered = new URL((await call('POST', '/oauth2/authorize', bare)).body.data.redirectUrl);
    expect(registered.origin + registered.pathname).toBe('https://app.koinly.io/integrations/meridian/callback');
    expect(authState(ledger).oauthCodes[registered.searchParams.get('code')!]?.scope).toBe('general history.read');
    // The approved client is listed among the authorized apps, and may have a user token; an unknown one may not.
    const apps = await call('GET', '/v2/auth/user/tokens');
    expect(apps.body.data.filter((app: { client: { id: string } }) => app.client.id === '9b1f2c34-koinly')).toHaveLength(1);
    const userToken = await call('POST', '/v2/oauth2/jwt/generate/user_token', { client_id: '9b1f2c34-koinly' });
    expect(userToken.body.data.token.split('.')).toHaveLength(3);
    expect((await call('POST', '/v2/oauth2/jwt/generate/user_token', { client_id: 'demo-portfolio' })).status).toBe(422);
    expect((await call('GET', '/oauth2/client/9b1f2c34-koinly/user/logout/notify')).status).toBe(204);
  });

  it('signs in to the support centre and finds a brand', async () => {
    const sso = await call('POST', '/v2/zendesk/sso/login', { brand_id: 360001234568 });
    expect(sso.body.data).toMatchObject({
      url: 'https://help.meridian.example/access/jwt',
      returnTo: 'https://help.meridian.example/hc/tr',
    });
    expect((await call('POST', '/v2/zendesk/jwt/generate')).body.data.token.split('.')).toHaveLength(3);
    expect((await call('GET', '/v2/zendesk/sso/redirect?brand_id=360001234567')).body.data.redirectUrl).toBe(
      'https://help.meridian.example/hc/en-us',
    );
  });

  it('answers 401 to the signed-in operations of a guest', async () => {
    await logout();
    expect((await call('POST', '/v2/zendesk/sso/login', {})).status).toBe(401);
    expect((await call('POST', '/v2/zendesk/jwt/generate')).status).toBe(401);
    expect((await call('POST', '/v2/oauth2/jwt/generate/user_token', { client_id: '9b1f2c34-koinly' })).status).toBe(401);
    expect((await call('POST', '/oauth2/authorize', {})).status).toBe(401);
    // Guests may still look up a brand and a client's scopes.
    expect((await call('GET', '/v2/zendesk/sso/redirect?brand_id=1')).status).toBe(200);
  });
});

describe('what the settings decide', () => {
  it('asks for the authenticator code once 2FA is on, only accepts the linked wallet and holds a QR while QR login is off', async () => {
    await logout();
    update(ledger, (s) => void (s.twoFactor.enabled = true));
    const login = await call('POST', '/v2/login', DEMO);
    expect(login.body.data.twoFa).toBe(true);
    expect(exchange.isLoggedIn()).toBe(false);
    expect((await call('POST', '/v2/2fa/validate', { totp: currentTotp(ledger) })).status).toBe(200);
    expect(exchange.isLoggedIn()).toBe(true);
    update(ledger, (s) => void (s.twoFactor.enabled = false));

    await logout();
    const [linked, other] = demoWalletAccounts();
    update(ledger, (s) => void (s.web3 = { id: 1, address: linked!.address, type: 'metamask', createdAt: TEST_NOW }));
    const signedChallenge = async (account: typeof linked) => {
      const { message } = (await call('GET', `/v2/web3/auth/challenge?type=metamask&address=${account!.address}`)).body.data;
      return { type: 'metamask', address: account!.address, message, signature: signPersonalMessage(message, account!.key) };
    };
    const refused = await call('POST', '/v2/web3/auth/login', await signedChallenge(other));
    expect(refused.body.errors.address).toHaveLength(1);
    expect((await call('POST', '/v2/web3/auth/login', await signedChallenge(linked))).status).toBe(200);
    update(ledger, (s) => void (s.web3 = null));

    await logout();
    update(ledger, (s) => void (s.qrLogin = false));
    await call('GET', '/v2/login/qr/init');
    for (let i = 0; i < 4; i++) await call('GET', '/v2/login/qr');
    expect((await call('GET', '/v2/login/qr')).body.data).toEqual({ status: 'scanned' });
    expect(exchange.isLoggedIn()).toBe(false);
    update(ledger, (s) => void (s.qrLogin = true));
    expect((await call('GET', '/v2/login/qr')).body.data.status).toBe('confirmed');
  });
});

describe('persistence', () => {
  it('keeps users, passwords and the session for a second exchange on the same store', async () => {
    await call('POST', '/v2/login', { email: 'olena.kovalenko@example.com', password: 'Str0ng!Passw0rd' });
    const csrf = (await call('GET', '/v2/index')).body.data.token as string;
    const second = createMockExchange(store, { seed: 7, now: () => TEST_NOW, saveDelayMs: 0 });
    const handlers = mockHandlers(second);
    const send = async (method: string, path: string, body?: unknown) => {
      const request = new Request(TEST_ORIGIN + path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const response = await getResponse(handlers, request);
      return {
        status: response!.status,
        body: response!.status === 204 ? undefined : ((await response!.json()) as { data: Record<string, unknown> }),
      };
    };
    expect(second.isLoggedIn()).toBe(true);
    expect((await send('GET', '/v2/index')).body?.data.token).toBe(csrf);
    expect(authState(second.ledger).users).toEqual(authState(ledger).users);
    expect((await send('POST', '/logout')).status).toBe(204);
    expect((await send('POST', '/v2/login', { email: 'link@example.com', password: 'N3w!Passw0rd2026' })).status).toBe(200);
    expect((await send('POST', '/v2/login', { email: 'new.person@example.com', password: 'anything-at-all' })).status).toBe(422);
    expect((await send('GET', `/v2/validate-referral-code?referralCode=${DEMO_REFERRAL_CODE}`)).body?.data.valid).toBe(true);
  });
});
