/**
 * Codes on the ledger (the contract's assumed `codes` operations, modelled on the published codes API): a code takes an
 * amount of one asset from its creator's main balance and gives it to whoever applies it, once, behind an optional
 * passphrase. A package is a batch of equal codes: defined first, then generated in one posting of count times the
 * amount. The registry is one for all users (a shared slice): the creator sees their codes' status, whoever applies a
 * code gets the amount on their own main balance. The codes history is read from the registry (what the user created
 * and what they applied), so it can never disagree with it.
 */
import Decimal from 'decimal.js';
import { draw, passwordHash, uuid } from '../auth/state';
import { EarnRejected } from '../earn/amounts';
import { decimal, units, type Ledger } from '../ledger';
import { positiveAmount } from '../money/amounts';
import { currencyOf, decimalsOf } from '../money/currencies';
import { restrictions, settingsState } from '../settings/state';

const SLICE = 'codes';
const DAY = 86_400_000;
export const MAX_PACKAGE_CODES = 100;
/** An account outside the demo that applied one of the demo user's seeded codes. */
const SOMEONE_ELSE = 100_150;

export interface StoredCode {
  code: string;
  externalId: string;
  creator: number;
  ticker: string;
  amount: string;
  description?: string;
  /** hashString of the passphrase (the demo keeps none as typed). */
  passphraseHash?: number;
  packageId?: number;
  /** ms of the ledger's clock */
  createdAt: number;
  usedAt?: number;
  usedBy?: number;
  /** The id of the applying transaction. */
  usedExternalId?: string;
}

export interface StoredPackage {
  id: number;
  creator: number;
  name: string;
  ticker: string;
  amountPerCode: string;
  count: number;
  description?: string;
  passphraseHash?: number;
  status: 'draft' | 'generated';
  createdAt: number;
  generatedAt?: number;
}

interface CodesState {
  /** Newest first. */
  codes: StoredCode[];
  packages: StoredPackage[];
  /** By user id. */
  merchants: Record<string, { displayName: string; showName: boolean }>;
}

export class CodeNotFound extends Error {}

/** The codes string of the published format: a prefix, a UUID and the ticker. */
const codeString = (id: string, ticker: string): string => `MR${id}${ticker}`;

function seed(ledger: Ledger): CodesState {
  const random = ledger.random('codes:seed');
  const owner = ledger.owner;
  const c = ledger.createdAt;
  const make = (ticker: string, amount: string, createdAt: number, more: Partial<StoredCode> = {}): StoredCode => ({
    code: codeString(uuid(random), ticker),
    externalId: uuid(random),
    creator: owner,
    ticker,
    amount,
    createdAt,
    ...more,
  });
  const meetup: StoredPackage = {
    id: 8801,
    creator: owner,
    name: 'Meetup prizes',
    ticker: 'USDT',
    amountPerCode: '5',
    count: 6,
    status: 'generated',
    createdAt: c - 21 * DAY,
    generatedAt: c - 21 * DAY + 60_000,
  };
  const packageCodes = Array.from({ length: meetup.count }, (_, i) =>
    make('USDT', '5', meetup.generatedAt!, {
      packageId: meetup.id,
      ...(i < 2 ? { usedAt: meetup.generatedAt! + (i + 1) * DAY, usedBy: SOMEONE_ELSE, usedExternalId: uuid(random) } : {}),
    }),
  );
  return {
    codes: [
      make('BTC', '0.001', c - 3 * DAY, { description: 'Birthday present' }),
      make('USDT', '25', c - 12 * DAY, {
        description: 'Lunch with Ayse',
        passphraseHash: passwordHash('Spring!2026'),
        usedAt: c - 11 * DAY,
        usedBy: SOMEONE_ELSE,
        usedExternalId: uuid(random),
      }),
      ...packageCodes.reverse(),
    ],
    packages: [meetup],
    merchants: {},
  };
}

const state = (ledger: Ledger): CodesState => ledger.sharedSlice<CodesState>(SLICE, seed);

export function defineCodes(ledger: Ledger): void {
  state(ledger);
}

