/**
 * The demo user's sub-accounts (a persisted slice of the ledger): who they are, what they may trade, their own
 * balances (decimal strings per ticker and account), and which account the session is switched into.
 *
 * A sub-account's balances are its own, outside the demo user's ledger accounts: a transfer moves an amount between
 * the ledger's `main` account and the sub-account's main balance, exactly, or not at all. Switching only records
 * the active sub-account (GET /v2/sub-account/info then says so); the demo keeps one user's balances and session,
 * so the rest of the app still shows the main account after the reload. What the sub-account may trade takes effect
 * while the session is switched into it: `refusedFeature` is what the exchange then refuses (spot orders without
 * spotEnabled; margin and futures orders and transfers to the collateral balance without collateralEnabled).
 */
import type { Ledger } from '../ledger';
import { decimal, units } from '../ledger';

const SLICE = 'sub-accounts';
export const SUB_ACCOUNT_LIMIT = 20;
/** The main account as a sub-account's session names it. */
export const MAIN_ACCOUNT = { externalId: '5b0f3d2a-7c41-4e8b-9a6d-2e1f0c9b8a73', nickname: 'DemoTrader' };

export type SubAccountStatus = 'active' | 'pending' | 'blocked';
export type SubBalanceKind = 'main' | 'spot' | 'collateral';

export interface StoredSubAccount {
  id: string;
  alias: string;
  email?: string;
  status: SubAccountStatus;
  /** The status before a lock: what an unlock goes back to. */
  unlockedStatus?: Exclude<SubAccountStatus, 'blocked'>;
  permissions: { spotEnabled: boolean; collateralEnabled: boolean };
  /** ms */
  createdAt: number;
  balances: Record<string, Record<SubBalanceKind, string>>;
}

export interface SubAccountsState {
  accounts: StoredSubAccount[];
  /** The sub-account the session is switched into, or null for the main account. */
  active: string | null;
}

/** A version 4 UUID from the ledger's seeded randomness. */
export function uuid(ledger: Ledger, name: string): string {
  const random = ledger.random(name);
  const hex = (n: number) => Array.from({ length: n }, () => '0123456789abcdef'[random.int(0, 15)]).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[random.int(0, 3)]}${hex(3)}-${hex(12)}`;
}

const zero = (): Record<SubBalanceKind, string> => ({ main: '0', spot: '0', collateral: '0' });

function seed(ledger: Ledger): SubAccountsState {
  const day = 86_400_000;
  return {
    accounts: [
      {
        id: uuid(ledger, 'sub-account:1'),
        alias: 'Bot 1',
        email: 'bot1@example.com',
        status: 'active',
        permissions: { spotEnabled: true, collateralEnabled: false },
        createdAt: ledger.createdAt - 40 * day,
        balances: { USDT: { main: '250', spot: '1250.48', collateral: '0' }, BTC: { main: '0', spot: '0.0021', collateral: '0' } },
      },
      {
        id: uuid(ledger, 'sub-account:2'),
        alias: 'Savings',
        email: 'savings@example.com',
        status: 'pending',
        permissions: { spotEnabled: false, collateralEnabled: false },
        createdAt: ledger.createdAt - 3 * day,
        balances: {},
      },
    ],
    active: null,
  };
}

export function defineSubAccounts(ledger: Ledger): void {
  ledger.defineSlice(SLICE, seed);
}

export const subAccounts = (ledger: Ledger): SubAccountsState => ledger.slice<SubAccountsState>(SLICE, seed);

export const findSubAccount = (ledger: Ledger, id: string): StoredSubAccount | undefined =>
  subAccounts(ledger).accounts.find((a) => a.id === id);

/** Whether a sub-account holds anything on any of its balances. */
export const holdsFunds = (account: StoredSubAccount): boolean =>
  Object.values(account.balances).some((b) => units(b.main) + units(b.spot) + units(b.collateral) > 0n);

/** Why an alias cannot be used (trimmed, 1 to 64 characters, unique without regard to case), or undefined. */
export function aliasProblem(ledger: Ledger, alias: string, except?: string): string | undefined {
  const trimmed = alias.trim();
  if (!trimmed) return 'The alias may not be empty.';
  if (trimmed.length > 64) return 'The alias may have at most 64 characters.';
  const taken = subAccounts(ledger).accounts.some((a) => a.id !== except && a.alias.toLowerCase() === trimmed.toLowerCase());
  return taken ? `A sub-account named ${trimmed} exists already.` : undefined;
}

export function createSubAccount(
  ledger: Ledger,
  body: { alias: string; email?: string; spotEnabled: boolean; collateralEnabled: boolean },
): StoredSubAccount {
  const state = subAccounts(ledger);
  const n = ledger.nextId('sub-account', 2);
  const account: StoredSubAccount = {
    id: uuid(ledger, `sub-account:${n}`),
    alias: body.alias.trim(),
    ...(body.email ? { email: body.email } : {}),
    // With an e-mail the sub-account logs in by itself once its owner answers the activation e-mail.
    status: body.email ? 'pending' : 'active',
    permissions: { spotEnabled: body.spotEnabled, collateralEnabled: body.collateralEnabled },
    createdAt: ledger.now(),
    balances: {},
  };
  state.accounts.push(account);
  ledger.changed();
  return account;
}

/** Adds `amount` (may be negative) to a sub-account's balance; false (and nothing changed) when it would go below 0. */
export function postSubAccount(ledger: Ledger, account: StoredSubAccount, ticker: string, kind: SubBalanceKind, amount: bigint): boolean {
  const balance = account.balances[ticker] ?? zero();
  const next = units(balance[kind]) + amount;
  if (next < 0n) return false;
  account.balances[ticker] = { ...balance, [kind]: decimal(next) };
  ledger.changed();
  return true;
}

/** The sub-account's balances as the contract lists them: every ticker it has held, sorted. */
export function subAccountBalances(account: StoredSubAccount) {
  return Object.keys(account.balances)
    .sort()
    .map((ticker) => ({ ticker, ...account.balances[ticker]! }));
}

export function wireSubAccount(a: StoredSubAccount, seconds: (ms: number) => number) {
  return {
    id: a.id,
    alias: a.alias,
    ...(a.email ? { email: a.email } : {}),
    status: a.status,
    permissions: { ...a.permissions },
    createdAt: seconds(a.createdAt),
  };
}

/** The sub-account the session is switched into, if any (null for the main account or a sub-account since deleted). */
export function activeSubAccount(ledger: Ledger): StoredSubAccount | undefined {
  const active = subAccounts(ledger).active;
  return active === null ? undefined : findSubAccount(ledger, active);
}

/** What a permission of a sub-account allows: spot orders, or collateral (margin and futures orders, the collateral balance). */
export type SubAccountFeature = 'spot' | 'collateral';

/**
 * Why the session may not use a feature: the sub-account it is switched into lacks the permission (the main account
 * may use everything). The message of the refusal, or undefined.
 */
export function refusedFeature(ledger: Ledger, feature: SubAccountFeature): string | undefined {
  const account = activeSubAccount(ledger);
  if (!account) return undefined;
  if (feature === 'spot' && !account.permissions.spotEnabled)
    return `Spot trading is not allowed for the sub-account ${account.alias}: its main account can allow it.`;
  if (feature === 'collateral' && !account.permissions.collateralEnabled)
    return `Margin and futures trading is not allowed for the sub-account ${account.alias}: its main account can allow it.`;
  return undefined;
}
