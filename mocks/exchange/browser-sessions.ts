/**
 * The demo exchange's sessions held by browsers: each browser signed in is a session of its own, so that ending one
 * from another (Settings → Security → Devices) logs that one out at its next request, as a server ends a session it
 * has revoked, while the seeded devices' sessions (mocks/ledger/settings/devices.ts) stand for the user's other
 * machines.
 *
 * A browser keeps its session's id in its own store (`browser-session`); the list of sessions is in the store every browser of
 * the exchange shares (`sessions`), read afresh at each request:
 * - the in-page demo runs its exchange in the page over localStorage, which is the browser's: every tab of a
 *   browser is one session (the app follows one tab's login or logout in the others by the shared session cookie,
 *   as with a real session cookie), and two browser profiles share no storage, so they are two separate demos;
 * - `npm run serve` keeps one exchange for every visitor (scripts/serve/mock-backend.ts): there each browser is told
 *   apart by a cookie of its own, and its store is bound for the time of each of its requests;
 * - a unit test's exchange is one browser.
 *
 * The login flag stays the exchange's (`session`): a logout logs every browser out, as before. A revoked browser
 * answers 401 until it logs in again, which starts a new session for it.
 */
import type { KeyValueStore } from './storage';

const LIST_KEY = 'sessions';
const TAB_KEY = 'browser-session';
/** Ids of live sessions start here, past the seeded sessions' (mocks/ledger/settings/devices.ts: 770 980 on). */
const FIRST_ID = 880_000;
/** A session's last activity is written at most this often (ms of the ledger clock): every request would be too often. */
const ACTIVITY_STEP_MS = 60_000;

export interface LiveSession {
  id: number;
  /** ms of the ledger clock */
  createdAt: number;
  lastActivityAt: number;
  /** Ended from another session: this session's requests are refused until its browser logs in again. */
  revoked?: boolean;
}

interface SessionList {
  next: number;
  sessions: LiveSession[];
}

export class BrowserSessions {
  constructor(
    /** The store every browser of the exchange shares. */
    private readonly shared: KeyValueStore,
    /** The store of the browser making the requests; none for a client that is no browser (a tool, the clock). */
    private tab: KeyValueStore | undefined,
    private readonly now: () => number,
  ) {}

  /** The browser whose requests come next (serve: each request's), or none. */
  bind(tab: KeyValueStore | undefined): void {
    this.tab = tab;
  }

  private read(): SessionList {
    try {
      const saved = JSON.parse(this.shared.get(LIST_KEY) ?? '') as SessionList;
      if (Number.isInteger(saved.next) && Array.isArray(saved.sessions)) return saved;
    } catch {
      // none saved yet, or unreadable: start a new list
    }
    return { next: FIRST_ID, sessions: [] };
  }

  private write(list: SessionList): void {
    this.shared.set(LIST_KEY, JSON.stringify(list));
  }

  /** This browser's session id, if it has one. */
  currentId(): number | undefined {
    const id = Number(this.tab?.get(TAB_KEY));
    return Number.isInteger(id) && id > 0 ? id : undefined;
  }

  /** Whether this browser's session was ended from another one. */
  isRevoked(): boolean {
    const id = this.currentId();
    return id !== undefined && this.read().sessions.some((s) => s.id === id && s.revoked);
  }

  /**
   * Marks this browser's session active now, first giving it one if it has none (a browser new to the exchange,
   * signed in as the demo starts) or if the list lost it (the demo's data was reset). Returns its id (none when no
   * browser makes the request).
   */
  touch(): number | undefined {
    const tab = this.tab;
    if (!tab) return undefined;
    const list = this.read();
    const now = this.now();
    const id = this.currentId();
    const mine = id === undefined ? undefined : list.sessions.find((s) => s.id === id);
    if (mine) {
      if (!mine.revoked && now - mine.lastActivityAt >= ACTIVITY_STEP_MS) {
        mine.lastActivityAt = now;
        this.write(list);
      }
      return mine.id;
    }
    // A browser whose session the list lost keeps its id (no other session has it); a new one gets the next id.
    const fresh = { id: id !== undefined && id >= FIRST_ID ? id : list.next, createdAt: now, lastActivityAt: now };
    list.next = Math.max(list.next, fresh.id + 1);
    list.sessions.push(fresh);
    this.write(list);
    tab.set(TAB_KEY, String(fresh.id));
    return fresh.id;
  }

  /** A login in this browser: a new session (the revoked or ended one before it is forgotten). */
  begin(): number | undefined {
    const tab = this.tab;
    if (!tab) return undefined;
    const list = this.read();
    const old = this.currentId();
    const now = this.now();
    const fresh = { id: list.next++, createdAt: now, lastActivityAt: now };
    list.sessions = [...list.sessions.filter((s) => s.id !== old), fresh];
    this.write(list);
    tab.set(TAB_KEY, String(fresh.id));
    return fresh.id;
  }

  /** A logout in this browser: its session ends (the others lose the shared login flag, not their place in the list). */
  end(): void {
    const old = this.currentId();
    if (old === undefined) return;
    const list = this.read();
    list.sessions = list.sessions.filter((s) => s.id !== old);
    this.write(list);
  }

  /**
   * The sessions not ended, oldest first (this browser's among them once it has made a request). Another browser idle
   * for longer than `idleMs` (one gone long ago, which says nothing when it goes) is left out.
   */
  live(idleMs = Infinity): LiveSession[] {
    const now = this.now();
    const current = this.currentId();
    return this.read()
      .sessions.filter((s) => !s.revoked && (s.id === current || now - s.lastActivityAt <= idleMs))
      .sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
  }

  /** Ends another browser's session; false when there is no such live session (or it is this browser's). */
  revoke(id: number): boolean {
    const list = this.read();
    const target = list.sessions.find((s) => s.id === id && !s.revoked);
    if (!target || id === this.currentId()) return false;
    target.revoked = true;
    this.write(list);
    return true;
  }

  /** Ends every session but this browser's; how many it ended. */
  revokeOthers(): number {
    const list = this.read();
    const current = this.currentId();
    let ended = 0;
    for (const s of list.sessions)
      if (s.id !== current && !s.revoked) {
        s.revoked = true;
        ended += 1;
      }
    if (ended > 0) this.write(list);
    return ended;
  }
}