/** A positive amount of the asset's decimals (32 on `field`), of a currency codes may carry (30 on `ticker`). */
function checkedAmount(ledger: Ledger, ticker: string, amount: unknown, field: string): bigint {
  if (!currencyOf(ticker)) throw new EarnRejected(30, { ticker: [`${ticker} is not a currency of the exchange.`] });
  if (restrictions(ledger).assets.codes.withdraw.includes(ticker))
    throw new EarnRejected(30, { ticker: [`Codes of ${ticker} cannot be created from this account.`] });
  const checked = positiveAmount(amount, decimalsOf(ticker));
  if (!checked.ok) throw new EarnRejected(32, { [field]: [checked.message] });
  return checked.units;
}

const passphraseOf = (passphrase: string | undefined) => (passphrase ? passwordHash(passphrase) : undefined);
const description = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/** POST /v2/codes: the amount leaves the main balance (InsufficientBalance when it has less) into a new code. */
export function createCode(
  ledger: Ledger,
  body: { ticker: string; amount: string; passphrase?: string; description?: string },
): StoredCode {
  const amount = checkedAmount(ledger, body.ticker, body.amount, 'amount');
  ledger.post({ account: 'main', ticker: body.ticker, available: -amount });
  const random = draw(ledger, 'codes');
  const made: StoredCode = {
    code: codeString(uuid(random), body.ticker),
    externalId: uuid(random),
    creator: ledger.user,
    ticker: body.ticker,
    amount: decimal(amount),
    description: description(body.description),
    passphraseHash: passphraseOf(body.passphrase),
    createdAt: ledger.now(),
  };
  state(ledger).codes.unshift(made);
  ledger.changed();
  return made;
}

/** POST /v2/codes/apply: the code's amount to the main balance of whoever applies it, once. */
export function applyCode(ledger: Ledger, body: { code: string; passphrase?: string }): { stored: StoredCode; merchant?: string } {
  const wanted = body.code.trim();
  const stored = state(ledger).codes.find((c) => c.code === wanted);
  if (!stored) throw new EarnRejected(30, { code: ['This code does not exist. Check it and try again.'] });
  if (stored.usedAt !== undefined) throw new EarnRejected(30, { code: ['This code has already been activated.'] });
  if (stored.passphraseHash !== undefined) {
    if (!body.passphrase) throw new EarnRejected(30, { passphrase: ['This code has a passphrase: enter it.'] });
    if (passwordHash(body.passphrase) !== stored.passphraseHash) throw new EarnRejected(30, { passphrase: ['The passphrase is wrong.'] });
  }
  ledger.post({ account: 'main', ticker: stored.ticker, available: stored.amount });
  stored.usedAt = ledger.now();
  stored.usedBy = ledger.user;
  stored.usedExternalId = uuid(draw(ledger, 'codes'));
  ledger.changed();
  const merchantOf = stored.packageId !== undefined ? state(ledger).merchants[String(stored.creator)] : undefined;
  return { stored, merchant: merchantOf?.showName ? merchantOf.displayName : undefined };
}

/** The codes `userId` created, newest first, by status. */
export function myCodes(ledger: Ledger, status: 'all' | 'created' | 'used' = 'all'): StoredCode[] {
  return state(ledger).codes.filter(
    (c) => c.creator === ledger.user && (status === 'all' || (status === 'used') === (c.usedAt !== undefined)),
  );
}

export function myCode(ledger: Ledger, externalId: string): StoredCode {
  const found = state(ledger).codes.find((c) => c.externalId === externalId && c.creator === ledger.user);
  if (!found) throw new CodeNotFound('No code of yours has this id.');
  return found;
}

export interface CodeHistoryRow {
  externalId: string;
  code: string;
  ticker: string;
  /** Negative for a code created, positive for one applied. */
  amount: string;
  status: 'created' | 'used';
  time: number;
}

