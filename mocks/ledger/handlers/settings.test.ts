import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockExchange } from '../../create-exchange';
import { DEMO_EMAIL } from '../../exchange/mock-exchange';
import { memoryStore } from '../../exchange/storage';
import { mockHandlers } from '../../handlers';
import { authState, DEMO_CODE, DEMO_PASSWORD, DEMO_USER_ID } from '../auth/state';
import { currentTotp, totpAt } from '../auth/totp';
import { expectTagAnswered } from '../money/tag-coverage';
import { settingsState } from '../settings/state';
import { ledgerTestServer, TEST_NOW, TEST_ORIGIN } from '../test-kit';
import { SoftAuthenticator } from '../../testing/soft-authenticator';
import { demoWalletAccounts } from '../../demo-wallet';
import { signPersonalMessage } from '../auth/web3-signature';

const store = memoryStore();
const { call, exchange, ledger, advance, browserStore } = ledgerTestServer({ store });

const DOC_IPS = /^(203\.0\.113|198\.51\.100)\.\d{1,3}$/;
const b64url = (text: string) => Buffer.from(text).toString('base64url');
const settings = async () => (await call('GET', '/v2/settings')).body.data;

/** A second demo exchange on the same stores: what a reload of the page (the same browser) sees. */
function reloaded() {
  const second = createMockExchange(store, { seed: 7, now: () => TEST_NOW, saveDelayMs: 0, browserStore });
  const handlers = mockHandlers(second);
  const get = async (path: string) => {
    const response = await getResponse(handlers, new Request(TEST_ORIGIN + path));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads whatever the answer holds
    return (await response!.json()) as { data: any };
  };
  return { second, get };
}

beforeEach(() => exchange.login());

