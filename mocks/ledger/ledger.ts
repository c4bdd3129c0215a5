/**
 * The demo exchange's one ledger: balances per account type, every domain's state as a persisted slice, a history
 * of every kind, a seeded random source and a clock the demo can fast-forward. One instance serves the page (MSW),
 * Node (the bench and serve servers) and the unit tests; everything it holds survives a reload through its store.
 *
 * Balances move only through post(): all legs of a posting apply, or none (a leg that would make an available or
 * frozen amount negative rejects the whole posting). Amounts are integers of 10^-8 (bigint); decimal strings on the
 * wire and in storage.
 *
 * Every user of the demo has accounts of their own: balances, histories, the domains' slices and the socket hub's
 * orders belong to the user the ledger works for (useUser: the signed-in one). The seeded user (the demo user) is
 * the owner; any other user's accounts start from the same seed when first used, so a second account of the demo
 * has everything to try. The clock, the ids and the shared slices (who the users are, and what passes between
 * them: codes, gift cards, chats) are one for all.
 */
import { createRandom, hashString, type Random } from '../socket/random';
import { toUnits, trimmed } from '../socket/units';
import type { KeyValueStore } from '../exchange/storage';

/** Every balance is kept in units of 10^-8. */
export const LEDGER_DECIMALS = 8;
export const DEFAULT_SEED = 20261121;
const STORE_KEY = 'ledger';
const FORMAT = 2;

/** The account types of the balance page: main (wallet), spot (trade), collateral (margin and futures), earn. */
export type AccountType = 'main' | 'spot' | 'collateral' | 'earn';
export const ACCOUNT_TYPES: readonly AccountType[] = ['main', 'spot', 'collateral', 'earn'];

export interface Holding {
  available: bigint;
  freeze: bigint;
}

/** One leg of a posting: a change of the available and of the frozen amount, as decimals or units of 10^-8. */
export interface Leg {
  account: AccountType;
  ticker: string;
  available?: bigint | string;
  freeze?: bigint | string;
}

export class InsufficientBalance extends Error {
  constructor(
    readonly account: AccountType,
    readonly ticker: string,
    readonly needed: string,
    readonly available: string,
  ) {
    super(`Not enough ${ticker} on the ${account} balance: ${needed} needed, ${available} available.`);
  }
}

/** What one posting did to one account type: the tickers it touched and each one's change of its total (units). */
export interface BalanceChange {
  account: AccountType;
  tickers: string[];
  changes: Record<string, bigint>;
  /** True for a posting that lays a seed (opening balances, not activity). */
  seeding?: boolean;
}

/** An entry of a history: an id, a time (ms) and the entry's own fields. */
export type HistoryEntry = { id: number; time: number } & Record<string, unknown>;

/** Something kept outside the ledger's own document (the socket hub's orders) that is saved and restored with it. */
export interface Persisted {
  dump(): unknown;
  restore(saved: unknown): void;
}

/** What is a user's own: what the ledger holds for the user it works for, and keeps for every other. */
interface UserPart {
  balances: Record<AccountType, Record<string, [available: string, freeze: string]>>;
  history: Record<string, HistoryEntry[]>;
  slices: Record<string, unknown>;
  external: Record<string, unknown>;
}

interface Document extends UserPart {
  format: number;
  /** The user whose accounts are the document's own fields (balances, history, slices, external). */
  user: number;
  /** Every other user's part, by user id. */
  others: Record<string, UserPart>;
  /** Slices that are one for all users. */
  shared: Record<string, unknown>;
  seed: number;
  /** When the seed was laid (ms of the simulated clock): the seed's dates are relative to it. */
  createdAt: number;
  /** How far the demo has fast-forwarded its clock (ms). */
  clockOffset: number;
  ids: Record<string, number>;
}

export interface LedgerOptions {
  seed?: number;
  now?: () => number;
  /** Save at most this often (ms); 0 saves at once (tests). */
  saveDelayMs?: number;
  /** The user the seed is laid for and the ledger starts working for (the demo user). */
  owner?: number;
}

const emptyPart = (): UserPart => ({ balances: { main: {}, spot: {}, collateral: {}, earn: {} }, history: {}, slices: {}, external: {} });

/** Units of 10^-8 from a decimal string or units. */
export const units = (value: bigint | string): bigint => (typeof value === 'bigint' ? value : toUnits(value, LEDGER_DECIMALS));
/** A ledger amount as the contract's decimal string ("12.5", "0"). */
export const decimal = (value: bigint): string => trimmed(value, LEDGER_DECIMALS);

/** Called around a change of the user the ledger works for: the socket hub's book takes the user's orders out and in. */
export interface UserSwitch {
  before(): void;
  after(): void;
}

