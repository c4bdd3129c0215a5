/**
 * The demo exchange's sessions that are live in this browser: each tab (or window) of the demo is a session of its
 * own, so that ending one from another (Settings → Security → Devices) logs that one out, as a server ends a
 * session it has revoked.
 *
 * Why tabs: the demo's exchange runs in the page, over the browser's localStorage (mocks/exchange/storage.ts), and
 * each tab holds its own copy of the ledger in memory. What two tabs share, read afresh on every request, is the
 * store itself: the login flag (`session`) and this list (`sessions`). A tab keeps its session's id in its own
 * sessionStorage (`tab`), which a reload keeps and another tab does not share. Two browser profiles (or two
 * Playwright contexts) share no storage at all: to the demo they are two separate exchanges.
 *
 * The login flag stays the browser's: a logout in one tab logs every tab out, as the cookie of a real session
 * would. A revoked tab answers 401 until it logs in again, which starts a new session for it.
 *
 * In Node (unit tests, `npm run serve`) the exchange has one tab: the process.
 */
import type { KeyValueStore } from './storage';

const LIST_KEY = 'sessions';
const TAB_KEY = 'tab';
/** Ids of live sessions start here, past the seeded sessions' (mocks/ledger/settings/devices.ts: 770 980 on). */
const FIRST_ID = 880_000;
/** A session's last activity is written at most this often (ms of the ledger clock): every request would be too often. */
const ACTIVITY_STEP_MS = 60_000;

export interface LiveSession {
  id: number;
  /** ms of the ledger clock */
  createdAt: number;
  lastActivityAt: number;
  /** Ended from another session: this session's requests are refused until its tab logs in again. */
  revoked?: boolean;
}

interface SessionList {
  next: number;
  sessions: LiveSession[];
}

export class BrowserSessions {
  constructor(
    /** The store every tab shares (localStorage in the browser). */
    private readonly shared: KeyValueStore,
    /** This tab's own store (sessionStorage in the browser). */
    private readonly tab: KeyValueStore,
    private readonly now: () => number,
  ) {}

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

  /** This tab's session id, if it has one. */
  currentId(): number | undefined {
    const id = Number(this.tab.get(TAB_KEY));
    return Number.isInteger(id) && id > 0 ? id : undefined;
  }

  /** Whether this tab's session was ended from another one. */
  isRevoked(): boolean {
    const id = this.currentId();
    return id !== undefined && this.read().sessions.some((s) => s.id === id && s.revoked);
  }

  /**
   * Marks this tab's session active now, first giving the tab one if it has none (a new tab of a browser that is
   * logged in) or if the list lost it (the demo's data was reset). Returns its id.
   */
  touch(): number {
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
    // A tab whose session the list lost keeps its id (no other session has it); a new tab gets the next one.
    const fresh = { id: id !== undefined && id >= FIRST_ID ? id : list.next, createdAt: now, lastActivityAt: now };
    list.next = Math.max(list.next, fresh.id + 1);
    list.sessions.push(fresh);
    this.write(list);
    this.tab.set(TAB_KEY, String(fresh.id));
    return fresh.id;
  }

  /** A login in this tab: a new session (the revoked or ended one before it is forgotten). */
  begin(): number {
    const list = this.read();
    const old = this.currentId();
    const now = this.now();
    const fresh = { id: list.next++, createdAt: now, lastActivityAt: now };
    list.sessions = [...list.sessions.filter((s) => s.id !== old), fresh];
    this.write(list);
    this.tab.set(TAB_KEY, String(fresh.id));
    return fresh.id;
  }

  /** A logout in this tab: its session ends (the others lose the shared login flag, not their place in the list). */
  end(): void {
    const old = this.currentId();
    if (old === undefined) return;
    const list = this.read();
    list.sessions = list.sessions.filter((s) => s.id !== old);
    this.write(list);
  }

  /**
   * The sessions not ended, oldest first (this tab's among them once it has made a request). Another tab idle for
   * longer than `idleMs` (a tab closed long ago, which says nothing when it goes) is left out.
   */
  live(idleMs = Infinity): LiveSession[] {
    const now = this.now();
    const current = this.currentId();
    return this.read()
      .sessions.filter((s) => !s.revoked && (s.id === current || now - s.lastActivityAt <= idleMs))
      .sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
  }

  /** Ends another tab's session; false when there is no such live session (or it is this tab's). */
  revoke(id: number): boolean {
    const list = this.read();
    const target = list.sessions.find((s) => s.id === id && !s.revoked);
    if (!target || id === this.currentId()) return false;
    target.revoked = true;
    this.write(list);
    return true;
  }

  /** Ends every session but this tab's; how many it ended. */
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
