/**
 * Passkeys in the demo exchange, checked as a relying party would (mocks/ledger/settings/passkeys.ts): a passkey
 * added in the settings keeps its public key from a verified attestation; the password login of its user then asks
 * for it (`passkeys: true`), the passkey check keeps its challenge in that login and offers the passkey, and POST
 * /v2/2fa/validate signs in only with an assertion of that passkey over that challenge, from this origin and RP ID,
 * with a fresh counter. A software authenticator (mocks/testing/soft-authenticator.ts) plays the browser's part.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { SoftAuthenticator, type Tampering } from '../../testing/soft-authenticator';
import { authState, DEMO_CODE, DEMO_PASSWORD, DEMO_USER_ID } from '../auth/state';
import { settingsState, update } from '../settings/state';
import { ledgerTestServer, TEST_NOW, TEST_ORIGIN } from '../test-kit';
import { currentTotp, DEMO_TOTP_SECRET } from '../auth/totp';

const { call, exchange, ledger, advance } = ledgerTestServer();
const DEMO = { email: 'demo@meridian.example', password: DEMO_PASSWORD };

let key: SoftAuthenticator;

/** Adds a passkey of `authenticator` in the settings (signed in), as the add-passkey button does. */
async function addPasskey(authenticator: SoftAuthenticator, tampering: Tampering = {}, origin = TEST_ORIGIN) {
  exchange.login();
  const options = (await call('POST', '/v2/settings/passkeys/register/start')).body.data;
  const credential = await authenticator.register(options, origin, tampering);
  return call('POST', '/v2/settings/passkeys/register/finish', { credential, name: 'Soft key' });
}

/** Logs out and logs the demo user in with the password; the login's answer. */
async function passwordLogin() {
  await call('POST', '/logout');
  expect(exchange.isLoggedIn()).toBe(false);
  return call('POST', '/v2/login', DEMO);
}

/** Starts the passkey check of the login waiting (as a guest) and answers it with `authenticator`. */
async function assertion(authenticator: SoftAuthenticator, tampering: Tampering = {}, origin = TEST_ORIGIN) {
  const options = (await call('POST', '/v2/settings/passkeys/authentication/start')).body.data;
  return authenticator.authenticate(options, origin, tampering);
}

/** A base64url text as the browser writes its bytes back (the client data's challenge). */
const canonical = (text: string) => Buffer.from(text, 'base64url').toString('base64url');
const validate = (passkey: unknown) => call('POST', '/v2/2fa/validate', { passkey });

beforeEach(() => {
  ledger.reset();
  exchange.login();
});

describe('passkey registration', () => {
  beforeEach(async () => {
    key = await SoftAuthenticator.create();
  });

  it('keeps the public key and counter of a verified attestation, as JSON', async () => {
    // The challenge comes back from the browser as its bytes re-encoded: it must be canonical base64url.
    for (let i = 0; i < 8; i++) {
      const { challenge } = (await call('POST', '/v2/settings/passkeys/register/start')).body.data;
      expect(canonical(challenge)).toBe(challenge);
      expect(Buffer.from(challenge, 'base64url')).toHaveLength(32);
    }
    const added = await addPasskey(key);
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({ id: expect.any(Number), name: 'Soft key', createdAt: TEST_NOW / 1000 });
    const record = settingsState(ledger).passkeys.find((p) => p.credentialId === key.id);
    expect(record).toMatchObject({ publicKey: expect.stringMatching(/^[\w-]+$/), counter: 0, userId: DEMO_USER_ID });
    expect(JSON.parse(JSON.stringify(record))).toEqual(record);
  });

  it('refuses an attestation for another origin, another RP ID or another challenge', async () => {
    for (const [tampering, origin] of [
      [{}, 'http://evil.test'],
      [{ rpId: 'evil.test' }, TEST_ORIGIN],
      [{ challenge: 'c29tZS1vdGhlci1jaGFsbGVuZ2UtdGhhdC1pcy1sb25n' }, TEST_ORIGIN],
    ] as const) {
      const refused = await addPasskey(key, tampering, origin);
      expect(refused.status, JSON.stringify(tampering) + origin).toBe(422);
      expect(refused.body).toMatchObject({ code: 1514, errors: { credential: [expect.any(String)] } });
    }
    expect(settingsState(ledger).passkeys.some((p) => p.credentialId === key.id)).toBe(false);
  });
});