export class Ledger {
  readonly seed: number;
  readonly owner: number;
  private readonly realNow: () => number;
  private readonly saveDelayMs: number;
  private doc!: Document;
  private readonly holdings = new Map<AccountType, Map<string, Holding>>();
  private readonly externals = new Map<string, Persisted>();
  private readonly seeders = new Map<string, (ledger: Ledger) => unknown>();
  private readonly listeners = new Set<(change: BalanceChange) => void>();
  private readonly bookkeepers = new Set<(change: BalanceChange) => void>();
  private readonly changeListeners = new Set<() => void>();
  private readonly recordListeners = new Set<(kind: string, entry: HistoryEntry, seeding: boolean) => void>();
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly baseSeeds: ((ledger: Ledger) => void)[] = [];
  private readonly sharedNames = new Set<string>();
  private readonly switchListeners = new Set<UserSwitch>();
  /** More than 0 while another user's accounts are worked on (withUser): nothing is published to the page. */
  private muted = 0;
  /** More than 0 while a seed is being laid: its postings are opening balances. */
  private seeding = 0;

  constructor(
    private readonly store: KeyValueStore,
    options: LedgerOptions = {},
  ) {
    this.realNow = options.now ?? Date.now;
    this.saveDelayMs = options.saveDelayMs ?? 200;
    this.owner = options.owner ?? 0;
    const saved = this.read();
    this.seed = saved?.seed ?? options.seed ?? DEFAULT_SEED;
    this.load(saved ?? this.fresh());
  }

  // ------------------------------------------------------------------ clock and randomness

  /** The simulated clock (ms): real time plus what the demo fast-forwarded. */
  now(): number {
    return this.realNow() + this.doc.clockOffset;
  }

  /** The real clock (ms), without what the demo fast-forwarded: what an authenticator app on the user's phone reads. */
  realTime(): number {
    return this.realNow();
  }

  /** When the seed was laid: seed dates are before it, new activity after it. */
  get createdAt(): number {
    return this.doc.createdAt;
  }

  /** Moves the simulated clock on (accruals, schedules and pending deposits catch up on their next read). */
  fastForward(ms: number): void {
    this.doc.clockOffset += ms;
    this.changed();
  }

  /** A seeded random source of its own for each name: the same seed gives the same demo. */
  random(name: string): Random {
    // Another user's seed draws from sources of its own: its addresses, keys and tokens are not the demo user's.
    const own = this.doc.user === this.owner ? name : `user:${this.doc.user}:${name}`;
    return createRandom((this.seed ^ hashString(own)) >>> 0);
  }

  nextId(kind: string, first = 1000): number {
    const next = (this.doc.ids[kind] ?? first) + 1;
    this.doc.ids[kind] = next;
    this.changed();
    return next;
  }

  // ------------------------------------------------------------------ balances

  /** The live holdings of one account type (the spot map is shared with the socket hub's demo account). */
  account(type: AccountType): Map<string, Holding> {
    let map = this.holdings.get(type);
    if (!map) {
      map = new Map();
      this.holdings.set(type, map);
    }
    return map;
  }

  /** Makes `map` the live holdings of `type` (keeping what the ledger has for it): the socket hub's spot balances. */
  adoptAccount(type: AccountType, map: Map<string, Holding>): void {
    const current = this.account(type);
    if (current === map) return;
    map.clear();
    for (const [ticker, holding] of current) map.set(ticker, holding);
    this.holdings.set(type, map);
  }

  balance(type: AccountType, ticker: string): Holding {
    return this.account(type).get(ticker) ?? { available: 0n, freeze: 0n };
  }

  /** Every ticker with a balance on any account, sorted. */
  tickers(): string[] {
    return [...new Set(ACCOUNT_TYPES.flatMap((t) => [...this.account(t).keys()]))].sort();
  }

  /** Applies every leg or none. Throws InsufficientBalance when a leg would take an amount below zero. */
  post(...legs: Leg[]): void {
    const next = new Map<string, Holding>();
    for (const leg of legs) {
      const key = `${leg.account}\u0000${leg.ticker}`;
      const before = next.get(key) ?? this.balance(leg.account, leg.ticker);
      const after = {
        available: before.available + units(leg.available ?? 0n),
        freeze: before.freeze + units(leg.freeze ?? 0n),
      };
      if (after.available < 0n)
        throw new InsufficientBalance(leg.account, leg.ticker, decimal(-units(leg.available ?? 0n)), decimal(before.available));
      if (after.freeze < 0n)
        throw new InsufficientBalance(leg.account, leg.ticker, decimal(-units(leg.freeze ?? 0n)), decimal(before.freeze));
      next.set(key, after);
    }
    const touched = new Map<AccountType, BalanceChange>();
    for (const [key, holding] of next) {
      const [account, ticker] = key.split('\u0000') as [AccountType, string];
      const before = this.balance(account, ticker);
      this.account(account).set(ticker, holding);
      const change = touched.get(account) ?? { account, tickers: [], changes: {}, ...(this.seeding > 0 ? { seeding: true } : {}) };
      change.tickers.push(ticker);
      change.changes[ticker] = holding.available + holding.freeze - before.available - before.freeze;
      touched.set(account, change);
    }
    for (const change of touched.values()) {
      for (const listener of this.bookkeepers) listener(change);
      if (this.muted === 0) for (const listener of this.listeners) listener(change);
    }
    this.changed();
  }

