import { describe, expect, it } from 'vitest';
import { BrowserSessions } from './browser-sessions';
import { memoryStore } from './storage';

/** Browsers of one exchange: its shared store, a store of each browser's own, one clock. */
function browser() {
  const shared = memoryStore();
  let clock = 1_000_000;
  const tab = () => new BrowserSessions(shared, memoryStore(), () => clock);
  return { shared, tab, advance: (ms: number) => void (clock += ms) };
}

describe('BrowserSessions', () => {
  it('gives each tab a session of its own at its first request, kept while the tab lives', () => {
    const { tab } = browser();
    const a = tab();
    const b = tab();
    expect(a.currentId()).toBeUndefined();
    const idA = a.touch();
    const idB = b.touch()!;
    expect(idA).toBeGreaterThanOrEqual(880_000);
    expect(idB).not.toBe(idA);
    expect(a.touch()).toBe(idA);
    expect(a.live().map((s) => s.id)).toEqual([idA, idB]);
    expect(b.live().map((s) => s.id)).toEqual([idA, idB]);
  });

  it('ends another tab: that tab is revoked until it logs in again, which starts a new session', () => {
    const { tab } = browser();
    const a = tab();
    const b = tab();
    a.touch();
    const idB = b.touch()!;
    expect(a.revoke(a.currentId()!)).toBe(false);
    expect(a.revoke(idB)).toBe(true);
    expect(a.revoke(idB)).toBe(false);
    expect(b.isRevoked()).toBe(true);
    expect(a.isRevoked()).toBe(false);
    expect(a.live().map((s) => s.id)).toEqual([a.currentId()]);
    const again = b.begin();
    expect(again).not.toBe(idB);
    expect(b.isRevoked()).toBe(false);
    expect(a.live().map((s) => s.id)).toEqual([a.currentId(), again]);
    expect(a.revokeOthers()).toBe(1);
    expect(b.isRevoked()).toBe(true);
    expect(a.revokeOthers()).toBe(0);
  });

  it('forgets a tab that logged out, and leaves out other tabs idle for longer than asked', () => {
    const { tab, advance } = browser();
    const a = tab();
    const b = tab();
    a.touch();
    b.touch();
    b.end();
    expect(a.live()).toHaveLength(1);
    const c = tab();
    c.touch();
    advance(61 * 60_000);
    // a itself is always listed; c has said nothing for an hour.
    expect(a.live(60 * 60_000).map((s) => s.id)).toEqual([a.currentId()]);
    expect(a.live().map((s) => s.id)).toEqual([a.currentId(), c.currentId()]);
    c.touch();
    expect(a.live(60 * 60_000)).toHaveLength(2);
  });

  it('keeps a tab its id when the list was lost (the demo data reset), without giving it to another tab', () => {
    const { shared, tab } = browser();
    const a = tab();
    const id = a.touch()!;
    shared.clear!();
    expect(a.isRevoked()).toBe(false);
    expect(a.touch()).toBe(id);
    expect(tab().touch()).toBe(id + 1);
  });
});

describe('BrowserSessions without a browser', () => {
  it('registers nothing for a client that is no browser, and follows the browser bound for each request', () => {
    const shared = memoryStore();
    const sessions = new BrowserSessions(shared, undefined, () => 0);
    expect(sessions.touch()).toBeUndefined();
    expect(sessions.begin()).toBeUndefined();
    expect(sessions.isRevoked()).toBe(false);
    expect(sessions.live()).toEqual([]);
    const one = memoryStore();
    const two = memoryStore();
    sessions.bind(one);
    const first = sessions.touch()!;
    sessions.bind(two);
    const second = sessions.touch()!;
    expect(sessions.revoke(first)).toBe(true);
    sessions.bind(one);
    expect(sessions.isRevoked()).toBe(true);
    sessions.bind(two);
    expect(sessions.isRevoked()).toBe(false);
    expect(sessions.currentId()).toBe(second);
  });
});