describe('passkey login', () => {
  beforeEach(async () => {
    key = await SoftAuthenticator.create();
    expect((await addPasskey(key)).status).toBe(200);
  });

  it('asks for the passkey at the password login, offers it and signs in with its assertion', async () => {
    const login = await passwordLogin();
    expect(login.body.data).toEqual({ userId: DEMO_USER_ID, twoFa: false, passkeys: true, deviceVerify: false });
    expect(exchange.isLoggedIn()).toBe(false);

    const options = (await call('POST', '/v2/settings/passkeys/authentication/start')).body.data;
    expect(options).toMatchObject({ rpId: 'exchange.test', userVerification: 'required' });
    expect(canonical(options.challenge)).toBe(options.challenge);
    expect(options.allowCredentials).toEqual([{ id: key.id, type: 'public-key', transports: ['internal'] }]);
    expect(authState(ledger).pendingLogin?.passkeyChallenge).toBe(options.challenge);

    advance(60_000);
    const signedIn = await validate(await key.authenticate(options, TEST_ORIGIN));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({ userId: DEMO_USER_ID });
    expect(exchange.isLoggedIn()).toBe(true);
    const listed = (await call('GET', '/v2/settings/passkeys')).body.data.find((p: { name: string }) => p.name === 'Soft key');
    expect(listed.lastUsedAt).toBe((TEST_NOW + 60_000) / 1000);
    expect(settingsState(ledger).passkeys.find((p) => p.credentialId === key.id)?.counter).toBe(1);
  });

  it('refuses an assertion over another challenge, from another origin or RP ID, or signing other data', async () => {
    for (const [tampering, origin] of [
      [{ challenge: 'c29tZS1vdGhlci1jaGFsbGVuZ2UtdGhhdC1pcy1sb25n' }, TEST_ORIGIN],
      [{}, 'http://evil.test'],
      [{ rpId: 'evil.test' }, TEST_ORIGIN],
      [{ signOtherData: true }, TEST_ORIGIN],
    ] as const) {
      await passwordLogin();
      const refused = await validate(await assertion(key, tampering, origin));
      expect(refused.status, JSON.stringify(tampering) + origin).toBe(422);
      expect(refused.body).toMatchObject({ errors: { passkey: [expect.any(String)] }, data: { attemptsLeft: 2 } });
      expect(exchange.isLoggedIn()).toBe(false);
    }
  });

  it('refuses a passkey the account does not have, and a replayed assertion', async () => {
    await passwordLogin();
    const stranger = await SoftAuthenticator.create();
    const unknown = await validate(await assertion(stranger));
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.passkey).toEqual(['This passkey is not one of this account’s.']);

    // A challenge answers once: the same assertion again (or one without a check started) is refused.
    const good = await assertion(key);
    expect((await validate(good)).status).toBe(200);
    await passwordLogin();
    const replay = await validate(good);
    expect(replay.status).toBe(422);
    expect(replay.body.errors.passkey).toEqual(['Start the passkey check first.']);
    // A counter that does not go past the last one (a cloned authenticator) is refused.
    const cloned = await validate(await assertion(key, { counter: 1 }));
    expect(cloned.status).toBe(422);
    expect(exchange.isLoggedIn()).toBe(false);
  });

  it('takes no code when only a passkey finishes the login, and either one with the authenticator on', async () => {
    await passwordLogin();
    expect((await call('POST', '/v2/2fa/validate', { totp: DEMO_CODE })).status).toBe(422);
    expect(exchange.isLoggedIn()).toBe(false);

    update(ledger, (s) => void (s.twoFactor = { enabled: true, secret: DEMO_TOTP_SECRET, pendingSecret: null }));
    const login = await passwordLogin();
    expect(login.body.data).toMatchObject({ twoFa: true, passkeys: true });
    expect((await call('POST', '/v2/2fa/validate', { totp: currentTotp(ledger) })).status).toBe(200);
    await passwordLogin();
    expect((await validate(await assertion(key))).status).toBe(200);
  });

  it('asks no passkey of a user who has none with a key, nor of a login that does not wait for one', async () => {
    update(ledger, (s) => void (s.passkeys = s.passkeys.filter((p) => p.publicKey === undefined)));
    expect((await passwordLogin()).body.data.passkeys).toBe(false);
    expect(exchange.isLoggedIn()).toBe(true);
    const none = await validate(await key.authenticate({ challenge: 'AAAA' }, TEST_ORIGIN));
    expect(none.status).toBe(422);
  });
});