  /** Moves an available amount from one account type to another (a transfer). */
  move(ticker: string, from: AccountType, to: AccountType, amount: bigint | string): void {
    const value = units(amount);
    this.post({ account: from, ticker, available: -value }, { account: to, ticker, available: value });
  }

  /**
   * Called after every posting with the accounts and tickers it touched (the socket publishes balance frames). A
   * listener that keeps the books (not the page) hears the postings to other users' accounts too (withUser).
   */
  onBalanceChange(listener: (change: BalanceChange) => void, options: { everyUser?: boolean } = {}): () => void {
    const set = options.everyUser ? this.bookkeepers : this.listeners;
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Called after every change of the ledger's state (changed()); the socket publishes what follows from it. */
  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  // ------------------------------------------------------------------ domain state and history

  /**
   * Registers how a domain's state is seeded. The slice is made from the seeder the first time it is read and is
   * kept (and saved) from then on; mutate what slice() returns and call changed().
   */
  defineSlice<T>(name: string, seed: (ledger: Ledger) => T, { shared = false }: { shared?: boolean } = {}): void {
    this.seeders.set(name, seed as (ledger: Ledger) => unknown);
    if (shared) this.sharedNames.add(name);
  }

  slice<T>(name: string, seed?: (ledger: Ledger) => T): T {
    const slices = this.sharedNames.has(name) ? this.doc.shared : this.doc.slices;
    if (!(name in slices)) {
      const seeder = seed ?? this.seeders.get(name);
      if (!seeder) throw new Error(`No seed for ledger slice ${name}`);
      if (seed) this.seeders.set(name, seed as (ledger: Ledger) => unknown);
      slices[name] = this.seeded(() => seeder(this));
      this.changed();
    }
    return slices[name] as T;
  }

  /**
   * A slice that is one for every user (who the users are; what passes between them). Read it always through this
   * (or define it with `shared`), so that no user's first read lays it as their own.
   */
  sharedSlice<T>(name: string, seed: (ledger: Ledger) => T): T {
    this.sharedNames.add(name);
    return this.slice(name, seed);
  }

  // ------------------------------------------------------------------ users

  /** The user whose accounts the ledger works on. */
  get user(): number {
    return this.doc.user;
  }

  /**
   * Works for `userId` from now on (a sign-in): the accounts of the user before are kept, this user's are taken up,
   * or laid from the seed the first time.
   */
  useUser(userId: number): void {
    if (userId === this.doc.user) return;
    for (const listener of this.switchListeners) listener.before();
    this.doc.others[String(this.doc.user)] = this.ownPart();
    const incoming = this.doc.others[String(userId)];
    delete this.doc.others[String(userId)];
    this.doc.user = userId;
    this.takeUp(incoming ?? emptyPart());
    if (!incoming) {
      this.seeded(() => {
        for (const seed of this.baseSeeds) seed(this);
      });
      // Every domain known so far is laid now, as for the demo user at start: their balances (earn) are part of it.
      for (const name of this.seeders.keys()) this.slice(name);
    }
    for (const listener of this.switchListeners) listener.after();
    this.changed();
  }

  /**
   * Runs `work` on another user's accounts (a transfer that reaches them), then comes back; what it posts or records
   * is not published to the page, which is the first user's.
   */
  withUser<T>(userId: number, work: () => T): T {
    const back = this.doc.user;
    if (userId === back) return work();
    this.muted++;
    try {
      this.useUser(userId);
      try {
        return work();
      } finally {
        this.useUser(back);
      }
    } finally {
      this.muted--;
    }
  }

  /** Called around every change of the user (useUser). */
  onUserSwitch(listener: UserSwitch): () => void {
    this.switchListeners.add(listener);
    return () => this.switchListeners.delete(listener);
  }

  /** The part of the document that is the current user's, with the live balances and the externals written in. */
  private ownPart(): UserPart {
    for (const [name, part] of this.externals) this.doc.external[name] = part.dump();
    return { balances: this.balancesDoc(), history: this.doc.history, slices: this.doc.slices, external: this.doc.external };
  }

  /** Makes `part` the current user's: the live balances and the externals follow it. */
  private takeUp(part: UserPart): void {
    this.doc.balances = part.balances;
    this.doc.history = part.history;
    this.doc.slices = part.slices;
    this.doc.external = part.external;
    this.loadBalances();
    for (const [name, external] of this.externals) external.restore(this.doc.external[name]);
  }

  /** Appends an event to a history (newest first) and returns it. */
  record<T extends Record<string, unknown>>(kind: string, entry: T, time = this.now()): HistoryEntry & T {
    const full = { id: this.nextId(`history:${kind}`, 100_000), time, ...entry } as HistoryEntry & T;
    (this.doc.history[kind] ??= []).unshift(full);
    this.changed();
    if (this.muted === 0) for (const listener of this.recordListeners) listener(kind, full, this.seeding > 0);
    return full;
  }

  /** Called after every record() with its history kind and entry (the socket publishes the account's events). */
  onRecord(listener: (kind: string, entry: HistoryEntry, seeding: boolean) => void): () => void {
    this.recordListeners.add(listener);
    return () => this.recordListeners.delete(listener);
  }

  /** A history, newest first (the live array: changes to its entries are kept after changed()). */
  history<T extends Record<string, unknown> = Record<string, unknown>>(kind: string): (HistoryEntry & T)[] {
    return (this.doc.history[kind] ??= []) as (HistoryEntry & T)[];
  }

  /** Keeps something held elsewhere (the hub's orders) in the saved document. */
  persist(name: string, part: Persisted): void {
    this.externals.set(name, part);
    if (name in this.doc.external) part.restore(this.doc.external[name]);
  }

  /** Runs a seed: what it posts is marked as seeding (opening balances). */
  private seeded<T>(lay: () => T): T {
    this.seeding++;
    try {
      return lay();
    } finally {
      this.seeding--;
    }
  }

  // ------------------------------------------------------------------ persistence

  /** Marks the state changed: it is saved shortly (or at once with saveDelayMs 0). */
  changed(): void {
    if (this.muted === 0) for (const listener of this.changeListeners) listener();
    if (this.saveDelayMs === 0) return this.save();
    this.saveTimer ??= setTimeout(() => {
      this.saveTimer = undefined;
      this.save();
    }, this.saveDelayMs);
  }

  save(): void {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    for (const [name, part] of this.externals) this.doc.external[name] = part.dump();
    this.doc.balances = this.balancesDoc();
    this.store.set(STORE_KEY, JSON.stringify(this.doc));
  }

  private balancesDoc(): UserPart['balances'] {
    const balances = {} as UserPart['balances'];
    for (const type of ACCOUNT_TYPES) {
      balances[type] = Object.fromEntries(
        [...this.account(type)].map(([ticker, h]) => [ticker, [decimal(h.available), decimal(h.freeze)] as [string, string]]),
      );
    }
    return balances;
  }

  /** Registers what lays the seed of a fresh ledger (balances); it runs now when the ledger is fresh, and on reset. */
  onSeed(seed: (ledger: Ledger) => void): void {
    this.baseSeeds.push(seed);
    if (this.isFresh) this.seeded(() => seed(this));
  }

  /** Forgets everything and lays the seed again (the demo's "reset demo data"). */
  reset(): void {
    for (const listener of this.switchListeners) listener.before();
    this.store.clear?.();
    this.load(this.fresh());
    for (const part of this.externals.values()) part.restore(undefined);
    this.seeded(() => {
      for (const seed of this.baseSeeds) seed(this);
    });
    for (const name of this.seeders.keys()) this.slice(name);
    for (const listener of this.switchListeners) listener.after();
    this.save();
  }

  private read(): Document | undefined {
    const text = this.store.get(STORE_KEY);
    if (!text) return undefined;
    try {
      const doc = JSON.parse(text) as Document;
      return doc.format === FORMAT ? doc : undefined;
    } catch {
      return undefined;
    }
  }

  private fresh(): Document {
    return {
      format: FORMAT,
      seed: this.seed,
      createdAt: this.realNow(),
      clockOffset: 0,
      ids: {},
      user: this.owner,
      others: {},
      shared: {},
      ...emptyPart(),
    };
  }

  private load(doc: Document): void {
    this.doc = doc;
    this.loadBalances();
  }

  private loadBalances(): void {
    const doc = this.doc;
    for (const type of ACCOUNT_TYPES) {
      const map = this.account(type);
      map.clear();
      for (const [ticker, [available, freeze]] of Object.entries(doc.balances[type] ?? {}))
        map.set(ticker, { available: units(available), freeze: units(freeze) });
    }
  }

  /** True until the seed of balances has been laid (a new or reset ledger). */
  get isFresh(): boolean {
    return ACCOUNT_TYPES.every((t) => this.account(t).size === 0);
  }
}