/** Every code the user created (its amount out) and applied (in), newest first. */
export function codesHistory(ledger: Ledger): CodeHistoryRow[] {
  const me = ledger.user;
  const rows: CodeHistoryRow[] = [];
  for (const c of state(ledger).codes) {
    const status = c.usedAt === undefined ? 'created' : 'used';
    if (c.creator === me)
      rows.push({
        externalId: c.externalId,
        code: c.code,
        ticker: c.ticker,
        amount: new Decimal(c.amount).neg().toFixed(),
        status,
        time: c.createdAt,
      });
    if (c.usedBy === me && c.usedAt !== undefined)
      rows.push({ externalId: c.usedExternalId ?? c.externalId, code: c.code, ticker: c.ticker, amount: c.amount, status, time: c.usedAt });
  }
  return rows.sort((a, b) => b.time - a.time);
}

// ------------------------------------------------------------------ packages

export function myPackages(ledger: Ledger): StoredPackage[] {
  return state(ledger)
    .packages.filter((p) => p.creator === ledger.user)
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}

export function myPackage(ledger: Ledger, id: number): StoredPackage {
  const found = state(ledger).packages.find((p) => p.id === id && p.creator === ledger.user);
  if (!found) throw new CodeNotFound('No package of yours has this id.');
  return found;
}

export const packageCodes = (ledger: Ledger, id: number): StoredCode[] =>
  state(ledger)
    .codes.filter((c) => c.packageId === id)
    .sort((a, b) => a.createdAt - b.createdAt);

/** POST /v2/codes/packages: a draft; nothing leaves the balance yet. */
export function createPackage(
  ledger: Ledger,
  body: { name: string; ticker: string; amountPerCode: string; count: number; passphrase?: string; description?: string },
): StoredPackage {
  checkedAmount(ledger, body.ticker, body.amountPerCode, 'amountPerCode');
  if (!body.name.trim()) throw new EarnRejected(30, { name: ['Give the package a name.'] });
  if (!Number.isInteger(body.count) || body.count < 1 || body.count > MAX_PACKAGE_CODES)
    throw new EarnRejected(30, { count: [`A package holds 1 to ${MAX_PACKAGE_CODES} codes.`] });
  const made: StoredPackage = {
    id: ledger.nextId('codes:package', 8801),
    creator: ledger.user,
    name: body.name.trim(),
    ticker: body.ticker,
    amountPerCode: decimal(units(body.amountPerCode)),
    count: body.count,
    description: description(body.description),
    passphraseHash: passphraseOf(body.passphrase),
    status: 'draft',
    createdAt: ledger.now(),
  };
  state(ledger).packages.push(made);
  ledger.changed();
  return made;
}

/** POST /v2/codes/packages/{id}/generate: count times the amount leaves the main balance in one posting. */
export function generatePackage(ledger: Ledger, id: number): StoredPackage {
  const p = myPackage(ledger, id);
  if (p.status === 'generated') throw new EarnRejected(30, { id: ['The codes of this package were generated already.'] });
  const each = units(p.amountPerCode);
  ledger.post({ account: 'main', ticker: p.ticker, available: -each * BigInt(p.count) });
  const now = ledger.now();
  const random = draw(ledger, 'codes:package');
  const made = Array.from({ length: p.count }, () => ({
    code: codeString(uuid(random), p.ticker),
    externalId: uuid(random),
    creator: p.creator,
    ticker: p.ticker,
    amount: p.amountPerCode,
    description: p.description,
    passphraseHash: p.passphraseHash,
    packageId: p.id,
    createdAt: now,
  }));
  state(ledger).codes.unshift(...made.reverse());
  p.status = 'generated';
  p.generatedAt = now;
  ledger.changed();
  return p;
}

// ------------------------------------------------------------------ merchant settings

export function merchantSettings(ledger: Ledger): { displayName: string; showName: boolean } {
  return state(ledger).merchants[String(ledger.user)] ?? { displayName: settingsState(ledger).nickname.value, showName: false };
}

export function saveMerchantSettings(ledger: Ledger, body: { displayName: string; showName: boolean }) {
  const displayName = body.displayName.trim();
  if (displayName.length < 2) throw new EarnRejected(30, { displayName: ['The name needs at least 2 characters.'] });
  state(ledger).merchants[String(ledger.user)] = { displayName, showName: body.showName };
  ledger.changed();
  return merchantSettings(ledger);
}