describe('settings', () => {
  it('GET /v2/settings: the demo user from the ledger, every contract permission, guests 401', async () => {
    const data = await settings();
    expect(data.user).toMatchObject({
      email: DEMO_EMAIL,
      userId: 100_200,
      isLogined: true,
      mainAccountExternalId: null,
      language: 'en',
      nickname: { value: 'DemoTrader', tag: '0421' },
      nicknameChangesLeft: 2,
      logoutTime: 60,
      phone: { number: '+44770*****23', type: 'sms' },
      flags: { isTwoFactorEnabled: false, isPasskeyEnabled: true, isAntiPhishingCodeEnabled: false, isPasswordCreateEnabled: false },
    });
    expect(data.user.lastPasswordEdit).toBeLessThan(TEST_NOW / 1000);
    expect(Object.keys(data.permissions)).toHaveLength(12);
    for (const [key, flag] of Object.entries(data.permissions)) {
      const off = key === 'koinly' || key === 'diia';
      expect(flag).toEqual({ enabled: !off, hide: off });
    }
    expect(data).toMatchObject({ captcha: { provider: 'geetest', enabled: false }, marketName: 'BTC-USDT', countryCode: 'GB' });
    exchange.logout();
    expect((await call('GET', '/v2/settings')).status).toBe(401);
    expect((await call('GET', '/v2/settings/session')).status).toBe(401);
    expect((await call('POST', '/v2/settings/nickname', { nickname: 'Guest' })).status).toBe(401);
  });

  it('changes the nickname while changes are left; the change survives a reload', async () => {
    const bad = await call('POST', '/v2/settings/nickname', { nickname: 'no spaces!' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ code: 30, errors: { nickname: [expect.any(String)] } });
    const same = await call('POST', '/v2/settings/nickname', { nickname: 'DemoTrader' });
    expect(same.body).toMatchObject({ code: 1534, errors: { nickname: [expect.any(String)] } });

    const changed = await call('POST', '/v2/settings/nickname', { nickname: 'MoonWalker' });
    expect(changed.body.data).toEqual({ nickname: { value: 'MoonWalker', tag: '0421' }, nicknameChangesLeft: 1 });
    expect((await settings()).user).toMatchObject({ nickname: { value: 'MoonWalker' }, nicknameChangesLeft: 1 });

    const { get } = reloaded();
    expect((await get('/v2/settings')).data.user).toMatchObject({ nickname: { value: 'MoonWalker', tag: '0421' }, nicknameChangesLeft: 1 });

    expect((await call('POST', '/v2/settings/nickname', { nickname: 'Satoshi_N' })).body.data.nicknameChangesLeft).toBe(0);
    const none = await call('POST', '/v2/settings/nickname', { nickname: 'OneMore' });
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({ code: 1534, errors: { nickname: ['You have no nickname changes left.'] } });
  });

  it('saves the general preferences, which the session then shows', async () => {
    const saved = await call('POST', '/v2/settings/general', { logoutTime: 240, communicationLanguage: 'tr', timezone: 'Europe/Kyiv' });
    expect(saved.body.data).toEqual({ language: 'en', communicationLanguage: 'tr', timezone: 'Europe/Helsinki', logoutTime: 240 });
    expect((await settings()).user.logoutTime).toBe(240);
    const times = await call('GET', '/v2/common/logoutTimes');
    expect(times.body.data).toEqual([15, 30, 60, 120, 240, 480, 1440]);
    const odd = await call('POST', '/v2/settings/general', { logoutTime: 45 });
    expect(odd.body).toMatchObject({ code: 1005, errors: { logoutTime: [expect.any(String)] } });
    expect((await call('POST', '/v2/settings/general', {})).status).toBe(422);
    await call('POST', '/v2/settings/general', { logoutTime: 60 });

    // One interface language with POST /v2/lang/{lang}.
    expect((await call('POST', '/v2/settings/general', { language: 'tr' })).body.data.language).toBe('tr');
    expect((await settings()).user.language).toBe('tr');
    expect((await call('POST', '/v2/lang/en')).status).toBe(204);
    expect((await settings()).user.language).toBe('en');
    expect((await call('POST', '/v2/settings/general', { language: 'xx' })).body).toMatchObject({
      code: 1005,
      errors: { language: [expect.any(String)] },
    });
  });

  it('turns the authenticator on with a TOTP of the new secret and off again; while it is on, sensitive changes ask for the code', async () => {
    const secret = await call('POST', '/v2/settings/2fa/generate');
    const key: string = secret.body.data.secret;
    const step = 30_000;
    expect(secret.body.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(secret.body.data.otpauthUri).toMatch(
      new RegExp(`^otpauth://totp/Meridian%3Ademo%40meridian\\.example\\?secret=${secret.body.data.secret}&`),
    );
    const wrong = await call('POST', '/v2/settings/2fa/toggle', { enable: true, totp: '000000', secret: secret.body.data.secret });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ code: 1511, errors: { totp: [expect.any(String)] } });
    expect((await settings()).user.flags.isTwoFactorEnabled).toBe(false);

    // The e-mail code of the demo is no authenticator code, nor is a TOTP of two steps ago; the step before is taken.
    expect((await call('POST', '/v2/settings/2fa/toggle', { enable: true, totp: DEMO_CODE, secret: key })).status).toBe(422);
    const stale = totpAt(key, ledger.realTime() - 3 * step);
    expect((await call('POST', '/v2/settings/2fa/toggle', { enable: true, totp: stale, secret: key })).status).toBe(422);
    const previous = totpAt(key, ledger.realTime() - step);
    const on = await call('POST', '/v2/settings/2fa/toggle', { enable: true, totp: previous, secret: key });
    expect(on.body.data).toEqual({ isTwoFactorEnabled: true });
    expect((await settings()).user.flags.isTwoFactorEnabled).toBe(true);
    expect((await call('GET', '/v2/settings/phone/totp')).body.data).toEqual({ required: true });
    expect((await call('POST', '/v2/settings/2fa/generate')).body.code).toBe(1510);
    const noCode = await call('POST', '/v2/settings/whitelist', { enabled: true });
    expect(noCode.body).toMatchObject({ code: 1226, errors: { totp: [expect.any(String)] } });
    expect((await call('POST', '/v2/settings/whitelist', { enabled: true, totp: DEMO_CODE })).status).toBe(422);
    expect((await call('POST', '/v2/settings/whitelist', { enabled: true, totp: currentTotp(ledger, key) })).body.data.enabled).toBe(true);
    const next = totpAt(key, ledger.realTime() + step);
    expect((await call('POST', '/v2/settings/whitelist', { enabled: false, totp: next })).body.data.enabled).toBe(false);

    expect((await call('POST', '/v2/settings/2fa/toggle', { enable: false, totp: '111111' })).status).toBe(422);
    expect((await call('POST', '/v2/settings/2fa/toggle', { enable: false, totp: currentTotp(ledger, key) })).body.data).toEqual({
      isTwoFactorEnabled: false,
    });
    expect((await settings()).user.flags.isTwoFactorEnabled).toBe(false);
  });

  it('adds a passkey from the registration options, renames and deletes it', async () => {
    const before = (await call('GET', '/v2/settings/passkeys')).body.data;
    expect(before).toEqual([{ id: 1507, name: 'MacBook Touch ID', createdAt: expect.any(Number), lastUsedAt: expect.any(Number) }]);
    expect(before[0].createdAt).toBeLessThan(before[0].lastUsedAt);

    const options = (await call('POST', '/v2/settings/passkeys/register/start')).body.data;
    expect(options).toMatchObject({ rp: { id: 'exchange.test', name: 'Meridian' }, user: { name: DEMO_EMAIL }, attestation: 'none' });
    expect(options.excludeCredentials).toHaveLength(1);
    const key = await SoftAuthenticator.create();
    const credential = async (challenge: string) => {
      const made = await key.register({ ...options, challenge }, TEST_ORIGIN);
      return { ...made, authenticatorAttachment: 'cross-platform', response: { ...made.response, transports: ['usb', 'nfc'] } };
    };
    const stale = await call('POST', '/v2/settings/passkeys/register/finish', { credential: await credential('not-the-challenge-at-all') });
    expect(stale.status).toBe(422);
    expect(stale.body).toMatchObject({ code: 1514, errors: { credential: [expect.any(String)] } });

    const added = await call('POST', '/v2/settings/passkeys/register/finish', { credential: await credential(options.challenge) });
    expect(added.body.data).toEqual({ id: 1508, name: 'Security key', createdAt: TEST_NOW / 1000 });
    expect(settingsState(ledger).passkeys.at(-1)).toMatchObject({ credentialId: key.id, publicKey: expect.any(String), counter: 0 });
    const again = await call('POST', '/v2/settings/passkeys/register/finish', { credential: await credential(options.challenge) });
    expect(again.status).toBe(422);

    const renamed = await call('POST', '/v2/settings/passkeys/1508/rename', { name: 'YubiKey 5C' });
    expect(renamed.body.data).toMatchObject({ id: 1508, name: 'YubiKey 5C' });
    expect((await call('GET', '/v2/settings/passkeys')).body.data.map((p: { name: string }) => p.name)).toEqual([
      'MacBook Touch ID',
      'YubiKey 5C',
    ]);
    expect((await call('POST', '/v2/settings/passkeys/999/rename', { name: 'Nope' })).status).toBe(404);

    // Only the passkey added with its key is offered (the seeded one was made on no device of the demo).
    const auth = (await call('POST', '/v2/settings/passkeys/authentication/start')).body.data;
    expect(auth.allowCredentials).toEqual([{ id: key.id, type: 'public-key', transports: ['usb', 'nfc'] }]);

    expect((await call('DELETE', '/v2/settings/passkeys/1508')).status).toBe(204);
    expect((await call('DELETE', '/v2/settings/passkeys/1508')).status).toBe(404);
    expect((await call('GET', '/v2/settings/passkeys')).body.data).toEqual(before);
    expect((await settings()).user.flags.isPasskeyEnabled).toBe(true);
  });

  it('lists realistic sessions and ends one, then all others', async () => {
    const sessions = (await call('GET', '/v2/settings/session')).body.data as {
      id: number;
      ip: string;
      createdAt: number;
      lastActivityAt: number;
      isCurrent: boolean;
    }[];
    expect(sessions).toHaveLength(4);
    expect(sessions.filter((s) => s.isCurrent)).toHaveLength(1);
    for (const s of sessions) {
      expect(s.ip).toMatch(DOC_IPS);
      expect(s.createdAt).toBeLessThanOrEqual(s.lastActivityAt);
      expect(s.lastActivityAt).toBeLessThanOrEqual(TEST_NOW / 1000);
    }
    const current = sessions.find((s) => s.isCurrent)!;
    expect(current.lastActivityAt).toBe(TEST_NOW / 1000);
    const own = await call('POST', `/v2/settings/session/${current.id}/terminate`);
    expect(own.body).toMatchObject({ code: 1519, errors: { id: [expect.any(String)] } });
    expect((await call('POST', '/v2/settings/session/5/terminate')).status).toBe(404);

    const other = sessions.find((s) => !s.isCurrent)!;
    expect((await call('POST', `/v2/settings/session/${other.id}/terminate`)).status).toBe(204);
    const left = (await call('GET', '/v2/settings/session')).body.data as { id: number }[];
    expect(left.map((s) => s.id)).not.toContain(other.id);
    expect(left).toHaveLength(3);

    expect((await call('POST', '/v2/settings/session/terminate')).body.data).toEqual({ terminated: 2 });
    expect((await call('GET', '/v2/settings/session')).body.data.map((s: { id: number }) => s.id)).toEqual([current.id]);
    // The seeded devices' sessions are gone for good: a reload lists none of them.
    expect(settingsState(reloaded().second.ledger).sessions.filter((s) => !s.current)).toEqual([]);
  });

  it('is a session per browser: one ended from another browser is answered 401 there until it logs in again', async () => {
    // Another browser of the same exchange (as `npm run serve` has them): the exchange's store, a store of its own.
    const other = createMockExchange(store, { seed: 7, now: () => TEST_NOW, saveDelayMs: 0, browserStore: memoryStore() });
    const otherHandlers = mockHandlers(other);
    const otherCall = async (method: string, path: string, body?: unknown) => {
      const init =
        body === undefined ? { method } : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
      const response = (await getResponse(otherHandlers, new Request(TEST_ORIGIN + path, init)))!;
      return { status: response.status, body: (await response.json().catch(() => undefined)) as { data: unknown } | undefined };
    };
    expect((await otherCall('GET', '/v2/settings')).status).toBe(200);
    type Row = { id: number; isCurrent: boolean };
    const listed = (await call('GET', '/v2/settings/session')).body.data as Row[];
    const otherId = other.sessions.currentId()!;
    expect(listed.find((s) => s.id === otherId)).toMatchObject({ isCurrent: false });
    expect(listed.filter((s) => s.isCurrent).map((s) => s.id)).toEqual([exchange.sessions.currentId()]);
    // The other browser sees the same list, itself the current one.
    const seenThere = (await otherCall('GET', '/v2/settings/session')).body!.data as Row[];
    expect(seenThere.find((s) => s.isCurrent)!.id).toBe(otherId);

    expect((await call('POST', `/v2/settings/session/${otherId}/terminate`)).status).toBe(204);
    expect((await otherCall('GET', '/v2/settings')).status).toBe(401);
    expect((await otherCall('GET', '/v2/balances')).status).toBe(401);
    expect((await call('GET', '/v2/settings')).status).toBe(200);
    expect(((await call('GET', '/v2/settings/session')).body.data as Row[]).map((s) => s.id)).not.toContain(otherId);

    // It logs in again: a new session, listed here; ending all others ends it too.
    expect((await otherCall('POST', '/v2/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).status).toBe(200);
    expect((await otherCall('GET', '/v2/settings')).status).toBe(200);
    const again = other.sessions.currentId()!;
    expect(again).not.toBe(otherId);
    expect(((await call('GET', '/v2/settings/session')).body.data as Row[]).map((s) => s.id)).toContain(again);
    await call('POST', '/v2/settings/session/terminate');
    expect((await otherCall('GET', '/v2/settings')).status).toBe(401);
    expect((await call('GET', '/v2/settings')).status).toBe(200);
  });

  it('keeps weeks of login history, newest first, paged, and a new login on top', async () => {
    const first = await call('GET', '/v2/settings/login-history');
    const { data, pagination } = first.body as { data: { id: number; ip: string; createdAt: number }[]; pagination: { total: number } };
    expect(data).toHaveLength(20);
    expect(pagination.total).toBeGreaterThan(20);
    const all = (await call('GET', `/v2/settings/login-history?limit=100`)).body.data as { id: number; ip: string; createdAt: number }[];
    expect(all).toHaveLength(pagination.total);
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    for (let i = 1; i < all.length; i++) expect(all[i]!.createdAt).toBeLessThanOrEqual(all[i - 1]!.createdAt);
    expect(all.every((e) => DOC_IPS.test(e.ip))).toBe(true);
    expect((all[0]!.createdAt - all[all.length - 1]!.createdAt) / 86_400).toBeGreaterThan(20);

    advance(60_000);
    expect((await call('POST', '/v2/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).status).toBe(200);
    const newest = (await call('GET', '/v2/settings/login-history?limit=1')).body;
    expect(newest.pagination.total).toBe(pagination.total + 1);
    expect(newest.data[0]).toMatchObject({ method: 'password', status: 'success', createdAt: ledger.now() / 1000 });
    const current = (await call('GET', '/v2/settings/session')).body.data.find((s: { isCurrent: boolean }) => s.isCurrent);
    expect(current.createdAt).toBe(ledger.now() / 1000);
  });

  it('creates, edits and deletes the billing address', async () => {
    expect((await call('GET', '/v2/settings/billing-address')).body).toEqual({ data: null });
    expect((await call('POST', '/v2/settings/billing-address/edit', {})).status).toBe(404);
    const address = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      countryCode: 'GB',
      city: 'London',
      address: '12 St James Sq',
      postalCode: 'SW1Y 4JH',
    };
    const invalid = await call('POST', '/v2/settings/billing-address', { ...address, countryCode: 'gb', city: '' });
    expect(invalid.body).toMatchObject({ code: 30, errors: { countryCode: [expect.any(String)], city: [expect.any(String)] } });

    const created = await call('POST', '/v2/settings/billing-address', address);
    expect(created.body.data).toEqual({ id: 2041, ...address, updatedAt: ledger.now() / 1000 });
    expect((await call('POST', '/v2/settings/billing-address', address)).body.code).toBe(1525);

    advance(3_600_000);
    const edited = await call('POST', '/v2/settings/billing-address/edit', { ...address, address: '1 Kings Rd', addressLine2: 'Flat 3' });
    expect(edited.body.data).toMatchObject({ id: 2041, address: '1 Kings Rd', addressLine2: 'Flat 3', updatedAt: ledger.now() / 1000 });
    expect((await reloaded().get('/v2/settings/billing-address')).data).toEqual(edited.body.data);

    expect((await call('DELETE', '/v2/settings/billing-address')).status).toBe(204);
    expect((await call('GET', '/v2/settings/billing-address')).body).toEqual({ data: null });
    expect((await call('DELETE', '/v2/settings/billing-address')).status).toBe(404);
  });

  it('sets the anti-phishing code: the info shows it masked, the history dates each change', async () => {
    expect((await call('GET', '/v2/settings/anti-phishing/info')).body.data).toEqual({ enabled: false, code: null });
    expect((await call('GET', '/v2/settings/anti-phishing/history')).body.data).toEqual([]);
    expect((await call('POST', '/v2/settings/anti-phishing', { code: 'no!' })).body).toMatchObject({
      code: 30,
      errors: { code: [expect.any(String)] },
    });

    const set = await call('POST', '/v2/settings/anti-phishing', { code: 'Mer1d1an' });
    expect(set.body.data).toEqual({ enabled: true, code: 'M******n', updatedAt: ledger.now() / 1000 });
    expect((await call('GET', '/v2/settings/anti-phishing/info')).body.data).toEqual(set.body.data);
    advance(86_400_000);
    await call('POST', '/v2/settings/anti-phishing', { code: 'Harbour42' });
    const history = (await call('GET', '/v2/settings/anti-phishing/history')).body.data;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['changed', 'created']);
    expect(history[0].createdAt - history[1].createdAt).toBe(86_400);
    expect(history[0].ip).toMatch(DOC_IPS);
    expect((await settings()).user.flags.isAntiPhishingCodeEnabled).toBe(true);
    expect((await call('POST', '/v2/settings/anti-phishing', { code: 'Harbour42' })).body.code).toBe(1543);
  });

  it('changes the phone with the texted code 123456', async () => {
    const sent = await call('POST', '/v2/settings/phone', { phone: '+447700900456' });
    expect(sent.body.data).toEqual({ sentTo: '+44770*****56', resendIn: 60 });
    expect((await call('POST', '/v2/settings/phone/code')).body.data.sentTo).toBe('+44770*****56');
    const wrong = await call('POST', '/v2/settings/phone/confirmation', { code: '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ code: 1539, errors: { code: [expect.any(String)] } });
    const confirmed = await call('POST', '/v2/settings/phone/confirmation', { code: '123456' });
    expect(confirmed.body.data).toMatchObject({ number: '+44770*****56', provider: 'EE', type: 'sms', is2fa: false });
    expect((await settings()).user.phone.number).toBe('+44770*****56');
    expect((await call('POST', '/v2/settings/phone/confirmation', { code: '123456' })).status).toBe(422);
  });

  it('changes the e-mail only once the code sent to the new address is confirmed; the login then asks for it', async () => {
    const NEW_EMAIL = 'Ada.Lovelace@proton.example';
    expect((await call('POST', '/v2/settings/email/confirmation', { code: DEMO_CODE })).body).toMatchObject({
      code: 30,
      errors: { code: [expect.any(String)] },
    });
    const sent = await call('POST', '/v2/settings/email', { email: NEW_EMAIL });
    expect(sent.body.data).toEqual({ sentTo: 'A***e@proton.example', resendIn: 60 });
    // Pending: nothing changes before the code is confirmed.
    expect((await settings()).user.email).toBe(DEMO_EMAIL);
    expect((await call('POST', '/v2/settings/email/confirmation', { code: '12345' })).status).toBe(422);
    const wrong = await call('POST', '/v2/settings/email/confirmation', { code: '654321' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ code: 30, errors: { code: ['The code is wrong or has expired.'] } });
    expect((await settings()).user.email).toBe(DEMO_EMAIL);

    const confirmed = await call('POST', '/v2/settings/email/confirmation', { code: DEMO_CODE });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toEqual({ email: 'ada.lovelace@proton.example' });
    expect((await settings()).user.email).toBe('ada.lovelace@proton.example');
    expect(settingsState(ledger).pendingEmail).toBeNull();
    expect((await call('POST', '/v2/settings/email/confirmation', { code: DEMO_CODE })).status).toBe(422);
    const { get } = reloaded();
    expect((await get('/v2/settings')).data.user.email).toBe('ada.lovelace@proton.example');

    // The login asks for the new e-mail (with the same password); the old one is no account any more.
    expect((await call('POST', '/v2/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).status).toBe(422);
    expect((await call('POST', '/v2/login', { email: NEW_EMAIL, password: DEMO_PASSWORD })).status).toBe(200);

    // Another account's e-mail is refused; back to the demo e-mail for the tests below, by the same two calls.
    const other = await call('POST', '/v2/register', { email: 'taken@proton.example', password: 'Taken!Passw0rd', consents: ['terms'] });
    expect(other.status).toBe(200);
    expect((await call('POST', '/v2/register/confirmation', { email: 'taken@proton.example', code: DEMO_CODE })).status).toBe(200);
    expect((await call('POST', '/v2/login', { email: NEW_EMAIL, password: DEMO_PASSWORD })).status).toBe(200);
    expect((await call('POST', '/v2/settings/email', { email: 'taken@proton.example' })).body).toMatchObject({
      code: 1552,
      errors: { email: ['This e-mail belongs to another account.'] },
    });
    expect((await call('POST', '/v2/settings/email', { email: DEMO_EMAIL })).status).toBe(200);
    expect((await call('POST', '/v2/settings/email/confirmation', { code: DEMO_CODE })).body.data).toEqual({ email: DEMO_EMAIL });
    expect((await settings()).user.email).toBe(DEMO_EMAIL);
  });

  it('confirms only its own pending e-mail change, and drops one whose address was taken meanwhile', async () => {
    const demo = { email: DEMO_EMAIL, password: DEMO_PASSWORD };
    expect((await call('POST', '/v2/settings/email', { email: 'later@proton.example' })).status).toBe(200);
    // Another account signs in on the same demo (the settings slice is shared): the change is not theirs to confirm.
    expect((await call('POST', '/v2/login', { email: 'taken@proton.example', password: 'Taken!Passw0rd' })).status).toBe(200);
    expect((await call('POST', '/v2/settings/email/confirmation', { code: DEMO_CODE })).body.errors.code).toHaveLength(1);
    expect((await settings()).user.email).toBe('taken@proton.example');
    // The new address is registered before the demo user confirms the code.
    await call('POST', '/logout');
    await call('POST', '/v2/register', { email: 'later@proton.example', password: 'Later!Passw0rd', consents: ['terms'] });
    expect((await call('POST', '/v2/register/confirmation', { email: 'later@proton.example', code: DEMO_CODE })).status).toBe(200);
    expect((await call('POST', '/v2/login', demo)).status).toBe(200);
    const taken = await call('POST', '/v2/settings/email/confirmation', { code: DEMO_CODE });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email).toEqual(['This e-mail belongs to another account.']);
    expect(settingsState(ledger).pendingEmail).toBeNull();
    expect((await settings()).user.email).toBe(DEMO_EMAIL);
  });

  it("confirms a scanned QR from the settings: the QR page's next poll is confirmed and signs that user in", async () => {
    // The page that shows the QR (a guest) ...
    exchange.logout();
    const qr = (await call('GET', '/v2/login/qr/init')).body.data.qr as string;
    const token = new URL(qr).searchParams.get('token')!;
    // ... and the signed-in user who scanned it.
    exchange.login();
    expect((await call('POST', '/v2/settings/qr-login/0123456789abcdef0123456789abcdef')).body).toMatchObject({
      code: 1544,
      errors: { x: [expect.any(String)] },
    });
    await call('POST', '/v2/settings/qr-login/disable');
    expect((await call('POST', `/v2/settings/qr-login/${token}`)).body).toMatchObject({ code: 1544, errors: { x: [expect.any(String)] } });
    await call('POST', '/v2/settings/qr-login/enable');
    const confirmed = await call('POST', `/v2/settings/qr-login/${token}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toEqual({ isQrLoginEnabled: true, confirmed: true });

    exchange.logout();
    // Confirmed on the first poll, without waiting for the demo's own confirmation.
    expect((await call('GET', '/v2/login/qr')).body.data).toEqual({ status: 'confirmed', userId: DEMO_USER_ID });
    expect(exchange.isLoggedIn()).toBe(true);
    // Used: it cannot be confirmed again; an expired one neither.
    expect((await call('POST', `/v2/settings/qr-login/${token}`)).status).toBe(422);
    exchange.logout();
    const stale = new URL((await call('GET', '/v2/login/qr/init')).body.data.qr as string).searchParams.get('token')!;
    advance(121_000);
    exchange.login();
    expect((await call('POST', `/v2/settings/qr-login/${stale}`)).body.code).toBe(1544);
  });

  it('changes the password: the current one is checked and the login asks for the new one', async () => {
    const wrong = await call('POST', '/v2/settings/password', {
      currentPassword: 'not-my-password',
      password: 'N3w!Passw0rd',
      password_confirmation: 'N3w!Passw0rd',
    });
    expect(wrong.body).toMatchObject({ code: 1535, errors: { currentPassword: [expect.any(String)] } });
    const mismatch = await call('POST', '/v2/settings/password', {
      currentPassword: DEMO_PASSWORD,
      password: 'N3w!Passw0rd',
      password_confirmation: 'Other!Pass1',
    });
    expect(mismatch.body).toMatchObject({ code: 1535, errors: { password_confirmation: [expect.any(String)] } });
    const changed = await call('POST', '/v2/settings/password', {
      currentPassword: DEMO_PASSWORD,
      password: 'N3w!Passw0rd',
      password_confirmation: 'N3w!Passw0rd',
    });
    expect(changed.body.data.message).toMatch(/changed/);
    expect((await settings()).user.lastPasswordEdit).toBe(ledger.now() / 1000);
    expect((await call('POST', '/v2/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).status).toBe(422);
    expect((await call('POST', '/v2/login', { email: DEMO_EMAIL, password: 'N3w!Passw0rd' })).status).toBe(200);
    expect(
      (await call('POST', '/v2/settings/password/create', { password: 'x'.repeat(8), password_confirmation: 'x'.repeat(8) })).body.code,
    ).toBe(1536);
    await call('POST', '/v2/settings/password', {
      currentPassword: 'N3w!Passw0rd',
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
    });
  });

  it('whitelists addresses of the markets assets on their networks, memo where the network needs one', async () => {
    const tickers = (await call('GET', '/v2/settings/whitelist/tickers')).body.data as {
      ticker: string;
      networks: string[];
      memoRequired: boolean;
    }[];
    expect(tickers.find((t) => t.ticker === 'BTC')).toEqual({ ticker: 'BTC', networks: ['BTC'], memoRequired: false });
    expect(tickers.find((t) => t.ticker === 'XRP')?.memoRequired).toBe(true);
    expect(tickers.some((t) => t.ticker === 'TRY')).toBe(false);

    const xrp = { ticker: 'XRP', network: 'XRP', address: 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY', label: 'Cold wallet' };
    expect((await call('POST', '/v2/settings/whitelist/address', xrp)).body).toMatchObject({
      code: 1228,
      errors: { memo: [expect.any(String)] },
    });
    expect((await call('POST', '/v2/settings/whitelist/address', { ...xrp, network: 'ERC20' })).body).toMatchObject({
      code: 1005,
      errors: { network: [expect.any(String)] },
    });
    expect(
      (await call('POST', '/v2/settings/whitelist/address', { ...xrp, address: 'not-an-xrp-address', memo: '1' })).body.errors.address,
    ).toBeDefined();

    const added = await call('POST', '/v2/settings/whitelist/address', { ...xrp, memo: '104422' });
    expect(added.body.data).toMatchObject({ ...xrp, memo: '104422', createdAt: ledger.now() / 1000 });
    const list = (await call('GET', '/v2/settings/whitelist')).body.data;
    expect(list.addresses.map((a: { label: string }) => a.label)).toEqual(['Ledger Nano X', 'Cold wallet']);
    expect((await call('DELETE', `/v2/settings/whitelist/address?id=${added.body.data.id}`)).status).toBe(204);
    expect((await call('DELETE', `/v2/settings/whitelist/address?id=${added.body.data.id}`)).status).toBe(404);
    expect((await call('GET', '/v2/settings/whitelist')).body.data.addresses).toHaveLength(1);
  });

  it('links and unlinks sign-in accounts in step with the login, and revokes an app', async () => {
    const linked = (await call('GET', '/v2/settings/auth-connections')).body.data;
    expect(linked).toEqual([{ id: 95, provider: 'google', email: DEMO_EMAIL, createdAt: expect.any(Number) }]);
    expect((await call('DELETE', '/v2/settings/auth-connections/95')).status).toBe(204);
    expect(authState(ledger).users[0]!.providers).toEqual([]);
    const token = `${b64url('{"alg":"RS256"}')}.${b64url(JSON.stringify({ email: 'ada@icloud.example' }))}.c2ln`;
    const apple = await call('POST', '/v2/settings/auth-connections', { provider: 'apple', token });
    expect(apple.body.data).toMatchObject({ provider: 'apple', email: 'ada@icloud.example' });
    expect(authState(ledger).users[0]!.providers).toEqual(['apple']);
    expect((await call('POST', '/v2/settings/auth-connections', { provider: 'apple', token })).body.code).toBe(1549);

    const apps = (await call('GET', '/v2/auth/user/tokens')).body.data as { id: string; createdAt: number; expiresAt: number }[];
    expect(apps).toHaveLength(2);
    for (const app of apps) expect(app.createdAt).toBeLessThan(app.expiresAt);
    expect((await call('POST', '/v2/auth/revoke', { tokenId: 'ffffffffffffffff' })).body.code).toBe(1523);
    expect((await call('POST', '/v2/auth/revoke', { tokenId: apps[0]!.id })).status).toBe(204);
    expect((await call('GET', '/v2/auth/user/tokens')).body.data).toHaveLength(1);
  });

  it('answers the rest from the same slice: QR login, USSD, web3 wallet, e-mail, verification, referral, affiliate, exports', async () => {
    expect((await call('POST', '/v2/settings/qr-login/disable')).body.data).toEqual({ isQrLoginEnabled: false });
    expect((await settings()).user.flags.isQrLoginEnabled).toBe(false);
    expect((await call('POST', '/v2/settings/qr-login/sideways')).body.code).toBe(1005);
    await call('POST', '/v2/settings/qr-login/enable');

    expect((await call('POST', '/v2/settings/ussd/pin', { pin: '4096', pin_confirmation: '4096' })).status).toBe(422);
    expect((await call('POST', '/v2/settings/ussd', { phone: '+447700900123' })).body.data).toEqual({
      enabled: true,
      phone: '+44770*****23',
      hasPin: false,
    });
    expect((await call('POST', '/v2/settings/ussd/pin', { pin: '1234', pin_confirmation: '1234' })).body.errors.pin).toBeDefined();
    expect((await call('POST', '/v2/settings/ussd/pin', { pin: '4096', pin_confirmation: '4096' })).body.data.hasPin).toBe(true);
    expect((await call('GET', '/v2/settings/ussd')).body.data).toEqual({ enabled: true, phone: '+44770*****23', hasPin: true });
    expect((await call('POST', '/v2/settings/ussd/disconnect')).body.data).toEqual({ enabled: false, hasPin: false });

    // The wallet signs the challenge of its address; the link and the replacement each use one.
    const [first, second] = demoWalletAccounts();
    const signed = async (account: typeof first, type = 'metamask') => {
      const { message } = (await call('GET', `/v2/web3/auth/challenge?type=${type}&address=${account!.address}`)).body.data;
      return { type, address: account!.address, message, signature: signPersonalMessage(message, account!.key) };
    };
    const unsigned = await signed(first);
    expect(
      (await call('POST', '/v2/settings/web3-auth', { ...unsigned, signature: `0x${'ab'.repeat(65)}` })).body.errors.signature,
    ).toHaveLength(1);
    const wallet = await call('POST', '/v2/settings/web3-auth', await signed(first));
    expect(wallet.body.data).toMatchObject({ id: 311, address: first!.address, type: 'metamask' });
    expect((await settings()).user.web3AuthAddress).toBe(first!.address);
    expect((await settings()).user.web3AuthWallet).toMatchObject({ id: 311, address: first!.address, type: 'metamask' });
    expect((await call('POST', '/v2/settings/web3-auth', await signed(second))).body.errors.address).toHaveLength(1);
    const replaced = await call('PATCH', '/v2/settings/web3-auth/311', await signed(second, 'trust'));
    expect(replaced.body.data).toMatchObject({ id: 311, address: second!.address, type: 'trust' });
    expect((await call('DELETE', '/v2/settings/web3-auth')).status).toBe(204);
    expect((await settings()).user.web3AuthWallet).toBeNull();
    expect((await settings()).user.web3AuthAddress).toBeNull();

    expect((await call('POST', '/v2/settings/email', { email: DEMO_EMAIL })).body.code).toBe(1552);
    expect((await call('POST', '/v2/settings/email', { email: 'ada@proton.example' })).body.data).toEqual({
      sentTo: 'a***a@proton.example',
      resendIn: 60,
    });

    // The demo user is verified (a new user's attempts: ./verification.test.ts).
    expect((await call('POST', '/v2/verification', { flow: 'external' })).body).toMatchObject({
      code: 1507,
      errors: { flow: [expect.any(String)] },
    });

    // The referral rate is the WBT holding level's (the demo holds 1000 WBT: level 2), 40 % below level 1.
    const { benefits } = (await settings()).user;
    expect(benefits).toMatchObject({ holdingLevel: 2, holding: { referralRate: '45' } });
    expect((await call('GET', '/v2/settings/referral')).body.data).toMatchObject({ referralCode: 'DEMOTRADER', rate: '45' });
    expect((await call('GET', '/v2/settings/affiliate')).body.data.status).toBe('approved');
    expect((await call('GET', '/v2/export/settings')).body.data.formats).toEqual(['csv', 'xlsx']);
  });

  it('shows the sub-account the session is switched into, and the main account it belongs to', async () => {
    expect((await settings()).user).toMatchObject({ alias: null, hasSubAccounts: true, mainAccountExternalId: null });
    const subs = (await call('GET', '/v2/sub-account')).body.data as { id: string; alias: string; status: string }[];
    const active = subs.find((s) => s.status === 'active')!;
    expect((await call('POST', `/v2/sub-account/${active.id}/switch`)).status).toBeLessThan(300);
    expect((await settings()).user).toMatchObject({
      alias: active.alias,
      hasSubAccounts: false,
      mainAccountNickname: 'Satoshi_N',
      mainAccountExternalId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect((await call('POST', '/v2/sub-account/switch-to-main')).status).toBeLessThan(300);
    expect((await settings()).user).toMatchObject({ alias: null, mainAccountNickname: null, mainAccountExternalId: null });
  });

  it('deletes the account only with the password, then the session ends', async () => {
    expect((await call('POST', '/v2/settings/delete-account', {})).body).toMatchObject({
      code: 1551,
      errors: { password: [expect.any(String)] },
    });
    expect((await call('POST', '/v2/settings/delete-account', { password: 'wrong-password' })).body.code).toBe(1551);
    expect((await call('POST', '/v2/settings/delete-account', { password: DEMO_PASSWORD, reason: 'Testing' })).status).toBe(204);
    expect(exchange.isLoggedIn()).toBe(false);
    expect((await call('GET', '/v2/settings')).status).toBe(401);
    expect(settingsState(ledger).deletedAt).toBe(ledger.now());
    // The deleted account does not sign in again.
    const login = await call('POST', '/v2/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect([login.status, login.body.errors]).toEqual([422, { email: ['This account was deleted.'] }]);
    expect((await call('GET', '/v2/settings')).status).toBe(401);
  });

  // Last: it sends every call with an empty body, ending the other sessions among others.
  it('answers every settings operation from the ledger, guests 401 where the call needs a session', async () => {
    await expectTagAnswered('settings', exchange, call, { id: '1', x: 'enable' });
  });
});
