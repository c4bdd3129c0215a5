// @vitest-environment happy-dom
/**
 * The password-reset token (issue 17). The spec prescribes the reset-token cookie (5 minutes, lax) for the hand-off
 * from the e-mailed link; the reset page takes the token out of it at once and keeps it in memory only, never in
 * web storage, until the reset is done or the page goes.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCookie } from '../cookies/cookies';
import { forgetResetToken, RESET_TOKEN_COOKIE, storeResetToken, takeResetToken } from './reset-token';

const TOKEN = '4e7b1c9d2a5f8e3b6c0d1a4f7e2b9c5d';

/** Every write to document.cookie, as the browser gets it. */
function recordCookieWrites(): { writes: string[]; stop: () => void } {
  let owner: object | null = document;
  while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object | null;
  const descriptor = Object.getOwnPropertyDescriptor(owner!, 'cookie')!;
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor.get!.call(document) as string,
    set: (value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    },
  });
  return { writes, stop: () => void delete (document as unknown as Record<string, unknown>).cookie };
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => forgetResetToken());

describe('the reset token', () => {
  it('arrives in the cookie the spec names: reset-token, 5 minutes, lax', () => {
    const cookies = recordCookieWrites();
    try {
      storeResetToken(TOKEN);
    } finally {
      cookies.stop();
    }
    expect(cookies.writes).toHaveLength(1);
    expect(cookies.writes[0]).toMatch(new RegExp(`^${RESET_TOKEN_COOKIE}=${TOKEN};`));
    expect(cookies.writes[0]).toMatch(/;\s*Max-Age=300(;|$)/i);
    expect(cookies.writes[0]).toMatch(/;\s*SameSite=Lax(;|$)/i);
    expect(readCookie(RESET_TOKEN_COOKIE)).toBe(TOKEN);
  });

  it('leaves the cookie as soon as the reset page takes it, and stays in memory only', () => {
    storeResetToken(TOKEN);
    expect(takeResetToken()).toBe(TOKEN);
    // Deleted (happy-dom keeps an empty `reset-token=` where a browser drops the cookie).
    expect(readCookie(RESET_TOKEN_COOKIE) || undefined).toBeUndefined();
    expect(document.cookie).not.toContain(TOKEN);
    // A render React discarded takes it again from memory.
    expect(takeResetToken()).toBe(TOKEN);
    // No copy in web storage, for this tab or any other.
    for (const storage of [sessionStorage, localStorage])
      for (let i = 0; i < storage.length; i++) expect(storage.getItem(storage.key(i)!)).not.toContain(TOKEN);
  });

  it('is gone for good once forgotten (reset done or page left); a new link brings a new one', () => {
    storeResetToken(TOKEN);
    takeResetToken();
    forgetResetToken();
    expect(takeResetToken()).toBeUndefined();
    storeResetToken('a-newer-token');
    expect(takeResetToken()).toBe('a-newer-token');
  });

  it('a new link replaces a token taken before', () => {
    storeResetToken(TOKEN);
    takeResetToken();
    storeResetToken('a-newer-token');
    expect(takeResetToken()).toBe('a-newer-token');
  });

  it('is undefined without a link', () => {
    expect(takeResetToken()).toBeUndefined();
  });
});
