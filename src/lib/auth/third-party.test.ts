// @vitest-environment happy-dom
/**
 * The provider's round trip in src/lib/auth/third-party.ts: which providers the flags show, and the answer taken
 * from the address (once, the fragment removed at once, the state and the token checked, a cancelled sign-in said).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoIdentityToken } from '../../../mocks/demo-provider';
import {
  forgetThirdPartyReturn,
  forgetThirdPartyToken,
  keepThirdPartyToken,
  keptThirdPartyToken,
  providerAddress,
  shownProviders,
  takeThirdPartyReturn,
} from './third-party';

const ON = { enabled: true, hide: false };

describe('shownProviders', () => {
  it('shows a provider only when its flag is enabled and not hidden', () => {
    expect(shownProviders({ OauthGoogleLogin: ON, OauthAppleLogin: ON })).toEqual(['google', 'apple']);
    expect(shownProviders({ OauthGoogleLogin: { enabled: true, hide: true }, OauthAppleLogin: ON })).toEqual(['apple']);
    expect(shownProviders({ OauthGoogleLogin: { enabled: false, hide: false } })).toEqual([]);
    expect(shownProviders(undefined)).toEqual([]);
  });
});

describe('providerAddress', () => {
  it("follows only Google's or Apple's sign-in host, or this origin", () => {
    const origin = 'https://meridian.example';
    expect(providerAddress('https://accounts.google.com/o/oauth2/v2/auth?state=x', origin)).toBe(
      'https://accounts.google.com/o/oauth2/v2/auth?state=x',
    );
    expect(providerAddress('https://appleid.apple.com/auth/authorize', origin)).toBeDefined();
    expect(providerAddress('https://meridian.example/?demoProvider=google', origin)).toBeDefined();
    expect(providerAddress('http://accounts.google.com/o/oauth2/v2/auth', origin)).toBeUndefined();
    expect(providerAddress('https://evil.example/auth', origin)).toBeUndefined();
    expect(providerAddress('javascript:alert(1)', origin)).toBeUndefined();
    expect(providerAddress(undefined, origin)).toBeUndefined();
  });
});

describe('takeThirdPartyReturn', () => {
  const keep = (state: string, purpose: 'login' | 'link' = 'login') =>
    sessionStorage.setItem('third-party:state', JSON.stringify({ state, provider: 'google', purpose }));
  const arrive = (fragment: string) => history.replaceState(null, '', `/en/auth?provider=google#${fragment}`);

  beforeEach(() => sessionStorage.clear());
  afterEach(() => forgetThirdPartyReturn());

  it('is nothing when the address brought no answer', () => {
    history.replaceState(null, '', '/en/auth');
    expect(takeThirdPartyReturn('login')).toBeUndefined();
  });

  it('takes the token once, out of the address, and keeps it in memory until forgotten', () => {
    keep('s-1');
    const token = demoIdentityToken('google', 'a.person@example.com');
    arrive(`id_token=${token}&state=s-1`);
    expect(takeThirdPartyReturn('login')).toEqual({ ok: true, provider: 'google', token, email: 'a.person@example.com' });
    expect(location.hash).toBe('');
    expect(location.pathname + location.search).toBe('/en/auth?provider=google');
    expect(sessionStorage.getItem('third-party:state')).toBeNull();
    // A second render gets the same answer; once forgotten, the address has none.
    expect(takeThirdPartyReturn('login')).toMatchObject({ ok: true });
    forgetThirdPartyReturn();
    expect(takeThirdPartyReturn('login')).toBeUndefined();
  });

  it('refuses another state, a cancelled sign-in and a token without an e-mail', () => {
    keep('s-1');
    arrive(`id_token=${demoIdentityToken('google', 'a@example.com')}&state=s-2`);
    expect(takeThirdPartyReturn('login')).toEqual({ ok: false, message: 'auth:thirdParty.stateMismatch' });
    forgetThirdPartyReturn();
    keep('s-1');
    arrive('error=access_denied&state=s-1');
    expect(takeThirdPartyReturn('login')).toEqual({ ok: false, message: 'auth:thirdParty.cancelled' });
    forgetThirdPartyReturn();
    keep('s-1');
    arrive('id_token=a.b&state=s-1');
    expect(takeThirdPartyReturn('login')).toEqual({ ok: false, message: 'forms:token.invalidFormat' });
  });

  it('leaves an answer for the other purpose alone, but still out of the address', () => {
    keep('s-1', 'link');
    arrive(`id_token=${demoIdentityToken('google', 'a@example.com')}&state=s-1`);
    expect(takeThirdPartyReturn('login')).toBeUndefined();
    expect(location.hash).toBe('');
  });

  it('an answer with no round trip started here is ignored', () => {
    arrive(`id_token=${demoIdentityToken('google', 'a@example.com')}&state=s-1`);
    expect(takeThirdPartyReturn('login')).toBeUndefined();
  });
});

describe('the kept token of a new account', () => {
  it('is kept in sessionStorage until forgotten', () => {
    keepThirdPartyToken({ provider: 'apple', token: 'h.p.s', email: 'n@example.com' });
    expect(keptThirdPartyToken()).toEqual({ provider: 'apple', token: 'h.p.s', email: 'n@example.com' });
    forgetThirdPartyToken();
    expect(keptThirdPartyToken()).toBeUndefined();
  });
});
